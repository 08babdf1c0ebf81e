#!/usr/bin/env bash
# Coverage-guided fuzzing of bridgecheck's own code with libFuzzer and AddressSanitizer. SwiftPM
# cannot link -sanitize=fuzzer executables, so the library sources are compiled into one module
# with swiftc directly (their imports of each other are dropped).
#
# Usage: Benchmarks/fuzz/libfuzzer/run-libfuzzer.sh [TARGET] [SECONDS | -runs=N] [libFuzzer flags…]
#   TARGET: message, data-url, scheme, reply, pattern, manifest, scanner or all (default all);
#   a bare number is -max_total_time (default 300). Seeds come from the repository (examples,
#   the pattern conformance table, the encodings fixtures, the real-world corpus). Crashes land in
#   $work/crashes-TARGET/ as crash-<sha1>; libFuzzer's final stats are printed.
# Environment: BRIDGECHECK_FUZZ_WORK keeps the build and corpora in a folder (reused between runs);
# BRIDGECHECK_FUZZ_SANITIZERS (default fuzzer,address) builds without ASan when set to fuzzer,
# about three times faster for the long runs; BRIDGECHECK_FUZZ_REBUILD=1 rebuilds.
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
target="all"
case "${1:-}" in message|data-url|scheme|reply|pattern|manifest|scanner|all) target="$1"; shift ;; esac
flags=()
if [[ $# -gt 0 && "$1" =~ ^[0-9]+$ ]]; then flags+=("-max_total_time=$1"); shift; fi
flags+=("$@")
if [[ ! " ${flags[*]} " =~ " -runs=" && ! " ${flags[*]} " =~ " -max_total_time=" ]]; then flags+=("-max_total_time=300"); fi

work="${BRIDGECHECK_FUZZ_WORK:-$(mktemp -d)}"
mkdir -p "$work/src"
for module in BridgePattern BridgeJSON BridgeContract BridgeRuntime BridgeReport BridgeLint; do
  find "$root/Sources/$module" -name '*.swift' | while read -r file; do
    sed -E '/^import (BridgePattern|BridgeJSON|BridgeContract|BridgeRuntime|BridgeReport)$/d' "$file" > "$work/src/${module}_$(basename "$file")"
  done
done
sed -E '/^@testable import BridgePattern$/d' "$root/Tests/BridgePatternTests/BacktrackingReference.swift" > "$work/src/BacktrackingReference.swift"
cp "$root/Benchmarks/fuzz/libfuzzer/runtime-entry.swift" "$work/src/"
sanitizers="${BRIDGECHECK_FUZZ_SANITIZERS:-fuzzer,address}"
binary="$work/fuzz-${sanitizers//,/-}"
if [[ ! -x "$binary" || -n "${BRIDGECHECK_FUZZ_REBUILD:-}" ]]; then
  echo "building $binary" >&2
  swiftc -sanitize="$sanitizers" -parse-as-library -O -I "$root/Sources/CLibXML2" $(pkg-config --cflags-only-I libxml-2.0) -lxml2 \
    "$work"/src/*.swift -o "$binary"
fi

corpus="$work/corpus-$target"
mkdir -p "$corpus"
seed() { cp "$@" "$corpus/" 2>/dev/null || true; }
case "$target" in
  message|reply|all)
    python3 - "$root/examples" "$corpus" <<'PY'
import json, os, sys, glob, hashlib
for path in glob.glob(os.path.join(sys.argv[1], "**", "*.json"), recursive=True):
    try: manifest = json.load(open(path))
    except Exception: continue
    def walk(v):
        if isinstance(v, dict):
            for k, x in v.items():
                if k == "examples" and isinstance(x, list):
                    for e in x:
                        data = (e if isinstance(e, str) else json.dumps(e)).encode()
                        open(os.path.join(sys.argv[2], hashlib.sha1(data).hexdigest()), "wb").write(data)
                else: walk(x)
        elif isinstance(v, list):
            for x in v: walk(x)
    walk(manifest)
PY
    ;;
esac
case "$target" in
  data-url|scheme|all)
    printf 'data:text/plain;base64,SGVsbG8=' > "$corpus/data1"; printf 'data:image/png;x.png;base64,iVBORw0KGgo=' > "$corpus/data2"
    printf 'mgapp://setBadge?count=3' > "$corpus/scheme1"; printf 'mkwebview://webview?url=https%%3A%%2F%%2Fa.b&title=x' > "$corpus/scheme2" ;;
esac
case "$target" in
  pattern|all)
    python3 - "$root/Tests/BridgePatternTests/Fixtures/conformance.json" "$corpus" <<'PY'
import json, os, sys, hashlib
table = json.load(open(sys.argv[1]))
for row in table["table"]:
    for k, bit in enumerate(row["matches"]):
        if k % 7: continue
        data = (row["pattern"] + "\n" + table["inputs"][k]).encode()
        open(os.path.join(sys.argv[2], hashlib.sha1(data).hexdigest()), "wb").write(data)
PY
    ;;
esac
case "$target" in
  manifest|all) seed "$root"/examples/bridge-manifest.json "$root"/examples/*/bridge-manifest.json; for f in "$root"/corpus/realworld/*/bridge-manifest.json; do cp "$f" "$corpus/$(basename "$(dirname "$f")").json"; done ;;
esac
case "$target" in
  scanner|all)
    seed "$root"/examples/site/* "$root"/Tests/BridgeLintTests/Fixtures/encodings/*.html
    cp "$root"/examples/site-broken/index.html "$corpus/broken.html" ;;
esac
mkdir -p "$work/crashes-$target"
echo "target $target, corpus $corpus ($(ls "$corpus" | wc -l) seeds), flags ${flags[*]}" >&2
cd "$work"
BRIDGECHECK_FUZZ_TARGET="$target" BRIDGECHECK_MANIFEST="$root/examples/bridge-manifest.json" SWIFT_BACKTRACE=enable=no \
  "$binary" -max_len=4096 -rss_limit_mb=4096 -timeout=10 -print_final_stats=1 -artifact_prefix="$work/crashes-$target/" "${flags[@]}" "$corpus"
