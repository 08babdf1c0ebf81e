#!/usr/bin/env python3
"""Times `bridgecheck native` on a folder of Swift against its floor: SwiftParser's parse and one
walk of every file (floor.swift), with the peak resident memory of each.

Usage: Benchmarks/native/run.py [--repeat N] [--native PATH] [--compare PATH]... [--instructions] [--tree-memory] FOLDER...

Builds the floor with swiftc against the toolchain's SwiftParser (usr/lib/swift/host) and uses
the release bridgecheck-native (build it first: `swift build -c release --product
bridgecheck-native`). Each figure is the best of N runs (default 3) of the whole process, start
included; the ratio compares the two in the same run, so a busy machine moves both. `native` is
given a manifest declaring nothing (every registration is then a finding: the work is all done
and the report is printed to /dev/null), once with one job and once with one a core (`--jobs`
parses that many Swift files at once; the rest of the work is one thread). `--compare PATH` (repeatable)
times another build's bridgecheck-native in the same run, one job and one a core, so builds are
compared by ratios taken side by side on the same noisy machine.

`--instructions` also counts, with valgrind's callgrind, the instructions of the floor and of
native with one job (whole process, start included; SWIFT_DETERMINISTIC_HASHING=1 so counts
repeat; native is run from a copy with its DWARF stripped, which valgrind 3.19 cannot read).
`--tree-memory` builds tree-memory.swift and prints the peak memory of parsing every file and
keeping the trees, then walking, folding, both: what keeping every tree costs before any fact.
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def host_folder():
    swift = shutil.which("swift")
    if not swift:
        sys.exit("swift is not on PATH")
    prefix = os.path.dirname(os.path.dirname(os.path.realpath(swift)))
    folder = os.path.join(prefix, "lib", "swift", "host")
    if not os.path.exists(os.path.join(folder, "SwiftParser.swiftmodule")):
        sys.exit(f"no SwiftParser module in {folder}")
    return folder


def build_floor(work, source="floor.swift", name="native-floor"):
    host = host_folder()
    out = os.path.join(work, name)
    subprocess.run(["swiftc", "-O", "-I", host, "-L", host, "-lSwiftSyntax", "-lSwiftParser", "-lSwiftOperators", "-Xlinker", "-rpath", "-Xlinker", host,
                    os.path.join(ROOT, "Benchmarks", "native", source), "-o", out], check=True)
    return out


def instructions(command):
    """Instructions callgrind counts for the whole process."""
    env = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
    run = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + command,
                         env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    for line in run.stderr.splitlines():
        if "refs:" in line:
            return int(line.split("refs:")[1].strip().replace(",", ""))
    sys.exit(f"callgrind printed no count for {command[0]}: {run.stderr[-2000:]}")


def measure(command, repeat):
    """(best wall seconds, peak RSS in KiB of that run)."""
    best = None
    for _ in range(repeat):
        with tempfile.NamedTemporaryFile("r") as rss:
            start = time.monotonic()
            subprocess.run(["/usr/bin/time", "-o", rss.name, "-f", "%M"] + command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            elapsed = time.monotonic() - start
            peak = int(rss.read().strip().splitlines()[-1])
        if best is None or elapsed < best[0]:
            best = (elapsed, peak)
    return best


def main(argv):
    repeat = 3
    native = os.path.join(ROOT, ".build", "release", "bridgecheck-native")
    folders = []
    compared = []
    count_instructions = False
    tree_memory = False
    args = iter(argv)
    for a in args:
        if a == "--repeat":
            repeat = int(next(args))
        elif a == "--native":
            native = next(args)
        elif a == "--compare":
            compared.append(next(args))
        elif a == "--instructions":
            count_instructions = True
        elif a == "--tree-memory":
            tree_memory = True
        else:
            folders.append(a)
    if not folders:
        sys.exit(__doc__)
    if not os.path.exists(native):
        sys.exit(f"{native} is missing: swift build -c release --product bridgecheck-native")
    with tempfile.TemporaryDirectory() as work:
        floor = build_floor(work)
        manifest = os.path.join(work, "empty.json")
        with open(manifest, "w") as f:
            f.write('{"version":1,"handlers":{"none":{"body":"any"}}}')
        counted = subprocess.run([floor] + folders, capture_output=True, text=True).stdout.strip()
        floor_time, floor_rss = measure([floor] + folders, repeat)
        cores = os.cpu_count() or 1
        native_time, native_rss = measure([native, "native", "--jobs", "1", "--manifest", manifest] + folders, repeat)
        jobs_time, jobs_rss = measure([native, "native", "--jobs", str(cores), "--manifest", manifest] + folders, repeat)
        print(f"input: {counted}")
        print(f"{'':30} {'best (s)':>9} {'peak RSS':>10}")
        print(f"{'SwiftParser parse + walk':30} {floor_time:9.2f} {floor_rss / 1024:8.0f} MiB")
        print(f"{'bridgecheck native (1 job)':30} {native_time:9.2f} {native_rss / 1024:8.0f} MiB")
        print(f"{f'bridgecheck native ({cores} jobs)':30} {jobs_time:9.2f} {jobs_rss / 1024:8.0f} MiB")
        print(f"native / floor: time {native_time / floor_time:.2f}x (1 job), {jobs_time / floor_time:.2f}x ({cores} jobs); "
              f"memory {native_rss / max(1, floor_rss):.2f}x (1 job), {jobs_rss / max(1, floor_rss):.2f}x ({cores} jobs)")
        for number, other in enumerate(compared, 1):
            one = measure([other, "native", "--jobs", "1", "--manifest", manifest] + folders, repeat)
            many = measure([other, "native", "--jobs", str(cores), "--manifest", manifest] + folders, repeat)
            print(f"compared build {number}: {other}")
            print(f"{'  (1 job)':30} {one[0]:9.2f} {one[1] / 1024:8.0f} MiB   {one[0] / floor_time:.2f}x the floor")
            print(f"{f'  ({cores} jobs)':30} {many[0]:9.2f} {many[1] / 1024:8.0f} MiB   {many[0] / floor_time:.2f}x the floor")
        if count_instructions:
            if not shutil.which("valgrind") or not shutil.which("objcopy"):
                sys.exit("--instructions needs valgrind and objcopy (binutils)")
            stripped = os.path.join(work, "bridgecheck-native-stripped")
            subprocess.run(["objcopy", "--strip-debug", native, stripped], check=True)
            floor_count = instructions([floor] + folders)
            native_count = instructions([stripped, "native", "--jobs", "1", "--manifest", manifest] + folders)
            print(f"instructions (callgrind): floor {floor_count:,}, native (1 job) {native_count:,}: {native_count / floor_count:.2f}x")
        if tree_memory:
            program = build_floor(work, "tree-memory.swift", "tree-memory")
            print("trees of every file, kept (peak RSS, one process each):")
            for mode in ["none", "keep", "keep-visit", "keep-fold", "keep-fold-visit"]:
                _, rss = measure([program, mode] + folders, 1)
                print(f"  {mode:28} {rss / 1024:8.0f} MiB")


if __name__ == "__main__":
    main(sys.argv[1:])
