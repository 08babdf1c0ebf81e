#!/usr/bin/env python3
"""A protocol v2 harness for the client's tests. Answers the hello with version 2 (or --version V,
or never with --hang-hello), then, per sequence: "count" answers how many messages this sequence
has seen so far (state that starts afresh with each sequence), "crash" aborts, "reject" answers
status 1, anything else is echoed with status 0.
"""
import os, struct, sys, time

read, out = sys.stdin.buffer.read, sys.stdout.buffer
HELLO = b"\0bridgecheck-harness-protocol\0" + b"2"

def frame():
    header = read(4)
    return read(struct.unpack("<I", header)[0]) if len(header) == 4 else None

def answer(status, data):
    out.write(bytes([status]) + struct.pack("<I", len(data)) + data); out.flush()

if frame() != HELLO:
    sys.exit(5)
if "--hang-hello" in sys.argv:
    time.sleep(3600)
version = sys.argv[sys.argv.index("--version") + 1].encode() if "--version" in sys.argv else b"2"
answer(2, version)
while (data := frame()) is not None:
    count, offset, seen = struct.unpack_from("<I", data)[0], 4, 0
    for _ in range(count):
        length = struct.unpack_from("<I", data, offset)[0]
        message = data[offset + 4:offset + 4 + length]
        offset += 4 + length
        seen += 1
        if message.startswith(b"crash"):
            sys.stderr.write("planted crash in a sequence\n"); sys.stderr.flush(); os.abort()
        if message == b"count":
            answer(0, str(seen).encode())
        else:
            answer(1 if message.startswith(b"reject") else 0, message)
