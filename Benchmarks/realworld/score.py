#!/usr/bin/env python3
"""Scores `bridgecheck lint` against the hand-written labels of corpus/realworld.

Usage: Benchmarks/realworld/score.py [--bridgecheck PATH] [--json]

For every corpus entry (a folder with bridge-manifest.json, labels.json and site/), runs
`bridgecheck lint --format json --allow-empty` on site/ with the entry's manifest and compares:

- findings: errors and warnings (notes are not scored), matched to labels by file, line and rule;
  precision = matched / reported, recall = matched / labelled;
- calls: the labelled call sites (file and line) that lint recognised, as a share of the labelled.

Prints a table per entry and the totals; --json prints them as JSON. The labels were written
before lint was run on the entry; see corpus/realworld/README.md.
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
    if "--json" in argv:
        print(json.dumps({"entries": results, "total": summary}, indent=2))
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


if __name__ == "__main__":
    main(sys.argv[1:])
