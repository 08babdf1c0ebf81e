#!/usr/bin/env python3
"""Writes a site the prefilter cannot skip: every page holds bridge calls in every seed convention.

Usage: Benchmarks/lint/make-worst-case.py FOLDER [--pages N] [--calls-per-page N] [--seed S]

Each of the N pages (default 1,000) has 20 to 50 calls spread over an inline script, event-handler
attributes, bridge links and its own external script, in every convention the example contract
(examples/bridge-manifest.json) declares: seed 000's wrapper and mgapp:// URLs, data: URLs, seed
001's {action, param}, seed 002's plain and reply handlers, seed 003's sequence wrapper, seed 004's
user script, reply handler and mkwebview:// deeplink. Around them is ordinary markup (headings,
paragraphs, tables, links) so a page weighs about what a documentation page does. Every call keeps
the contract, so a lint of the site reports calls and no findings; the generator prints how many
calls it wrote, for the benchmark to check against. The same seed writes the same bytes.

--calls-per-page sets every page's count instead: `--pages 1 --calls-per-page 3000` writes one
page with a thousand handler attributes and two scripts of a thousand calls each, whose time and
instructions should be about three times those of `--calls-per-page 1000` (a cost per page that
grows faster than its calls shows there).

Then: python3 Benchmarks/lint/run.py FOLDER
"""
import argparse
import os
import random
import shutil

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# One statement per call; {i} is a per-call number. Each keeps examples/bridge-manifest.json.
SCRIPT_CALLS = [
    'iosInterface.callNativeFunction("deviceInfoSetting", JSON.stringify({{ "idx": {i}, "name": "n{i}" }}), res => console.log(res));',
    'iosInterface.callNativeFunction("pushTokenInfo", JSON.stringify({{}}), res => console.log(res));',
    'window.webkit.messageHandlers.customScheme.postMessage("mgapp://setBadge?count={i}");',
    'window.webkit.messageHandlers.download.postMessage("data:image/gif;photo{i}.gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7");',
    'window.webkit.messageHandlers.EXAMPLE.postMessage({{ action: "pong", param: {{ count: "{i}" }} }});',
    'window.webkit.messageHandlers.nativeHandler.postMessage("Hello, Swift {i}!");',
    'window.webkit.messageHandlers.nativeReplyHandler.postMessage("Hello {i}").then(r => console.log(r));',
    "_ios.MessageHandler.postMessage('test', {{ query: 'q{i}', limit: 10 }}).then(r => console.log(r));",
    "CustomScripts.showToast('Saved {i}');",
    'window.webkit.messageHandlers.testWithPromise.postMessage({{ id: "{i}" }}).then(r => console.log(r));',
]
ATTRIBUTE_CALLS = [
    '<button onclick="CustomScripts.showToast(\'Saved {i}\')">toast {i}</button>',
    '<button onclick="window.webkit.messageHandlers.nativeHandler.postMessage(\'tap {i}\')">tap {i}</button>',
    '<a href="mgapp://setBadge?count={i}">badge {i}</a>',
    '<a href="mkwebview://webview?url=https://example.com/p{i}&amp;title=t{i}&amp;navigationColor=FFFFFF&amp;tintColor=000000&amp;statusBarColor=FFFFFF">open {i}</a>',
]
WORDS = "bridge native page handler message reply contract schema value token iterator slice vector string option result".split()


def filler(rng, size):
    """Ordinary markup of about `size` bytes."""
    parts = []
    while sum(map(len, parts)) < size:
        kind = rng.randrange(4)
        words = " ".join(rng.choice(WORDS) for _ in range(rng.randint(20, 80)))
        if kind == 0:
            parts.append(f'<h2 id="s{len(parts)}" class="section-header"><a href="#s{len(parts)}">{words[:40]}</a></h2>\n')
        elif kind == 1:
            parts.append(f'<p class="docblock">{words} <code>{rng.choice(WORDS)}()</code> <a href="../x/{rng.choice(WORDS)}.html">{rng.choice(WORDS)}</a></p>\n')
        elif kind == 2:
            rows = "".join(f'<tr><td><a class="fn" href="#{w}">{w}</a></td><td>{words[:60]}</td></tr>' for w in rng.sample(WORDS, 5))
            parts.append(f'<table class="items">{rows}</table>\n')
        else:
            items = "".join(f'<li><span class="kw">{w}</span> {words[:30]}</li>' for w in rng.sample(WORDS, 4))
            parts.append(f"<ul>{items}</ul>\n")
    return "".join(parts)


def main():
    parser = argparse.ArgumentParser(description="Writes a site every page of which holds bridge calls in every seed convention.")
    parser.add_argument("folder", help="where to write the site (created if missing)")
    parser.add_argument("--pages", type=int, default=1000, help="number of pages (default 1000)")
    parser.add_argument("--calls-per-page", type=int, metavar="N", help="calls on every page (default: 20 to 50 at random)")
    parser.add_argument("--seed", type=int, default=1, help="random seed; the same seed writes the same bytes (default 1)")
    options = parser.parse_args()
    if options.pages < 1:
        parser.error("--pages must be at least 1")
    if options.calls_per_page is not None and options.calls_per_page < 3:
        parser.error("--calls-per-page must be at least 3 (one each inline, in the page's script and in attributes)")
    folder, pages, seed = options.folder, options.pages, options.seed
    rng = random.Random(seed)
    os.makedirs(os.path.join(folder, "js"), exist_ok=True)
    for wrapper in ("ios-interface.js", "message-handler.js"):
        shutil.copy(os.path.join(ROOT, "examples/site", wrapper), os.path.join(folder, "js", wrapper))
    # Seed 001's callback, which native evaluates with the new count.
    with open(os.path.join(folder, "js", "callbacks.js"), "w") as f:
        f.write("function fromNative(data) {\n  document.title = data;\n}\n")
    calls = 0
    number = 0
    for page in range(pages):
        total = options.calls_per_page or rng.randint(20, 50)
        # About a third inline, a third in the page's own script file, a third in attributes.
        counts = [total // 3, total // 3, total - 2 * (total // 3)]

        def statements(n):
            nonlocal number
            out = []
            for _ in range(n):
                number += 1
                out.append("  " + rng.choice(SCRIPT_CALLS).format(i=number))
            return out

        inline = statements(counts[0])
        external = statements(counts[1])
        attributes = []
        for _ in range(counts[2]):
            number += 1
            attributes.append(rng.choice(ATTRIBUTE_CALLS).format(i=number))
        calls += total
        script_name = f"page{page:04d}.js"
        with open(os.path.join(folder, "js", script_name), "w") as f:
            f.write(f"// Page {page}'s own script.\nfunction run{page}() {{\n" + "\n".join(external) + "\n}\n")
        body = [filler(rng, rng.randint(15000, 45000))]
        for k, attribute in enumerate(attributes):
            body.insert(rng.randrange(len(body) + 1), f"<div>{attribute}</div>\n")
        with open(os.path.join(folder, f"page{page:04d}.html"), "w") as f:
            f.write(
                "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                f"<title>Worst case {page}</title>\n"
                '<script src="js/ios-interface.js"></script>\n<script src="js/message-handler.js"></script>\n<script src="js/callbacks.js"></script>\n'
                f'<script src="js/{script_name}"></script>\n</head>\n<body>\n'
                + "".join(body)
                + f"<script>\nfunction inline{page}() {{\n" + "\n".join(inline) + "\n}\n</script>\n</body>\n</html>\n"
            )
    print(f"{folder}: {pages} pages, {calls} bridge calls (seed {seed})")


if __name__ == "__main__":
    main()
