#!/usr/bin/env python3
"""Times issue 30's hostile inputs at 1x, 10x and 100x their size, to show the work stays linear.

Each case writes an input of scale 0, n, 10n and 100n, runs the release build on it (best of
--repeat runs, wall time including process start, and the peak resident memory of the best run),
and prints the ratios of the times less the time at scale 0 (process start, reading the manifest):
a linear case reads about 10 and 100; a quadratic one would read 100 and 10,000. Where the time at
1x is within a few milliseconds of scale 0, its ratios are noise. Inputs the default limits cap
(a message body's 100,000 elements and 1,000 keys, a manifest's arrays) go no further than the cap.
The tests (LinearWorkTests, NativeLinearWorkTests) assert the same in instruction counts at 1x
and 10x; this script is for seeing the curve at sizes a test cannot afford.

  swift build -c release --product bridgecheck --product bridgecheck-native
  python3 Benchmarks/limits/run.py [--repeat 3] [--only NAME] [--bin .build/release]
"""
import argparse, os, shutil, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MANIFEST = os.path.join(ROOT, "examples", "bridge-manifest.json")
CALL = 'window.webkit.messageHandlers.nativeHandler.postMessage("x");'
SWIFT_HEAD = ("import WebKit\nclass C: NSObject, WKScriptMessageHandler {\n  let webView = WKWebView()\n"
              "  func userContentController(_ u: WKUserContentController, didReceive message: WKScriptMessage) {\n    let v = \"x\"\n")
SWIFT_TAIL = "  }\n}\n"


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return path


def cases(work):
    """(name, scale at 1x, make(n) -> (argv, stdin text or None))."""
    anym = write(os.path.join(work, "any.json"), '{"version":1,"handlers":{"any":{"body":"object","examples":[[1]]}}}')
    pattern = write(os.path.join(work, "pattern.json"),
                    '{"version":1,"handlers":{"h":{"body":"object","schema":{"type":"object","properties":{"s":{"type":"string","pattern":"[a-z]{1,60}c"}}}}}}')
    native_manifest = write(os.path.join(work, "native.json"), '{"version":1,"handlers":{"h":{"body":"string"}},"callbacks":{"cb":{},"f":{}}}')

    def lint(name, script, extra=()):
        def make(n):
            path = write(os.path.join(work, f"{name}-{n}", "page.js"), script(n))
            return ["bridgecheck", "lint", "--manifest", MANIFEST, "--jobs", "1", "--quiet", *extra, path], None
        return make

    def native(name, body):
        def make(n):
            folder = os.path.join(work, f"{name}-{n}")
            write(os.path.join(folder, "App.swift"), SWIFT_HEAD + body(n) + SWIFT_TAIL)
            return ["bridgecheck-native", "native", "--manifest", native_manifest, folder], None
        return make

    def manifest_enum(n):
        values = ",".join(f'"v{k}"' for k in range(n))
        path = write(os.path.join(work, f"enum-{n}.json"), '{"version":1,"handlers":{"h":{"body":"string","schema":{"enum":[' + values + ']},"examples":["v0"]}}}')
        return ["bridgecheck", "manifest", "check", path], None

    def baseline(n):
        entries = ",".join('{"rule":"unknown-handler","file":"index.html","fingerprint":"%d","message":"m"}' % k for k in range(n))
        path = write(os.path.join(work, f"baseline-{n}.json"), '{"version":1,"entries":[' + entries + ']}')
        return ["bridgecheck", "lint", "--manifest", MANIFEST, "--jobs", "1", "--baseline", path, os.path.join(ROOT, "examples", "site")], None

    return [
        ("decode: array of n zeros", 1_000, lambda n: (["bridgecheck", "decode", "message", "--manifest", anym, "--handler", "any", "-"], "[" + ",".join(["0"] * n) + "]")),
        ("decode: pattern on n characters", 10_000, lambda n: (["bridgecheck", "decode", "message", "--manifest", pattern, "--handler", "h", "-"], '{"s":"' + "a" * n + '"}')),
        ("manifest check: enum of n", 1_000, manifest_enum),
        ("lint --baseline: n entries", 10_000, baseline),
        ("lint: n nested functions", 10_000, lint("functions", lambda n: CALL + "function f(){" * n + "}" * n)),
        ("lint: n nested arrows", 10_000, lint("arrows", lambda n: CALL + "x=()=>" * n + "1")),
        ("lint: n calls split by U+2028", 5_000, lint("u2028", lambda n: "\u2028".join([CALL] * n))),
        ("lint --format sarif: n findings, one line", 1_000, lint("sarif", lambda n: CALL + 'window.webkit.messageHandlers.nativeHandlr.postMessage("x");' * n, ["--format", "sarif"])),
        ("lint: a+a+...+a of n terms", 100_000, lint("terms", lambda n: CALL + "var s=" + "a+" * n + "a;")),
        # The shapes LintPeakMemoryTests bounds: at 100x each script is about 10 MB.
        ("lint: ({a:1}); n objects", 12_500, lint("objects", lambda n: CALL + "var x = " + "({a:1});" * n + "0;\n")),
        ("lint: x=>x=>... n one-line arrows", 33_000, lint("oneline-arrows", lambda n: CALL + "var x = " + "x=>" * n + "0;\n")),
        ("lint: [{a: nested n deep", 16_600, lint("brackets", lambda n: CALL + "var x = " + "[{a:" * n + "0" + "}]" * n + ";\n")),
        ("native: s = s + v, n steps", 30, native("steps", lambda n: '    var s = "f("\n' + "    s = s + v\n" * n + "    webView.evaluateJavaScript(s)\n")),
        ("native: n evaluateJavaScript calls", 500, native("calls", lambda n: '    let s = "cb()"\n' + "    webView.evaluateJavaScript(s)\n" * n)),
        ("native: n invalid lines", 500, native("invalid", lambda n: "    let = = ;\n" * n)),
    ]


