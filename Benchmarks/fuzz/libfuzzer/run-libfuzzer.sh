#!/usr/bin/env bash
# Coverage-guided fuzzing of bridgecheck's own decoders and page scanner with libFuzzer and
# AddressSanitizer. SwiftPM cannot link -sanitize=fuzzer executables, so the library sources are
# compiled into one module with swiftc directly (their imports of each other are dropped).
# Usage: Benchmarks/fuzz/libfuzzer/run-libfuzzer.sh [SECONDS] (default 300); crashes land in the
# working folder as crash-<sha1>.
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for module in BridgeJSON BridgeContract BridgeRuntime BridgeReport BridgeLint; do
  find "$root/Sources/$module" -name '*.swift' | while read -r file; do
    sed -E '/^import (BridgeJSON|BridgeContract|BridgeRuntime|BridgeReport)$/d' "$file" > "$work/${module}_$(basename "$file")"
  done
done
cp "$root/Benchmarks/fuzz/libfuzzer/runtime-entry.swift" "$work/"
swiftc -sanitize=fuzzer,address -parse-as-library -O -I "$root/Sources/CLibXML2" $(pkg-config --cflags-only-I libxml-2.0) -lxml2 \
  "$work"/*.swift -o "$work/fuzz"
mkdir -p "$work/corpus"
cp "$root"/examples/site/* "$work/corpus/"
cp "$root"/examples/site-broken/index.html "$work/corpus/broken.html"
BRIDGECHECK_MANIFEST="$root/examples/bridge-manifest.json" SWIFT_BACKTRACE=enable=no \
  "$work/fuzz" -max_total_time="${1:-300}" -max_len=4096 -rss_limit_mb=4096 -timeout=10 "$work/corpus"
