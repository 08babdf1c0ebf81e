#!/usr/bin/env python3
"""A harness that misbehaves on demand, for the protocol tests.

Accepts every input and echoes it, except inputs that start with a command word:
  crash    abort()                     die      exit(3) at once
  kill     SIGKILL itself              hang     sleep forever
  garbage  print text on stdout        short    write half an answer, then exit
  reject   answer status 1           memory   hold 400 MB, then answer
Started with --exit-at-once it exits before reading anything.
"""
import os, signal, struct, sys, time

if "--exit-at-once" in sys.argv:
    sys.exit(4)
read, out = sys.stdin.buffer.read, sys.stdout.buffer
while len(header := read(4)) == 4:
    data = read(struct.unpack("<I", header)[0])
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
    if data.startswith(b"garbage"):
        out.write(b"hello from a debug print\n"); out.flush(); continue
    if data.startswith(b"short"):
        out.write(b"\x00\x10\x00"); out.flush(); sys.exit(0)
    status = 1 if data.startswith(b"reject") else 0
    out.write(bytes([status]) + struct.pack("<I", len(data)) + data); out.flush()
