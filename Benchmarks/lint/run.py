#!/usr/bin/env python3
"""Times `bridgecheck lint` against the libxml2 floor (floor.c) on the same files.

The ratios are against the SAX floor (libxml2 tokenizes every page, no tree is built), which does
less work than bridgecheck; the DOM floor (tree built, walked, freed) is printed for context.
Every figure includes process start; bridgecheck's also include reading the manifest.

Usage: Benchmarks/lint/run.py [FOLDER] [--repeat N]

FOLDER defaults to the Rust standard library's HTML documentation if rustup installed it
(thousands of real pages with inline scripts). Prints wall time and peak memory for the floor
and for bridgecheck on one job and on every core, and the ratios; compare ratios, not seconds.
"""
import glob
import os
import resource
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def default_folder():
    found = sorted(glob.glob(os.path.expanduser("~/.rustup/toolchains/*/share/doc/rust/html/std")))
    return found[0] if found else None


def build():
    subprocess.run(["swift", "build", "-c", "release", "--product", "bridgecheck"], cwd=ROOT, check=True, stdout=sys.stderr)
    bindir = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()
    cflags = subprocess.run(["pkg-config", "--cflags", "libxml-2.0"], check=True, capture_output=True, text=True).stdout.split()
    libs = subprocess.run(["pkg-config", "--libs", "libxml-2.0"], check=True, capture_output=True, text=True).stdout.split()
    floor = os.path.join(bindir, "lint-floor")
    subprocess.run(["cc", "-O2", *cflags, os.path.join(ROOT, "Benchmarks/lint/floor.c"), *libs, "-o", floor], check=True)
    return os.path.join(bindir, "bridgecheck"), floor


def measure(command, stdin=None):
    """Wall seconds and peak RSS (MiB) of one run, measured in a child so RSS is its own."""
    reader, writer = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(reader)
        start = time.perf_counter()
        with open(os.devnull, "w") as devnull:
            child = subprocess.Popen(command, stdin=subprocess.PIPE if stdin else None, stdout=devnull, stderr=devnull)
            child.communicate(stdin)
        wall = time.perf_counter() - start
        peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
        os.write(writer, f"{wall} {peak} {child.returncode}".encode())
        os._exit(0)
    os.close(writer)
    data = os.read(reader, 100).decode().split()
    os.waitpid(pid, 0)
    return float(data[0]), float(data[1]), int(data[2])


def best(command, repeat, stdin=None):
    runs = [measure(command, stdin) for _ in range(repeat)]
    return min(r[0] for r in runs), max(r[1] for r in runs)


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    repeat = int(sys.argv[sys.argv.index("--repeat") + 1]) if "--repeat" in sys.argv else 3
    folder = args[0] if args and not args[0].isdigit() else default_folder()
    if not folder or not os.path.isdir(folder):
        sys.exit("run.py: give a folder of HTML pages (no default: rustup's documentation is not installed)")
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
    print(f"{folder}: {len(files)} files, {size / 1048576:.1f} MiB; {cores} cores; best of {repeat}")

    dom_one, dom_mem = best([floor, "dom"], repeat, listing)
    floor_one, floor_mem = best([floor, "sax"], repeat, listing)
    # The floor on every core: the same list split into one process per core.
    chunks = [files[k::cores] for k in range(cores)]
    start = time.perf_counter()
    procs = [subprocess.Popen([floor, "sax"], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) for _ in chunks]
    for p, chunk in zip(procs, chunks):
        p.stdin.write(("\n".join(chunk) + "\n").encode())
        p.stdin.close()
    for p in procs:
        p.wait()
    floor_all = time.perf_counter() - start

    rows = [("libxml2 DOM build, 1 process", dom_one, dom_mem, dom_one / floor_one)]
    rows.append(("libxml2 SAX floor, 1 process", floor_one, floor_mem, None))
    rows.append((f"libxml2 SAX floor, {cores} processes", floor_all, None, None))
    for label, extra, jobs in [("no prefilter", ["--no-prefilter"], 1), ("no prefilter", ["--no-prefilter"], cores), ("prefilter", [], 1), ("prefilter", [], cores)]:
        wall, mem = best(lint[:2] + ["--jobs", str(jobs)] + extra + lint[2:], repeat)
        floor_ref = floor_one if jobs == 1 else floor_all
        rows.append((f"bridgecheck lint, {label}, --jobs {jobs}", wall, mem, wall / floor_ref))
    for label, wall, mem, ratio in rows:
        memory = f"{mem:7.1f} MiB" if mem is not None else "         -"
        ratio_text = f"{ratio:5.2f}x floor" if ratio is not None else ""
        print(f"{label:45} {wall:7.2f} s  {memory}  {ratio_text}")
    largest = max(os.path.getsize(f) for f in files) / 1048576
    print(f"largest file: {largest:.1f} MiB")


if __name__ == "__main__":
    main()
