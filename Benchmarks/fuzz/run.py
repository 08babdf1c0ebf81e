#!/usr/bin/env python3
"""Fuzzing speed: exec/s of each built-in target, exec/s through the harness protocol with a
trivial harness, and time to first failure on the planted-bug harnesses, for bridgecheck, for
plain libFuzzer seeded with the manifest's examples, and for the contract-aware libFuzzer that
`bridgecheck fuzz libfuzzer` builds, all on the same code (PlantedBugs.swift).

Also the two bugs only structure reaches: the deep bug (an enum value and a boundary number three
levels into the parameters, deep-manifest.json), where plain libFuzzer gets --deep-seconds (default
60; the issue's comparison is 600), and the bugs that take a sequence of messages (a second
message numbered below the first; a task finished by the id another message started it under; a
ticket closed by the number native answered): bridgecheck's --sequences and the contract-aware
libFuzzer built with `fuzz libfuzzer --sequences --reset` send sequences, plain libFuzzer gives one
input to one call.

Usage: Benchmarks/fuzz/run.py [--seconds N] [--seeds N] [--deep-seconds N] [--no-contract-libfuzzer] [--bugs NAME ...] [--no-throughput]
"""
import argparse
import json
import os
import platform
import re
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MANIFEST = os.path.join(ROOT, "examples/bridge-manifest.json")
DEEP_MANIFEST = os.path.join(ROOT, "examples/planted-bugs/deep-manifest.json")
TASKS_MANIFEST = os.path.join(ROOT, "examples/planted-bugs/tasks-manifest.json")
TICKETS_MANIFEST = os.path.join(ROOT, "examples/planted-bugs/tickets-manifest.json")
# (bug, handler, manifest, extra bridgecheck flags); the sequence bugs have no plain libFuzzer column.
BUGS = [("unwrap", "EXAMPLE", MANIFEST, []), ("lookup", "ios_javascript", MANIFEST, []), ("arithmetic", "customScheme", MANIFEST, []),
        ("deep", "checkout", DEEP_MANIFEST, []), ("sequence-slot", "test", MANIFEST, []), ("sequence", "test", MANIFEST, ["--sequences"]),
        ("pending", "tasks", TASKS_MANIFEST, ["--sequences"]), ("ticket", "tickets", TICKETS_MANIFEST, ["--sequences"])]


def build(work):
    subprocess.run(["swift", "build", "-c", "release", "--product", "bridgecheck"], cwd=ROOT, check=True, stdout=sys.stderr)
    subprocess.run(["swift", "build", "-c", "release", "--product", "planted-bugs-harness"], cwd=ROOT, check=True, stdout=sys.stderr)
    bindir = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()
    trivial = os.path.join(work, "trivial-harness")
    subprocess.run(["cc", "-O2", os.path.join(ROOT, "Benchmarks/fuzz/trivial-harness.c"), "-o", trivial], check=True)
    libfuzzer = os.path.join(work, "planted-libfuzzer")
    subprocess.run(["swiftc", "-sanitize=fuzzer", "-parse-as-library", "-O", os.path.join(ROOT, "examples/planted-bugs/PlantedBugs.swift"),
                    os.path.join(ROOT, "Benchmarks/fuzz/libfuzzer-entry.swift"), "-o", libfuzzer], check=True, stdout=sys.stderr)
    return os.path.join(bindir, "bridgecheck"), os.path.join(bindir, "planted-bugs-harness"), trivial, libfuzzer


def contract_libfuzzer(bridgecheck, work, handler, manifest, sequences=False):
    """`bridgecheck fuzz libfuzzer` for `handler` on the planted bugs (libFuzzer without ASan, as
    the plain libFuzzer build is, -O): the binary and its seed corpus. With `sequences`, each
    input is a sequence of messages and the planted session is made fresh before each one."""
    out = os.path.join(work, f"contract-{handler}{'-sequences' if sequences else ''}")
    mode = ["--decode", "plantedLibFuzzerSequenceDecode", "--sequences", "--reset", "plantedLibFuzzerReset"] if sequences else ["--decode", "plantedLibFuzzerDecode"]
    subprocess.run([bridgecheck, "fuzz", "libfuzzer", "--manifest", manifest, "--handler", handler] + mode +
                   ["--sanitizers", "fuzzer", "--output", out, os.path.join(ROOT, "examples/planted-bugs/PlantedBugs.swift"),
                    os.path.join(ROOT, "examples/planted-bugs/libfuzzer")], cwd=work, check=True, stdout=sys.stderr)
    return os.path.join(out, f"fuzz-{handler}"), os.path.join(out, "corpus")


