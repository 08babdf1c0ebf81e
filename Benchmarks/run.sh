#!/usr/bin/env bash
# Builds the benchmarks in release mode and runs them from the repository root.
# Usage: Benchmarks/run.sh [iterations]   (default 20000)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --package-path Benchmarks --product decode-bench >&2
"$(swift build -c release --package-path Benchmarks --show-bin-path)/decode-bench" examples/bridge-manifest.json "${1:-20000}"
