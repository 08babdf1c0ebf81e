#!/usr/bin/env python3
"""Pages per second of `bridgecheck run` (WebKitGTK), with its start-up cost stated apart.

Usage: Benchmarks/run/run.py [--pages N] [--jobs J ...] [--repeat R]

Generates N static pages (default 200: a heading, text, a list, no script) and times
`bridgecheck-run` on them for each --jobs value, R rounds each (round robin), plus a one-page site
whose time is the start-up (process, display, first web process). Also times the example sites.
Prints the machine, the command and every run's seconds; pages/s is (pages - 1) / (time - start-up).
"""
import argparse
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def build():
    subprocess.run(["swift", "build", "-c", "release", "--product", "bridgecheck-run"], cwd=ROOT, check=True, stdout=sys.stderr)
    bindir = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(bindir, "bridgecheck-run")


def static_site(folder, pages):
    os.makedirs(folder, exist_ok=True)
    for k in range(pages):
        with open(os.path.join(folder, f"page{k:04d}.html"), "w") as f:
            f.write(f"<!DOCTYPE html><html><head><meta charset='UTF-8'><title>Page {k}</title></head><body>"
                    f"<h1>Page {k}</h1><p>Static text.</p><ul><li>one</li><li>two</li></ul></body></html>\n")


def timed(command):
    start = time.perf_counter()
    result = subprocess.run(command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    return time.perf_counter() - start, result.returncode


def machine():
    model = "unknown CPU"
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    webkit = subprocess.run(["pkg-config", "--modversion", "webkit2gtk-4.1"], capture_output=True, text=True).stdout.strip()
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    u = platform.uname()
    return f"{u.system} {u.release} {u.machine}, {model}, {os.cpu_count()} cores; WebKitGTK {webkit}; bridgecheck at {commit}"


def main():
    parser = argparse.ArgumentParser(description="Pages per second of bridgecheck run.")
    parser.add_argument("--pages", type=int, default=200)
    parser.add_argument("--jobs", type=int, nargs="+", default=[1, 2, 4])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    if args.pages < 2 or args.repeat < 1 or any(j < 1 for j in args.jobs):
        parser.error("--pages takes 2 or more, --repeat and --jobs 1 or more")
    binary = build()
    print(f"command: python3 Benchmarks/run/run.py {' '.join(sys.argv[1:])}")
    print(f"machine: {machine()}")
    manifest = os.path.join(ROOT, "examples/bridge-manifest.json")
    with tempfile.TemporaryDirectory() as work:
        site, one = os.path.join(work, "static"), os.path.join(work, "one")
        static_site(site, args.pages)
        static_site(one, 1)
        rows = [("start-up: 1 static page, --jobs 1", [binary, "run", "--manifest", manifest, "--jobs", "1", one], 1)]
        for jobs in args.jobs:
            rows.append((f"{args.pages} static pages, --jobs {jobs}", [binary, "run", "--manifest", manifest, "--jobs", str(jobs), site], args.pages))
        for name in ["examples/site", "examples/site-broken"]:
            rows.append((f"{name} (exercised, probed), --jobs 1", [binary, "run", "--manifest", manifest, "--jobs", "1", name], None))
        times = {name: [] for name, _, _ in rows}
        for _ in range(args.repeat):
            for name, command, _ in rows:
                seconds, status = timed(command)
                if status not in (0, 1):
                    sys.exit(f"{name}: bridgecheck-run exited {status}")
                times[name].append(seconds)
        startup = statistics.median(times[rows[0][0]])
        print(f"{args.repeat} rounds, wall time including process start and Xvfb when there is no display\n")
        print(f"{'':45} {'median':>9} {'pages/s':>9}  runs (s)")
        for name, _, pages in rows:
            median = statistics.median(times[name])
            rate = f"{(pages - 1) / max(median - startup, 1e-9):9.1f}" if pages and pages > 1 else f"{'-':>9}"
            print(f"{name:45} {median:8.2f}s {rate}  " + " ".join(f"{t:.2f}" for t in times[name]))


if __name__ == "__main__":
    main()