def time_libfuzzer(binary, corpus, seed, env, work, limit=60):
    """Seconds to the crash (wall time to exit less the binary's start with an empty corpus and
    -runs=0: a seed that crashes counts as found, its run included), runs, exec/s, and that
    start; infinity when nothing crashed within `limit` seconds."""
    scratch = tempfile.mkdtemp(dir=work)
    for name in os.listdir(corpus):
        open(os.path.join(scratch, name), "wb").write(open(os.path.join(corpus, name), "rb").read())
    empty = tempfile.mkdtemp(dir=work)
    t = time.perf_counter()
    subprocess.run([binary, "-runs=0", f"-artifact_prefix={work}/", empty], env=env, capture_output=True)
    start_up = time.perf_counter() - t
    t = time.perf_counter()
    run = subprocess.run([binary, f"-seed={seed}", f"-max_total_time={limit}", "-print_final_stats=1", f"-artifact_prefix={work}/", scratch],
                         env=env, capture_output=True, text=True)
    total = time.perf_counter() - t
    units = re.search(r"stat::number_of_executed_units: (\d+)", run.stderr)
    if "Test unit written" in run.stderr and units:
        seconds_to = max(total - start_up, 1e-6)
        return (seconds_to, int(units.group(1)), int(units.group(1)) / seconds_to, start_up)
    return (float("inf"), 0, 0.0, start_up)


def properties(junit):
    text = open(junit).read()
    suites = {}
    for name, body in re.findall(r'<testsuite name="([^"]+)"(.*?)</testsuite>', text, re.S):
        suites[name] = dict(re.findall(r'<property name="([^"]+)" value="([^"]*)"/>', body))
    return suites


