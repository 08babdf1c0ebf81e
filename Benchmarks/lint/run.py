#!/usr/bin/env python3
"""Times `bridgecheck lint` against the libxml2 floor (floor.c) on the same files.

Every ratio is against the SAX floor on one process (libxml2 tokenizes every page with callbacks
that only count, no tree is built), which does less work than bridgecheck; the floor split over
every core and a DOM build (tree built, walked, freed) are printed as references. Every figure
includes process start; bridgecheck's also include reading the manifest. Prints the machine, the
command, what lint found, and every run's time.

Usage: Benchmarks/lint/run.py [FOLDER] [--repeat N] [--compare OTHER-BRIDGECHECK ...] [--instructions] [--cache-misses]

FOLDER defaults to the Rust standard library's HTML documentation if rustup or Debian's rust-doc
package installed it (thousands of real pages with inline scripts). Prints wall time and peak memory for the floor
and for bridgecheck on one job and on every core, and the ratios; compare ratios, not seconds.
"""
import argparse
import glob
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def default_folder():
    """The Rust standard library's documentation: rustup's, or Debian's (`apt-get install rust-doc`)."""
    found = sorted(glob.glob(os.path.expanduser("~/.rustup/toolchains/*/share/doc/rust/html/std")))
    found += [d for d in ["/usr/share/doc/rust-doc/html/std"] if os.path.isdir(d)]
    return found[0] if found else None


def build():
    subprocess.run(["swift", "build", "-c", "release", "--product", "bridgecheck"], cwd=ROOT, check=True, stdout=sys.stderr)
    bindir = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()
    cflags = subprocess.run(["pkg-config", "--cflags", "libxml-2.0"], check=True, capture_output=True, text=True).stdout.split()
    libs = subprocess.run(["pkg-config", "--libs", "libxml-2.0"], check=True, capture_output=True, text=True).stdout.split()
    floor = os.path.join(bindir, "lint-floor")
    subprocess.run(["cc", "-O2", *cflags, os.path.join(ROOT, "Benchmarks/lint/floor.c"), *libs, "-o", floor], check=True)
    return os.path.join(bindir, "bridgecheck"), floor


TIME = "/usr/bin/time" if os.path.exists("/usr/bin/time") else None


def measure(command, stdin=None):
    """Wall seconds, peak RSS (MiB, or None) and exit status of one run. The peak comes from GNU
    time, which forks the command from its own small process: Linux counts a process's memory
    before exec in its peak, so a command started straight from this script would report Python's."""
    with tempfile.NamedTemporaryFile("r") as report:
        wrapped = [TIME, "-f", "%M", "-o", report.name] + command if TIME else command
        with open(os.devnull, "w") as devnull:
            start = time.perf_counter()
            child = subprocess.run(wrapped, input=stdin, stdout=devnull, stderr=devnull)
            wall = time.perf_counter() - start
        try:
            peak = int(report.read().split()[-1]) / 1024 if TIME else None
        except (ValueError, IndexError):
            peak = None
    return wall, peak, child.returncode


def machine():
    model = "unknown CPU"
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    u = platform.uname()
    xml = subprocess.run(["pkg-config", "--modversion", "libxml-2.0"], capture_output=True, text=True).stdout.strip()
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    return f"{u.system} {u.release} {u.machine}, {model}, {os.cpu_count()} cores; libxml2 {xml}; bridgecheck at {commit or 'unknown'}"


