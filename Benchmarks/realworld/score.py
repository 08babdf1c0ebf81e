#!/usr/bin/env python3
"""Scores `bridgecheck lint`, `native` and `manifest init` against the hand-written labels of corpus/realworld.

Usage: Benchmarks/realworld/score.py [--bridgecheck PATH] [--json]

For every corpus entry (a folder with bridge-manifest.json, labels.json and site/), runs
`bridgecheck lint --format json --allow-empty` on site/ with the entry's manifest and compares:

- findings: errors and warnings (notes are not scored), matched to labels by file, line and rule;
  precision = matched / reported, recall = matched / labelled;
- calls: the labelled call sites (file and line) that lint recognised, as a share of the labelled.

For every entry that has native/ and native-labels.json (with or without a site), runs `bridgecheck native --format json`
on native/ with the entry's manifest (BRIDGECHECK_TRACE=1 gives the facts it read) and
`bridgecheck manifest init --native native --output -`, and compares:

- handlers, callbacks and schemes: the labelled names native found (and init wrote), by name, and handlers also by the file and line of their registering call;
- unsafe lines: the labelled unsafe lines (or their `also` lines) with a finding of an unsafe-data
  rule; and of those findings, the share that fall on an unsafe line;
- safe lines: the labelled safe lines that got such a finding (fewer is better);
- drift: the other errors and warnings against the entry's manifest (each is listed to be read);
- init: whether `manifest init` wrote a manifest for the entry.

Prints a table per entry and the totals; --json prints them as JSON. The labels were written
before lint (or native) was run on the entry; see corpus/realworld/README.md.
"""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, "corpus", "realworld")


def bridgecheck_path(argv):
    if "--bridgecheck" in argv:
        return os.path.abspath(argv[argv.index("--bridgecheck") + 1])
    subprocess.run(["swift", "build", "--product", "bridgecheck"], cwd=ROOT, check=True, stdout=sys.stderr)
    bindir = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(bindir, "bridgecheck")


def score_entry(tool, entry):
    folder = os.path.join(CORPUS, entry)
    with open(os.path.join(folder, "labels.json")) as f:
        labels = json.load(f)
    run = subprocess.run([tool, "lint", "--format", "json", "--allow-empty", "--no-prefilter", "--manifest", "bridge-manifest.json", "site"],
                         cwd=folder, capture_output=True, text=True)
    if run.returncode not in (0, 1):
        raise SystemExit(f"{entry}: bridgecheck lint exited {run.returncode}: {run.stderr.strip()}")
    report = json.loads(run.stdout)
    reported = {(f["file"], f["line"], f["rule"]) for f in report["findings"] if f["severity"] in ("error", "warning")}
    expected = {(f["file"], f["line"], f["rule"]) for f in labels["findings"]}
    recognised = {(c_file["path"], call["line"]) for c_file in report["files"] for call in c_file.get("calls", [])}
    wanted = {(c["file"], c["line"]) for c in labels["calls"]}
    return {
        "entry": entry,
        "reported": len(reported), "expected": len(expected), "matched": len(reported & expected),
        "calls": len(wanted), "recognised": len(wanted & recognised),
        "false": sorted(reported - expected), "missed": sorted(expected - reported), "unrecognised": sorted(wanted - recognised),
    }


def ratio(a, b):
    return 1.0 if b == 0 else a / b


HAZARDS = {"force-cast-page-data", "force-unwrap-page-data", "unchecked-split-index", "unchecked-page-index", "unencoded-script-interpolation"}


def callback_name(name):
    return name[7:] if name.startswith("window.") else name


