#!/usr/bin/env python3
"""A harness that misbehaves on demand, for the protocol tests.

Accepts every input and echoes it, except inputs that start with a command word:
  crash    abort()                     die      exit(3) at once
  kill     SIGKILL itself              hang     sleep forever
  garbage  print text on stdout        short    write half an answer, then exit
  reject   answer status 1           memory   hold 400 MB, then answer
  flood    write 4 MB to stderr, then answer
  huge     announce an answer of 4 GB
  closein  close its stdin, answer, then sleep forever
  leak     keep 100 MB more, then answer balloon  grow by 20 MB every 10 ms, never answer
  nap      sleep one second, then answer
An input holding "bugA" (checked first) or "bugB" anywhere aborts with "Fatal error: bug A/B".
Flags: --exit-at-once exits before reading anything; --close-stderr closes its stderr first;
--ignore-term ignores SIGTERM; --setsid-child starts a `sleep 3600` in a session of its own
(as a daemonizing helper does), its pid in --pid-file; --fork-holding-stdout starts a child (`sleep 3600`) that keeps
its stdout and stderr open and outlives it; --pid-file FILE writes that child's pid there;
--all WORD treats every input as if it started with WORD, after the first N with --after N.
"""
import os, signal, subprocess, struct, sys, time

if "--exit-at-once" in sys.argv:
    sys.exit(4)
if "--ignore-term" in sys.argv:
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
if "--fork-holding-stdout" in sys.argv:
    child = subprocess.Popen(["sleep", "3600"])
    if "--pid-file" in sys.argv:
        with open(sys.argv[sys.argv.index("--pid-file") + 1], "w") as f: f.write(str(child.pid))
if "--setsid-child" in sys.argv:
    child = subprocess.Popen(["sleep", "3600"], start_new_session=True, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    with open(sys.argv[sys.argv.index("--pid-file") + 1], "w") as f: f.write(str(child.pid))
if "--close-stderr" in sys.argv:
    os.close(2)
read, out = sys.stdin.buffer.read, sys.stdout.buffer
after = int(sys.argv[sys.argv.index("--after") + 1]) if "--after" in sys.argv else 0
seen = 0
kept = []
while len(header := read(4)) == 4:
    data = read(struct.unpack("<I", header)[0])
    seen += 1
    if "--all" in sys.argv and seen > after:
        data = sys.argv[sys.argv.index("--all") + 1].encode() + data
    for bug in (b"bugA", b"bugB"):
        if bug in data:
            sys.stderr.write("Fatal error: bug %s at 0x%x\n" % (bug[3:].decode(), id(data))); sys.stderr.flush(); os.abort()
    if data.startswith(b"crash"):
        sys.stderr.write("planted crash\n"); sys.stderr.flush(); os.abort()
    if data.startswith(b"die"):
        sys.exit(3)
    if data.startswith(b"kill"):
        os.kill(os.getpid(), signal.SIGKILL)
    if data.startswith(b"hang"):
        time.sleep(3600)
    if data.startswith(b"memory"):
        hoard = bytearray(400 << 20)
        for k in range(0, len(hoard), 4096): hoard[k] = 1
    if data.startswith(b"nap"):
        time.sleep(1)
    if data.startswith(b"leak"):
        block = bytearray(100 << 20)
        for k in range(0, len(block), 4096): block[k] = 1
        kept.append(block)
    if data.startswith(b"balloon"):
        while True:
            block = bytearray(20 << 20)
            for k in range(0, len(block), 4096): block[k] = 1
            kept.append(block); time.sleep(0.01)
    if data.startswith(b"garbage"):
        out.write(b"hello from a debug print\n"); out.flush(); continue
    if data.startswith(b"flood"):
        chunk = b"x" * 65536
        for _ in range(64): os.write(2, chunk)
    if data.startswith(b"huge"):
        out.write(b"\x00\xff\xff\xff\xff"); out.flush(); time.sleep(3600)
    if data.startswith(b"closein"):
        os.close(0)
        out.write(bytes([0]) + struct.pack("<I", len(data)) + data); out.flush()
        time.sleep(3600)
    if data.startswith(b"short"):
        out.write(b"\x00\x10\x00"); out.flush(); sys.exit(0)
    status = 1 if data.startswith(b"reject") else 0
    out.write(bytes([status]) + struct.pack("<I", len(data)) + data); out.flush()
