#!/usr/bin/env python3
# Harness protocol v2 in Python, for seed 003's `test` handler: sequences of messages share state.
# bridgecheck's first frame is the hello; answer it with status 2 and output "2". Each later frame
# is one sequence: a count, then each message as a length and its bytes; answer each message as
# in v1, in order. A v1 client never sends the hello: then each frame is one message.
import json, struct, sys
read, write = sys.stdin.buffer.read, sys.stdout.buffer.write
HELLO = b"\0bridgecheck-harness-protocol\0" + b"2"

def frame():
    header = read(4)
    return read(struct.unpack("<I", header)[0]) if len(header) == 4 else None

def answer(ok, out=b""):
    write(bytes([0 if ok else 1]) + struct.pack("<I", len(out)) + out)
    sys.stdout.buffer.flush()

def integer(v): return type(v) is int or (type(v) is float and v.is_integer())   # JSON's 1.0 is 1

def receive(state, data):                                  # your decoder here
    message = json.loads(data)
    sequence = message["metadata"]["sequence"]
    if not integer(sequence): raise ValueError("metadata.sequence is not an integer")
    if sequence in state: raise ValueError(f"sequence {sequence} is already waiting for its reply")
    params = {k: v for k, v in message.items() if k != "metadata"}
    if set(params) - {"query", "limit"}: raise ValueError("unknown parameter")
    if "query" in params and type(params["query"]) is not str: raise ValueError("query is not a string")
    if "limit" in params and (not integer(params["limit"]) or not 1 <= params["limit"] <= 100): raise ValueError("bad limit")
    state.add(sequence)

def handle(state, data):
    try: receive(state, data); answer(True)
    except (ValueError, KeyError, TypeError, AttributeError) as error: answer(False, str(error).encode())

first = frame()
if first == HELLO:
    write(bytes([2]) + struct.pack("<I", 1) + b"2")
    while (data := frame()) is not None:
        count, offset, state = struct.unpack_from("<I", data)[0], 4, set()
        for _ in range(count):
            length = struct.unpack_from("<I", data, offset)[0]
            handle(state, data[offset + 4:offset + 4 + length])
            offset += 4 + length
elif first is not None:
    handle(set(), first)
    while (data := frame()) is not None: handle(set(), data)