def main():
    parser = argparse.ArgumentParser(description="Times bridgecheck lint against libxml2's SAX floor on the same files.")
    parser.add_argument("folder", nargs="?", help="folder of HTML pages (default: the Rust standard library's documentation)")
    parser.add_argument("--repeat", type=int, default=3, metavar="N", help="rounds; every row runs once per round (default 3)")
    parser.add_argument("--compare", action="append", default=[], metavar="BRIDGECHECK", help="another bridgecheck build timed in the same rounds (repeatable)")
    parser.add_argument("--instructions", action="store_true", help="also count instructions with callgrind")
    parser.add_argument("--cache-misses", action="store_true", help="also count first-level cache misses with cachegrind")
    options = parser.parse_args()
    repeat = options.repeat
    folder = options.folder or default_folder()
    if not folder or not os.path.isdir(folder):
        sys.exit("run.py: give a folder of HTML pages (no default: neither rustup's documentation nor Debian's rust-doc is installed; apt-get install rust-doc)")
    bridgecheck, floor = build()
    files = []
    for base, dirs, names in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        files += [os.path.join(base, n) for n in sorted(names) if n.endswith((".html", ".htm", ".js", ".mjs", ".cjs"))]
    size = sum(os.path.getsize(f) for f in files)
    cores = os.cpu_count() or 1
    listing = ("\n".join(files) + "\n").encode()
    manifest = os.path.join(ROOT, "examples/bridge-manifest.json")
    lint = [bridgecheck, "lint", "--manifest", manifest, "--allow-empty", "--quiet", folder]
    print(f"command: python3 Benchmarks/lint/run.py {' '.join(sys.argv[1:])}")
    print(f"machine: {machine()}")
    print(f"{folder}: {len(files)} files, {size / 1048576:.1f} MiB; {repeat} rounds, wall time including process start")

    # What lint finds there, so a figure is never of a run that read nothing.
    found = subprocess.run(lint[:2] + ["--format", "json", "--jobs", "1", "--no-prefilter"] + lint[2:], capture_output=True, text=True)
    try:
        summary = json.loads(found.stdout)["summary"]
        print(f"lint finds: {summary.get('calls', '?')} bridge calls, {summary.get('error', '?')} errors, {summary.get('warning', '?')} warnings, {summary.get('info', '?')} notes")
    except (ValueError, KeyError):
        print(f"lint finds: no JSON report (exit {found.returncode})")

    def floor_on_every_core():
        """The floor on every core: the same list split into one process per core."""
        chunks = [files[k::cores] for k in range(cores)]
        start = time.perf_counter()
        procs = [subprocess.Popen([floor, "sax"], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) for _ in chunks]
        for p, chunk in zip(procs, chunks):
            p.stdin.write(("\n".join(chunk) + "\n").encode())
            p.stdin.close()
        for p in procs:
            p.wait()
        return time.perf_counter() - start, None, 0

    rows = [
        ("libxml2 SAX floor, 1 process", lambda: measure([floor, "sax"], listing)),
        (f"libxml2 SAX floor, {cores} processes", floor_on_every_core),
        ("libxml2 DOM build, 1 process (reference)", lambda: measure([floor, "dom"], listing)),
    ]
    for label, extra, jobs in [("no prefilter", ["--no-prefilter"], 1), ("no prefilter", ["--no-prefilter"], cores), ("prefilter", [], 1), ("prefilter", [], cores)]:
        command = lint[:2] + ["--jobs", str(jobs)] + extra + lint[2:]
        rows.append((f"bridgecheck lint, {label}, --jobs {jobs}", lambda command=command: measure(command)))
    # Other builds (`--compare PATH`, e.g. a release build of an older commit in a git worktree),
    # timed in the same rounds so a before-and-after ratio comes from one run.
    for n, other in enumerate(options.compare, 1):
        print(f"compared build {n}: {other}")
        command = [other] + lint[1:2] + ["--jobs", "1", "--no-prefilter"] + lint[2:]
        rows.append((f"compared build {n}, no prefilter, --jobs 1", lambda command=command: measure(command)))
    # Round-robin: each round runs every row once, so a row and the floor see the same moment of a
    # noisy machine; a row's ratio is the median over rounds of its time ÷ that round's floor.
    results = [[] for _ in rows]
    for _ in range(repeat):
        for k, (_, run) in enumerate(rows):
            results[k].append(run())
    floor_runs = [r[0] for r in results[0]]
    print(f"\n{'':46} {'best':>8}  {'peak RSS':>10}  {'÷ SAX floor, 1 process':>22}  runs (s)")
    for (label, _), runs in zip(rows, results):
        walls = [r[0] for r in runs]
        peaks = [r[1] for r in runs if r[1] is not None]
        memory = f"{max(peaks):6.1f} MiB" if peaks else "         -"
        ratio = statistics.median(w / f for w, f in zip(walls, floor_runs))
        print(f"{label:46} {min(walls):6.2f} s  {memory}  {ratio:21.2f}x  {' '.join(f'{w:.2f}' for w in walls)}")
    largest = max(os.path.getsize(f) for f in files) / 1048576
    print(f"largest file: {largest:.2f} MiB")
    if options.instructions or options.cache_misses:
        instructions(bridgecheck, floor, lint, listing, cache=options.cache_misses)