def score_native(tool, entry):
    folder = os.path.join(CORPUS, entry)
    with open(os.path.join(folder, "native-labels.json")) as f:
        labels = json.load(f)
    env = dict(os.environ, BRIDGECHECK_TRACE="1", NO_COLOR="1")
    run = subprocess.run([tool, "native", "--format", "json", "--manifest", "bridge-manifest.json", "native"], cwd=folder, capture_output=True, text=True, env=env)
    if run.returncode not in (0, 1):
        raise SystemExit(f"{entry}: bridgecheck native exited {run.returncode}: {run.stderr.strip()[-2000:]}")
    report = json.loads(run.stdout)
    registered, evaluated, schemes = set(), set(), set()
    registered_at = set()  # (name, file, line) of each registering call
    for line in run.stderr.splitlines():
        fact = line.split(": ", 1)[1] if ": " in line else ""
        if fact.startswith("register add") and "'" in fact:
            registered.add(fact.split("'")[1])
            place = line.split(": ", 1)[0].rsplit(":", 2)
            if len(place) == 3 and place[1].isdigit():
                registered_at.add((fact.split("'")[1], place[0], int(place[1])))
        elif fact.startswith("evaluates "):
            evaluated.add(callback_name(fact[len("evaluates "):].split(" ", 1)[0].rstrip(":")))
        elif fact.startswith("scheme '"):
            schemes.add(fact.split("'")[1])
    hazards = [(f["file"], f["line"], f["rule"]) for f in report["findings"] if f["severity"] in ("error", "warning") and f["rule"] in HAZARDS]
    drift = sorted((f["file"], f["line"], f["rule"]) for f in report["findings"]
                   if f["severity"] in ("error", "warning") and f["rule"] not in HAZARDS and f["rule"] != "swift-syntax-error")
    syntax = sorted((f["file"], f["line"]) for f in report["findings"] if f["rule"] == "swift-syntax-error")
    flagged = {(h[0], h[1]) for h in hazards}
    unsafe_lines = set()
    unsafe_found, unsafe_missed = 0, []
    for u in labels["unsafe"]:
        lines = {(u["file"], u["line"])} | {(u["file"], n) for n in u.get("also", [])}
        unsafe_lines |= lines
        if lines & flagged:
            unsafe_found += 1
        else:
            unsafe_missed.append((u["file"], u["line"]))
    safe_flagged = sorted((s_["file"], s_["line"]) for s_ in labels["safe"] if (s_["file"], s_["line"]) in flagged)
    on_unsafe = sum(1 for h in hazards if (h[0], h[1]) in unsafe_lines)
    off_unsafe = sorted(h for h in hazards if (h[0], h[1]) not in unsafe_lines)

    made = subprocess.run([tool, "manifest", "init", "--native", "native", "--output", "-"], cwd=folder, capture_output=True, text=True, env=dict(os.environ, NO_COLOR="1"))
    inferred = json.loads(made.stdout) if made.returncode == 0 and made.stdout.strip() else {}
    init_handlers = set(inferred.get("handlers", {}).keys())
    init_callbacks = {callback_name(c) for c in inferred.get("callbacks", {}).keys()}

    want_h = {h["name"] for h in labels["handlers"]}
    # A handler is where its registering call is (the label's file and line), not only by name.
    off_line = sorted((h["name"], h["file"], h["line"]) for h in labels["handlers"]
                      if h["name"] in registered and (h["name"], h["file"], h["line"]) not in registered_at)
    want_c = {callback_name(c["name"]) for c in labels["callbacks"]}
    want_s = {x["name"] for x in labels.get("schemes", [])}
    return {
        "entry": entry,
        "handlers": len(want_h), "handlers_found": len(want_h & registered), "handlers_missed": sorted(want_h - registered),
        "handlers_at_line": len(labels["handlers"]) - len(off_line) - len(want_h - registered), "handlers_labelled": len(labels["handlers"]),
        "handlers_off_line": off_line,
        "callbacks": len(want_c), "callbacks_found": len(want_c & evaluated), "callbacks_missed": sorted(want_c - evaluated),
        "schemes": len(want_s), "schemes_found": len(want_s & schemes), "schemes_missed": sorted(want_s - schemes),
        "unsafe": len(labels["unsafe"]), "unsafe_found": unsafe_found, "unsafe_missed": unsafe_missed,
        "unsafe_findings": len(hazards), "unsafe_findings_on_unsafe": on_unsafe, "unsafe_findings_elsewhere": off_unsafe,
        "safe": len(labels["safe"]), "safe_flagged": len(safe_flagged), "safe_flagged_lines": safe_flagged,
        "drift": drift, "syntax_warnings": syntax,
        "init_loads": made.returncode == 0,
        "init_handlers_found": len(want_h & init_handlers), "init_handlers_missed": sorted(want_h - init_handlers),
        "init_callbacks_found": len(want_c & init_callbacks), "init_callbacks_missed": sorted(want_c - init_callbacks),
    }


def native_summary(results):
    keys = ("handlers", "handlers_found", "handlers_at_line", "handlers_labelled", "callbacks", "callbacks_found", "schemes", "schemes_found", "unsafe", "unsafe_found",
            "unsafe_findings", "unsafe_findings_on_unsafe", "safe", "safe_flagged", "init_handlers_found", "init_callbacks_found")
    total = {k: sum(r[k] for r in results) for k in keys}
    total["drift"] = sum(len(r["drift"]) for r in results)
    total["init_loads"] = sum(1 for r in results if r["init_loads"])
    return {
        "repositories": len(results),
        "found": ratio(total["handlers_found"] + total["callbacks_found"] + total["schemes_found"], total["handlers"] + total["callbacks"] + total["schemes"]),
        "handlers_at_labelled_line": ratio(total["handlers_at_line"], total["handlers_labelled"]),
        "unsafe_recall": ratio(total["unsafe_found"], total["unsafe"]),
        "unsafe_precision": ratio(total["unsafe_findings_on_unsafe"], total["unsafe_findings"]),
        "safe_flagged": 0.0 if total["safe"] == 0 else total["safe_flagged"] / total["safe"],
        "init_recovered": ratio(total["init_handlers_found"] + total["init_callbacks_found"], total["handlers"] + total["callbacks"]),
        **total,
    }