def fuzz(bridgecheck, work, extra, seconds, manifest=MANIFEST):
    junit = os.path.join(work, "r.xml")
    corpus = tempfile.mkdtemp(dir=work)
    subprocess.run([bridgecheck, "fuzz", "--manifest", manifest, "--corpus", corpus, "--junit", junit, "--max-total-time", str(seconds)] + extra,
                   cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return properties(junit)


def main():
    parser = argparse.ArgumentParser(description="Fuzzing speed of bridgecheck against libFuzzer on the same code.")
    parser.add_argument("--seconds", type=int, default=5, metavar="N", help="seconds per exec/s measurement (default 5)")
    parser.add_argument("--seeds", type=int, default=5, metavar="N", help="seeds per time-to-failure median (default 5)")
    parser.add_argument("--deep-seconds", type=int, default=60, metavar="N", help="plain libFuzzer's budget on the deep bug (default 60)")
    parser.add_argument("--no-contract-libfuzzer", action="store_true", help="skip the contract-aware libFuzzer column")
    parser.add_argument("--bugs", nargs="+", metavar="NAME", choices=[b[0] for b in BUGS], help="time only these planted bugs")
    parser.add_argument("--no-throughput", action="store_true", help="skip the exec/s measurements")
    options = parser.parse_args()
    seconds, seeds, deep_seconds = options.seconds, options.seeds, options.deep_seconds
    with tempfile.TemporaryDirectory() as work:
        bridgecheck, planted, trivial, libfuzzer = build(work)
        u = platform.uname()
        print(f"command: python3 Benchmarks/fuzz/run.py {' '.join(sys.argv[1:])}")
        print(f"machine: {u.system} {u.release} {u.machine}, {os.cpu_count()} cores")
        print(f"bridgecheck fuzz, release build, {seconds} s per measurement")
        if not options.no_throughput:
            print("\nexec/s of each built-in target (the worker process included):")
            targets = [f"message-{h}" for h in json.load(open(MANIFEST))["handlers"]] + ["data-url", "scheme-url", "reply-script", "lint-scanner"]
            for target in targets:
                p = fuzz(bridgecheck, work, ["--target", target, "--seed", "1"], seconds).get(target, {})
                print(f"  {target:28} {float(p.get('exec/s', 0)):10.0f} exec/s")
            p = fuzz(bridgecheck, work, ["--harness", trivial, "--handler", "nativeHandler", "--seed", "1"], seconds).get("harness-nativeHandler", {})
            print(f"\nthrough the harness protocol, trivial C harness: {float(p.get('exec/s', 0)):.0f} exec/s")

        print(f"\ntime to the first failure of the planted kind (crash), median of {seeds} seeds.")
        print("bridgecheck: its own clock from the target's start, stamped when the crash is seen, before")
        print("minimizing. libFuzzer: wall time to its exit after the crash, less the same binary's start on")
        print("an empty corpus with -runs=0, so a crashing seed counts with its run (its log counts whole")
        print("seconds, so its rate reads 0 below one);")
        print("runs from its final stats. exec/s = runs / seconds for both. inf: not found (bridgecheck: 60 s;")
        print(f"libFuzzer: 60 s, {deep_seconds} s on the deep bug). The sequence bugs need several messages: bridgecheck")
        print("--sequences and the contract-aware libFuzzer built with --sequences --reset send them; plain libFuzzer")
        print("gives one input to one call.")
        contract = not options.no_contract_libfuzzer
        header = f"  {'bug':12} {'bridgecheck s':>14} {'runs':>9} {'exec/s':>8}   {'libFuzzer s':>12} {'runs':>9} {'exec/s':>8}  {'its start':>9}"
        if contract:
            print("contract-aware libFuzzer: `bridgecheck fuzz libfuzzer --sanitizers fuzzer`, seeded with its own corpus, oracles off.")
            header += f"   {'contract s':>12} {'runs':>9} {'exec/s':>8}  {'its start':>9}"
        print(header)
        for bug, handler, manifest, extra in BUGS:
            if options.bugs and bug not in options.bugs:
                continue
            ours = []
            for seed in range(1, seeds + 1):
                p = fuzz(bridgecheck, work, ["--harness", f"{planted} --bug {bug}", "--handler", handler, "--seed", str(seed), "--stop-on-crash"] + extra, 60, manifest)
                q = p.get(f"{'sequences' if extra else 'harness'}-{handler}", {})
                seconds_to = q.get("first crash after (s)")
                runs = int(q.get("runs to first crash", 0))
                ours.append((float(seconds_to), runs, runs / max(float(seconds_to), 1e-6)) if seconds_to else (float("inf"), 0, 0.0))
            if extra:
                a = sorted(ours)[len(ours) // 2]
                line = f"  {bug:12} {a[0]:14.3f} {a[1]:9d} {a[2]:8.0f}   {'(one message)':>12} {'':9} {'':8}  {'':9}"
                raw = f"  {'':12} raw, per seed (s/runs): bridgecheck {' '.join(f'{x[0]:.3f}/{x[1]}' for x in ours)}"
                if contract:
                    binary, seeded = contract_libfuzzer(bridgecheck, work, handler, manifest, sequences=True)
                    env = {**os.environ, "PLANTED_BUG": bug, "SWIFT_BACKTRACE": "enable=no", "BRIDGECHECK_ORACLES": "none"}
                    aware = [time_libfuzzer(binary, seeded, seed, env, work) for seed in range(1, seeds + 1)]
                    c = sorted(aware)[len(aware) // 2]
                    line += f"   {c[0]:12.3f} {c[1]:9d} {c[2]:8.0f}  {c[3]:8.3f}s"
                    raw += f"; contract-aware libFuzzer (sequences) {' '.join(f'{x[0]:.3f}/{x[1]}' for x in aware)}"
                print(line)
                print(raw)
                continue
            theirs = []
            corpus = tempfile.mkdtemp(dir=work)
            examples = json.load(open(manifest))["handlers"][handler]
            bodies = examples.get("examples", []) + [e for f in examples.get("functions", {}).values() for e in f.get("examples", [])]
            for k, body in enumerate(bodies):
                if examples["body"] == "json-string" and not isinstance(body, str):
                    body = json.dumps(body, separators=(",", ":"))
                open(os.path.join(corpus, f"seed{k}"), "w").write(json.dumps(body, separators=(",", ":")))
            env = {**os.environ, "PLANTED_BUG": bug, "SWIFT_BACKTRACE": "enable=no"}
            for seed in range(1, seeds + 1):
                theirs.append(time_libfuzzer(libfuzzer, corpus, seed, env, work, deep_seconds if bug == "deep" else 60))
            aware = []
            if contract:
                binary, seeded = contract_libfuzzer(bridgecheck, work, handler, manifest)
                # Crashes only: the oracles would stop a run at the first message the planted
                # decoder (which rejects most of the contract) disagrees on.
                for seed in range(1, seeds + 1):
                    aware.append(time_libfuzzer(binary, seeded, seed, {**env, "BRIDGECHECK_ORACLES": "none"}, work))
            def median(rows):
                row = sorted(rows)[len(rows) // 2]
                return row
            a, b = median(ours), median(theirs)
            line = f"  {bug:12} {a[0]:14.3f} {a[1]:9d} {a[2]:8.0f}   {b[0]:12.3f} {b[1]:9d} {b[2]:8.0f}  {b[3]:8.3f}s"
            if aware:
                c = median(aware)
                line += f"   {c[0]:12.3f} {c[1]:9d} {c[2]:8.0f}  {c[3]:8.3f}s"
            print(line)
            raw = f"  {'':12} raw, per seed (s/runs): bridgecheck {' '.join(f'{x[0]:.3f}/{x[1]}' for x in ours)}; libFuzzer {' '.join(f'{x[0]:.3f}/{x[1]}' for x in theirs)}"
            if aware:
                raw += f"; contract-aware libFuzzer {' '.join(f'{x[0]:.3f}/{x[1]}' for x in aware)}"
            print(raw)

        # A failure libFuzzer cannot see: the reply script the harness returns breaks out of its
        # quotes (seed 003). bridgecheck's reply-script oracle judges it in node.
        print(f"\ntime to the first reply-script failure (planted --bug reply, --reply-script fromNative), {seeds} seeds:")
        found = []
        for seed in range(1, seeds + 1):
            p = fuzz(bridgecheck, work, ["--harness", f"{planted} --bug reply", "--handler", "nativeHandler", "--reply-script", "fromNative", "--seed", str(seed)], 30)
            q = p.get("harness-nativeHandler", {})
            at = q.get("first reply-script after (s)")
            found.append((float(at), int(q.get("runs to first reply-script", 0))) if at else (float("inf"), 0))
        row = sorted(found)[len(found) // 2]
        print(f"  bridgecheck: median {row[0]:.3f} s, {row[1]} runs; raw (s/runs): {' '.join(f'{x[0]:.3f}/{x[1]}' for x in found)}")


if __name__ == "__main__":
    main()
