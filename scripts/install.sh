#!/usr/bin/env bash
# Builds bridgecheck and its engines in release mode and installs a bundle that needs no Swift
# toolchain on the machine it runs on:
#
#   PREFIX/bin/bridgecheck           the Swift runtime linked statically; needs libxml2
#   PREFIX/bin/bridgecheck-run       (where WebKitGTK's headers are installed) the same, plus WebKitGTK
#   PREFIX/bin/bridgecheck-native    (where the toolchain has SwiftSyntax) reads Swift, and
#                                    Objective-C through the system's libclang
#   PREFIX/lib/bridgecheck/          the toolchain libraries bridgecheck-native loads (SwiftSyntax
#                                    and the Swift runtime it was built against), found through
#                                    $ORIGIN, so the toolchain folder can be removed
#   PREFIX/share/bridgecheck/version the version and commit `bridgecheck --version` prints
#   PREFIX/share/bridgecheck/sources the runtime's sources `bridgecheck fuzz libfuzzer` compiles in
#
# Usage: scripts/install.sh --prefix DIR
# Needs: swift, and on Linux patchelf (apt-get install patchelf) to point bridgecheck-native at
# lib/bridgecheck. Everything is checked before anything is built or written; the bundle is
# assembled in a temporary folder and moved into PREFIX only when every binary has been checked.
set -euo pipefail

usage() { echo "usage: scripts/install.sh --prefix DIR" >&2; exit 2; }
prefix=""
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) [ $# -ge 2 ] || usage; prefix="$2"; shift 2 ;;
    --prefix=*) prefix="${1#--prefix=}"; shift ;;
    -h|--help) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown argument '$1'" >&2; usage ;;
  esac
done
[ -n "$prefix" ] || { echo "install.sh: --prefix DIR is required (e.g. --prefix \$HOME/.local)" >&2; exit 2; }

cd "$(dirname "$0")/.."
command -v swift >/dev/null || { echo "install.sh: swift is not on PATH; install a Swift 6 toolchain" >&2; exit 2; }
mkdir -p "$prefix" 2>/dev/null && [ -w "$prefix" ] || { echo "install.sh: cannot write to $prefix" >&2; exit 2; }
prefix=$(cd "$prefix" && pwd)
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")   # …/usr
os=$(uname -s)

# Which engines this machine can build: the products Package.swift declares here.
products=$(swift package --scratch-path .build/install-static dump-package 2>/dev/null | sed -n 's/.*"name" : "\(bridgecheck[a-z-]*\)".*/\1/p' | sort -u)
has() { echo "$products" | grep -qx "$1"; }
if has bridgecheck-native && [ "$os" = Linux ] && ! command -v patchelf >/dev/null; then
  echo "install.sh: bridgecheck-native needs patchelf to find its libraries beside it: apt-get install patchelf" >&2
  exit 2
fi

version=$(sed -n 's/.*public static let version = "\(.*\)".*/\1/p' Sources/BridgeCheckCLI/BridgeCheck.swift)
# BRIDGECHECK_COMMIT names the commit where there is no .git (a Docker build).
commit=${BRIDGECHECK_COMMIT:-$(git rev-parse --short HEAD 2>/dev/null || echo unknown)}
if [ -z "${BRIDGECHECK_COMMIT:-}" ] && [ "$commit" != unknown ] && [ -n "$(git status --porcelain --untracked-files=no 2>/dev/null)" ]; then commit="$commit-modified"; fi

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/bin" "$stage/lib/bridgecheck" "$stage/share/bridgecheck"

# bridgecheck and bridgecheck-run: the Swift runtime and Foundation linked in.
static=(bridgecheck)
has bridgecheck-run && static+=(bridgecheck-run)
for product in "${static[@]}"; do
  echo "install.sh: building $product (release, Swift runtime linked statically)" >&2
  swift build -c release --static-swift-stdlib --scratch-path .build/install-static --product "$product" >&2
  cp "$(swift build -c release --static-swift-stdlib --scratch-path .build/install-static --show-bin-path)/$product" "$stage/bin/"
done

# bridgecheck-native: the toolchain's SwiftSyntax libraries are built against the shared Swift
# runtime, so it links that runtime too, and both are copied beside it.
if has bridgecheck-native; then
  echo "install.sh: building bridgecheck-native (release)" >&2
  swift build -c release --scratch-path .build/install-dynamic --product bridgecheck-native >&2
  cp "$(swift build -c release --scratch-path .build/install-dynamic --show-bin-path)/bridgecheck-native" "$stage/bin/"
  if [ "$os" = Linux ]; then
    ldd "$stage/bin/bridgecheck-native" | awk '{print $3}' | grep "^$toolchain/" | while read -r library; do
      cp -L "$library" "$stage/lib/bridgecheck/"
    done
    for library in "$stage"/lib/bridgecheck/*.so*; do patchelf --set-rpath '$ORIGIN' "$library"; done
    patchelf --set-rpath '$ORIGIN/../lib/bridgecheck' "$stage/bin/bridgecheck-native"
  fi
fi
if [ "$os" = Linux ]; then
  for binary in "$stage"/bin/*; do
    [ "$(basename "$binary")" = bridgecheck-native ] || patchelf --remove-rpath "$binary" 2>/dev/null || true
    # The debug information is most of a release binary's size; symbols stay for crash reports.
    if command -v strip >/dev/null; then strip --strip-debug "$binary"; fi
  done
fi
echo "$version $commit" > "$stage/share/bridgecheck/version"
# The Foundation-only modules `bridgecheck fuzz libfuzzer` compiles into a fuzzer with the app's
# decoder (FuzzLibFuzzerCommand.modules), so an installed bridgecheck builds fuzzers without a checkout.
for module in BridgePattern BridgeJSON BridgeContract BridgeRuntime BridgeGenerate BridgeLibFuzzer; do
  mkdir -p "$stage/share/bridgecheck/sources/Sources"
  cp -R "Sources/$module" "$stage/share/bridgecheck/sources/Sources/"
done

# Nothing may still come from the toolchain folder.
if [ "$os" = Linux ]; then
  for binary in "$stage"/bin/*; do
    if ldd "$binary" | grep -q "$toolchain/"; then
      echo "install.sh: $(basename "$binary") still loads libraries from $toolchain:" >&2
      ldd "$binary" | grep "$toolchain/" >&2
      exit 1
    fi
  done
fi

mkdir -p "$prefix/bin" "$prefix/lib/bridgecheck" "$prefix/share/bridgecheck"
cp -f "$stage"/bin/* "$prefix/bin/"
cp -f "$stage"/lib/bridgecheck/* "$prefix/lib/bridgecheck/" 2>/dev/null || true
cp -f "$stage/share/bridgecheck/version" "$prefix/share/bridgecheck/"
rm -rf "$prefix/share/bridgecheck/sources"
cp -R "$stage/share/bridgecheck/sources" "$prefix/share/bridgecheck/"
echo "install.sh: installed $(ls "$stage/bin" | tr '\n' ' ')into $prefix/bin ($version, $commit)" >&2
