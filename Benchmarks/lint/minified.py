#!/usr/bin/env python3
"""Times `bridgecheck lint` on one synthetic minified script: a single line of 20,000 small
functions (1.4 MB) inside `!function(e){...}(window)`, with a bridge call every 100 functions.

Usage: Benchmarks/lint/minified.py [--repeat N] [--functions N] [--bridgecheck PATH ...]

It guards the paths that turn quadratic on minified code (uses of the same short names
everywhere, columns on one very long line). By default it builds bridgecheck in release mode and
times that; give --bridgecheck once per build to compare builds (e.g. one from a git worktree of
an older commit) in the same run. Figures are best-of-N wall seconds and include process start
and reading a one-handler manifest; compare builds by their ratio, not by seconds.
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def script(functions):
    body = "function f{k}(e,t){{var r=e.a.b.c;t.x=e.y.z;e.q=r.s.t;return e.b(t,r)}}"
    parts = ["!function(e){var n=e.webkit&&e.webkit.messageHandlers;"]
    for k in range(functions):
        parts.append(body.format(k=k))
        if k % 100 == 0:
            parts.append(f'n.nativeHandler.postMessage("x{k}");')
    parts.append("}(window);")
    return "".join(parts)


def release_build():
    subprocess.run(["swift", "build", "-c", "release", "--product", "bridgecheck"], cwd=ROOT, check=True, stdout=sys.stderr)
    bindir = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(bindir, "bridgecheck")


def main():
    parser = argparse.ArgumentParser(description="Times bridgecheck lint on one synthetic minified script.")
    parser.add_argument("--repeat", type=int, default=3, metavar="N", help="runs per build; the best is printed (default 3)")
    parser.add_argument("--functions", type=int, default=20000, metavar="N", help="functions in the script (default 20000)")
    parser.add_argument("--bridgecheck", action="append", default=[], metavar="PATH", help="a build to time (repeatable; default: a release build of this checkout)")
    options = parser.parse_args()
    repeat, functions = options.repeat, options.functions
    builds = options.bridgecheck or [release_build()]
    with tempfile.TemporaryDirectory() as folder:
        # A manifest of its own, in the oldest form every build reads, so older builds compare.
        manifest = os.path.join(folder, "bridge-manifest.json")
        with open(manifest, "w") as f:
            f.write('{"version": 1, "handlers": {"nativeHandler": {"body": "string", "envelope": "plain"}}}\n')
        path = os.path.join(folder, "site", "app.min.js")
        os.mkdir(os.path.dirname(path))
        with open(path, "w") as f:
            f.write(script(functions))
        size = os.path.getsize(path)
        print(f"one-line script: {size / 1e6:.2f} MB, {functions} functions, {functions // 100} bridge calls; best of {repeat}")
        first = None
        for build in builds:
            command = [build, "lint", "--manifest", manifest, "--jobs", "1", "--allow-empty", "--quiet", os.path.dirname(path)]
            times = []
            for _ in range(repeat):
                start = time.perf_counter()
                result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
                times.append(time.perf_counter() - start)
                if result.returncode not in (0, 1):
                    sys.exit(f"minified.py: {build} exited {result.returncode}: {result.stderr.strip()}")
            wall = min(times)
            first = first or wall
            # What the build found, so builds that recognize different calls are not taken as like.
            summary = subprocess.run([a for a in command if a != "--quiet"], capture_output=True, text=True)
            found = (summary.stdout + summary.stderr).strip().splitlines()
            print(f"{build}: {wall:.2f} s  {size / 1e6 / wall:.2f} MB/s  {wall / first:.2f}x the first build")
            print(f"  {found[-1] if found else '(no output)'}")


if __name__ == "__main__":
    main()