def measure(argv, stdin, binaries, repeat):
    """Best wall time of `repeat` runs, and the peak resident memory (KiB) of that run's process."""
    argv = [os.path.join(binaries, argv[0])] + argv[1:]
    best, peak = None, 0
    for _ in range(repeat):
        started = time.perf_counter()
        process = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT)
        if stdin is not None:
            try:
                process.stdin.write(stdin.encode())
            except BrokenPipeError:
                pass
        process.stdin.close()
        _, _, usage = os.wait4(process.pid, 0)
        took = time.perf_counter() - started
        if best is None or took < best:
            best, peak = took, usage.ru_maxrss
    return best, peak


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=3, metavar="N", help="runs per size; the best is kept (default 3)")
    parser.add_argument("--only", metavar="TEXT", help="only cases whose name contains TEXT")
    parser.add_argument("--bin", default=os.path.join(ROOT, ".build", "release"), help="folder of the bridgecheck build (default .build/release)")
    args = parser.parse_args()
    for tool in ["bridgecheck", "bridgecheck-native"]:
        if not os.path.exists(os.path.join(args.bin, tool)):
            sys.exit(f"{os.path.join(args.bin, tool)} is missing: swift build -c release --product bridgecheck --product bridgecheck-native")
    work = tempfile.mkdtemp(prefix="bridgecheck-limits-")
    try:
        print(f"command: python3 Benchmarks/limits/run.py --repeat {args.repeat}" + (f" --only '{args.only}'" if args.only else ""))
        print(f"build: {args.bin}; best of {args.repeat}, wall time including process start; peak RSS of that run at 100x\n")
        print(f"{'case':44} {'0x (s)':>7} {'1x':>7} {'10x':>7} {'100x':>7}   {'10x/1x':>7} {'100x/1x':>8}   peak RSS at 100x")
        for name, scale, make in cases(work):
            if args.only and args.only not in name:
                continue
            times = []
            peak = 0
            for factor in (0, 1, 10, 100):
                argv, stdin = make(scale * factor)
                took, peak = measure(argv, stdin, args.bin, args.repeat)
                times.append(took)
            base = times[0]
            one = max(times[1] - base, 1e-4)
            print(f"{name:44} {times[0]:7.3f} {times[1]:7.3f} {times[2]:7.3f} {times[3]:7.3f}   {(times[2] - base) / one:7.1f} {(times[3] - base) / one:8.1f}   {peak // 1024} MiB")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