def main(argv):
    tool = bridgecheck_path(argv)
    entries = sorted(e for e in os.listdir(CORPUS) if os.path.isfile(os.path.join(CORPUS, e, "labels.json")))
    results = [score_entry(tool, e) for e in entries]
    total = {k: sum(r[k] for r in results) for k in ("reported", "expected", "matched", "calls", "recognised")}
    summary = {
        "precision": ratio(total["matched"], total["reported"]),
        "recall": ratio(total["matched"], total["expected"]),
        "calls_recognised": ratio(total["recognised"], total["calls"]),
        **total,
    }
    # An entry may hold only native code (a library whose pages are each app's own).
    native_entries = sorted(e for e in os.listdir(CORPUS) if os.path.isfile(os.path.join(CORPUS, e, "native-labels.json")))
    native = [score_native(tool, e) for e in native_entries]
    native_total = native_summary(native)
    if "--json" in argv:
        print(json.dumps({"entries": results, "total": summary, "native": {"entries": native, "total": native_total}}, indent=2))
        return
    print(f"{'entry':34} {'findings':>8} {'labelled':>8} {'matched':>7} {'calls':>9}")
    for r in results:
        print(f"{r['entry']:34} {r['reported']:>8} {r['expected']:>8} {r['matched']:>7} {r['recognised']:>4}/{r['calls']:<4}")
        for item in r["false"]:
            print(f"    reported, not labelled: {item}")
        for item in r["missed"]:
            print(f"    labelled, not reported: {item}")
        for item in r["unrecognised"]:
            print(f"    call not recognised: {item}")
    print(f"\nprecision {summary['precision']:.1%}  recall {summary['recall']:.1%}  calls recognised {summary['calls_recognised']:.1%} "
          f"({total['recognised']}/{total['calls']}) over {len(results)} repositories")
    if not native:
        return
    print(f"\n{'native':34} {'handlers':>9} {'callbacks':>9} {'unsafe':>7} {'on unsafe':>9} {'safe hit':>8} {'drift':>5} {'init':>9}")
    for r in native:
        print(f"{r['entry']:34} {r['handlers_found']:>4}/{r['handlers']:<4} {r['callbacks_found']:>4}/{r['callbacks']:<4} {r['unsafe_found']:>3}/{r['unsafe']:<3} "
              f"{r['unsafe_findings_on_unsafe']:>4}/{r['unsafe_findings']:<4} {r['safe_flagged']:>3}/{r['safe']:<4} {len(r['drift']):>5} "
              f"{r['init_handlers_found'] + r['init_callbacks_found']:>4}/{r['handlers'] + r['callbacks']:<4}")
        for name in r["handlers_missed"] + r["callbacks_missed"] + r["schemes_missed"]:
            print(f"    not found: {name}")
        for item in r["handlers_off_line"]:
            print(f"    registered, not at the labelled line: {item}")
        for item in r["unsafe_missed"]:
            print(f"    unsafe line not flagged: {item}")
        for item in r["unsafe_findings_elsewhere"]:
            print(f"    unsafe-data finding off the unsafe lines: {item}")
        for item in r["safe_flagged_lines"]:
            print(f"    safe line flagged: {item}")
        for item in r["drift"]:
            print(f"    drift finding: {item}")
        for item in r["syntax_warnings"]:
            print(f"    syntax warning: {item}")
        if not r["init_loads"]:
            print("    manifest init wrote nothing")
        for name in r["init_handlers_missed"] + r["init_callbacks_missed"]:
            print(f"    manifest init left out: {name}")
    t = native_total
    print(f"\nnative: found {t['found']:.1%} of handlers, callbacks and schemes ({t['handlers_at_labelled_line']:.1%} of handlers at their labelled line); unsafe lines {t['unsafe_recall']:.1%} "
          f"({t['unsafe_found']}/{t['unsafe']}), {t['unsafe_precision']:.1%} of unsafe findings on unsafe lines, "
          f"{t['safe_flagged']}/{t['safe']} safe lines flagged, {t['drift']} drift findings; manifest init recovered {t['init_recovered']:.1%}, "
          f"loads for {t['init_loads']}/{t['repositories']} over {t['repositories']} repositories")


if __name__ == "__main__":
    main(sys.argv[1:])
