#!/usr/bin/env bash
# The install, tested as a newcomer meets it: scripts/install.sh into a temporary prefix, then the
# quick start (init, check red on the misspelt handler, check green once fixed) on a copy of
# examples/fresh-app, and lint, native and run on the examples, every command from the prefix with
# an environment that names nothing of the toolchain (ldd must find nothing under it either).
# Usage: scripts/test-install.sh [--installed PREFIX]   (PREFIX: test an install made already,
# as .ci/dockerfile-commands does with the Dockerfile's; otherwise install into a temporary one,
# which takes two release builds).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ "${1:-}" = --installed ] && [ -n "${2:-}" ]; then
  prefix=$(cd "$2" && pwd)
else
  prefix="$work/prefix"
  bash scripts/install.sh --prefix "$prefix"
fi
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")

fail() { echo "test-install: $*" >&2; exit 1; }
for binary in "$prefix"/bin/*; do
  ! ldd "$binary" | grep -q "$toolchain/" || fail "$(basename "$binary") loads libraries from $toolchain"
done
clean() { env -i PATH="$prefix/bin:/usr/bin:/bin" HOME="$work" NO_COLOR=1 "$@"; }
expect() {  # expect STATUS COMMAND…: runs it in the clean environment and checks its exit status
  local want=$1; shift
  set +e; clean "$@" >"$work/out" 2>"$work/err"; local got=$?; set -e
  [ "$got" = "$want" ] || { cat "$work/out" "$work/err" >&2; fail "'$*' exited $got, expected $want"; }
}

expect 0 bridgecheck --version
grep -qE "^bridgecheck [0-9.]+ \(commit [0-9a-f]+" "$work/out" || fail "--version printed: $(cat "$work/out")"

cp -R examples/fresh-app "$work/app"
cd "$work/app"
if [ -x "$prefix/bin/bridgecheck-native" ]; then
  expect 0 bridgecheck init
  expect 1 bridgecheck check --fuzz-time 2
  grep -qF "web/app.js:8:3: error: handler 'logg' is not in the manifest (did you mean 'log'?) [unknown-handler]" "$work/out" || { cat "$work/out"; fail "check did not name the misspelt handler"; }
  sed -i 's/\.logg\./.log./' web/app.js
  expect 0 bridgecheck check --fuzz-time 2
  cd "$root"
  expect 0 bridgecheck native --manifest examples/bridge-manifest.json examples/native
else
  echo "test-install: no bridgecheck-native was built here (no SwiftSyntax in the toolchain): init and native not tried" >&2
  cd "$root"
fi
expect 0 bridgecheck lint --manifest examples/bridge-manifest.json examples/site
if [ -x "$prefix/bin/bridgecheck-run" ]; then
  expect 0 bridgecheck run --manifest examples/bridge-manifest.json examples/site
fi
echo "test-install: $(ls "$prefix/bin" | tr '\n' ' ')installed and run with no toolchain on any search path" >&2