def instructions(bridgecheck, floor, lint, listing, cache=False):
    """Instructions executed (callgrind's Ir), which this machine's noise does not touch: the SAX
    floor against lint with no prefilter on one job, process start included in both. With
    `cache`, cachegrind's simulated first-level instruction and data cache misses too (a model of
    the cache, not this CPU's counters). Valgrind cannot read the Swift build's debug
    information, so it runs a copy stripped of it. Swift's hashing is made deterministic
    (SWIFT_DETERMINISTIC_HASHING), so lint's count repeats to the instruction from run to run
    and two commits' counts can be compared exactly."""
    if not shutil.which("valgrind"):
        print("instructions: valgrind is not installed (apt-get install valgrind)")
        return
    with tempfile.TemporaryDirectory() as work:
        stripped = os.path.join(work, "bridgecheck")
        shutil.copy(bridgecheck, stripped)
        subprocess.run(["strip", "--strip-debug", stripped], check=True)

        def count(command, stdin=None):
            """(Ir, I1 misses, D1 misses) of one run; the misses are None without `cache`."""
            out = os.path.join(work, "valgrind.out")
            tool = ["--tool=cachegrind", "--cache-sim=yes", f"--cachegrind-out-file={out}"] if cache else ["--tool=callgrind", f"--callgrind-out-file={out}"]
            env = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
            run = subprocess.run(["valgrind"] + tool + command, input=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
            text = run.stderr.decode(errors="replace")
            refs = re.search(r"(?:Collected :|I\s+refs:)\s+([\d,]+)", text)
            i1 = re.search(r"I1\s+misses:\s+([\d,]+)", text)
            d1 = re.search(r"D1\s+misses:\s+([\d,]+)", text)
            number = lambda m: int(m.group(1).replace(",", "")) if m else None
            return number(refs), number(i1), number(d1)

        floor_ir, floor_i1, floor_d1 = count([floor, "sax"], listing)
        lint_ir, lint_i1, lint_d1 = count([stripped] + lint[1:2] + ["--jobs", "1", "--no-prefilter"] + lint[2:])
        tool = "cachegrind" if cache else "callgrind"
        if floor_ir and lint_ir:
            print(f"instructions ({tool}): SAX floor {floor_ir / 1e9:.2f} G, lint no prefilter --jobs 1 {lint_ir / 1e9:.2f} G, {lint_ir / floor_ir:.2f}x"
                  f" (exactly: {floor_ir:,} and {lint_ir:,})")
        else:
            print(f"instructions: {tool} did not report a count")
        if cache and floor_i1 and lint_i1 and floor_d1 and lint_d1:
            print(f"cache misses (cachegrind, first level): instruction {floor_i1:,} floor, {lint_i1:,} lint ({lint_i1 / floor_i1:.0f}x); "
                  f"data {floor_d1:,} floor, {lint_d1:,} lint ({lint_d1 / floor_d1:.1f}x)")


if __name__ == "__main__":
    main()
