import BridgeContract
import BridgeReport
import Foundation

/// `bridgecheck fuzz init-clusterfuzzlite`: the files that let ClusterFuzzLite (and OSS-Fuzz,
/// whose build.sh is the same) build and run the contract-aware libFuzzer target of a team's
/// decoder, on every pull request and in batch.
enum FuzzClusterFuzzLiteCommand {
    struct Options: CommandOptions {
        var manifest: String?
        var handler: String?
        var decode: String?
        var project: String?
        var reset: String?
        var force = false
        /// The decoder's Swift files or folders, relative to the repository root.
        var positionals: [String] = []
    }

    static let spec = CommandSpec(
        path: ["fuzz", "init-clusterfuzzlite"],
        summary: "Write ClusterFuzzLite's files (and GitHub workflows) that build and run `fuzz libfuzzer` for your decoder.",
        discussion: """
            Writes .clusterfuzzlite/Dockerfile, build.sh and project.yaml, and the GitHub Actions
            workflows .github/workflows/cflite_pr.yml (fuzzing each pull request's change) and
            cflite_batch.yml (longer runs on a schedule that grow the corpus). build.sh builds
            bridgecheck from the package's dependency checkout (.build/checkouts/bridgecheck, after
            `swift package resolve`; or $BRIDGECHECK_SOURCES, or a built $BRIDGECHECK), runs
            `bridgecheck fuzz libfuzzer` with the engine's $SANITIZER, and puts the binary and its seed
            corpus in $OUT; the same build.sh serves an OSS-Fuzz project. Paths are relative to the
            repository root (the current folder).
            """,
        options: [
            Commands.manifestOption(\Options.manifest),
            .text("handler", \.handler, value: "NAME", help: "The handler whose messages the decoder reads."),
            .text("decode", \.decode, value: "EXPR", help: "Swift expression of type ([UInt8]) throws -> T (as for fuzz libfuzzer)."),
            .text("project", \.project, value: "NAME", help: "The project's name in the builder image (default: this folder's name)."),
            .text("reset", \.reset, value: "EXPR", help: "Fuzz sequences of messages, resetting the decoder's state with EXPR (() -> Void) before each (as fuzz libfuzzer --sequences --reset)."),
            .flag("force", \.force, help: "Replace files that are already there."),
        ],
        positionals: [PositionalSpec(name: "SOURCE", help: "The decoder's Swift files or folders, relative to the repository root.", optional: false, variadic: true)],
        exitCodes: "Exit codes: 0 written, 2 usage error or a file already there.",
        run: run)

    static func run(_ options: Options, _ console: Console) -> Int32 {
        let (handler, decode, given) = FuzzLibFuzzerCommand.decoderTarget(handler: options.handler, decode: options.decode)
        var problems = given
        let manifest = options.manifest ?? Manifest.defaultFileName
        do {
            let loaded = try ManifestLoader.load(contentsOf: manifest)
            if !handler.isEmpty, loaded.handler(named: handler) == nil {
                problems.append("\(manifest) has no handler '\(handler)'; it has \(loaded.handlers.map(\.name).joined(separator: ", "))")
            }
        } catch {
            problems.append("\(error)")
        }
        for source in options.positionals where !FileManager.default.fileExists(atPath: source) { problems.append("\(source): no such file or folder") }
        for path in options.positionals + [manifest] where path.hasPrefix("/") || path.hasPrefix("..") {
            problems.append("\(path): give paths inside the repository, relative to its root (the image copies only the repository)")
        }
        let cwd = FileManager.default.currentDirectoryPath
        let project = options.project ?? URL(fileURLWithPath: cwd).lastPathComponent
        if project.isEmpty || !project.allSatisfy({ $0.isLetter || $0.isNumber || "-_.".contains($0) }) {
            problems.append("--project \(project): use letters, digits, '-', '_' or '.'")
        }
        let files = Self.files(project: project, manifest: manifest, handler: handler, decode: decode, sources: options.positionals, reset: options.reset)
        if !options.force {
            for (path, _) in files where FileManager.default.fileExists(atPath: path) { problems.append("\(path) already exists; --force replaces it") }
        }
        guard problems.isEmpty else {
            for problem in problems { console.err("error: \(problem)\n") }
            return ExitCode.usage
        }
        for (path, text) in files {
            do {
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try AtomicFile.write(Data(text.utf8), to: path)
                if path.hasSuffix(".sh") { try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path) }
            } catch {
                console.err("error: \(path): cannot write it: \(error.localizedDescription)\n")
                return ExitCode.usage
            }
        }
        console.out(files.map { "wrote \($0.0)\n" }.joined())
        console.out("The fuzzer is bridgecheck-\(handler). Try the build locally with OSS-Fuzz's helper: python infra/helper.py build_fuzzers --external $PWD --sanitizer address\n")
        return ExitCode.ok
    }

    /// Shell-quoted for build.sh (single quotes, a quote inside closed and reopened).
    static func quote(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }

    static func files(project: String, manifest: String, handler: String, decode: String, sources: [String], reset: String? = nil) -> [(String, String)] {
        let sequences = reset.map { " --sequences --reset \(quote($0))" } ?? ""
        let dockerfile = """
            # ClusterFuzzLite / OSS-Fuzz image: the Swift builder with libxml2 (bridgecheck's HTML parser).
            # Written by `bridgecheck fuzz init-clusterfuzzlite`.
            FROM gcr.io/oss-fuzz-base/base-builder-swift:v1
            RUN apt-get update && apt-get install -y --no-install-recommends libxml2-dev pkg-config zip curl
            # bridgecheck for build.sh: a release bundle (bridgecheck-linux-x86_64.tar.gz from
            # bridgecheck's releases; set its URL here), unpacked into /usr/local. Without one,
            # build.sh builds bridgecheck from $BRIDGECHECK_SOURCES or the package's dependency checkout.
            ARG BRIDGECHECK_BUNDLE=
            RUN if [ -n "$BRIDGECHECK_BUNDLE" ]; then curl -fsSL "$BRIDGECHECK_BUNDLE" | tar -xz -C /usr/local; fi
            COPY . $SRC/\(project)
            WORKDIR $SRC/\(project)
            COPY .clusterfuzzlite/build.sh $SRC/

            """
        let buildScript = """
            #!/bin/bash -eu
            # Builds the contract-aware libFuzzer target of the '\(handler)' decoder into $OUT, with the
            # environment ClusterFuzzLite and OSS-Fuzz set ($SRC, $OUT, $WORK, $SANITIZER).
            # Written by `bridgecheck fuzz init-clusterfuzzlite`; the same file serves an OSS-Fuzz project.
            cd "$SRC/\(project)"
            WORK="${WORK:-$(mktemp -d)}"

            # bridgecheck: $BRIDGECHECK (a built binary), else the image's (on PATH), else built from
            # $BRIDGECHECK_SOURCES (a checkout of bridgecheck), else from this package's dependency
            # checkout. An app without a Package.swift (an Xcode project) needs one of the first three.
            if [ -z "${BRIDGECHECK:-}" ] && command -v bridgecheck >/dev/null; then BRIDGECHECK=$(command -v bridgecheck); fi
            if [ -z "${BRIDGECHECK:-}" ]; then
              if [ -z "${BRIDGECHECK_SOURCES:-}" ]; then
                if [ ! -f Package.swift ]; then
                  echo "build.sh: no bridgecheck: set BRIDGECHECK_BUNDLE in .clusterfuzzlite/Dockerfile (a release bundle), or BRIDGECHECK (a built bridgecheck) or BRIDGECHECK_SOURCES (a checkout of bridgecheck); this project has no Package.swift to take it from" >&2
                  exit 1
                fi
                swift package resolve >/dev/null
                BRIDGECHECK_SOURCES="$PWD/.build/checkouts/bridgecheck"
              fi
              if [ ! -f "$BRIDGECHECK_SOURCES/Sources/BridgeLibFuzzer/LibFuzzerDriver.swift" ]; then
                echo "build.sh: BRIDGECHECK_SOURCES=$BRIDGECHECK_SOURCES is not a checkout of bridgecheck" >&2
                exit 1
              fi
              export BRIDGECHECK_SOURCES
              (cd "$BRIDGECHECK_SOURCES" && swift build -c release --product bridgecheck)
              BRIDGECHECK="$BRIDGECHECK_SOURCES/.build/release/bridgecheck"
            fi

            # libFuzzer with the engine's sanitizer (coverage and introspector builds take none).
            case "${SANITIZER:-address}" in
              address|undefined|thread) sanitizers="fuzzer,$SANITIZER" ;;
              *) sanitizers="fuzzer" ;;
            esac
            target=bridgecheck-\(handler)
            "$BRIDGECHECK" fuzz libfuzzer --manifest \(quote(manifest)) --handler \(quote(handler)) --decode \(quote(decode))\(sequences) \\
              --sanitizers "$sanitizers" --output "$WORK/$target" ${BRIDGECHECK_LIBFUZZER_FLAGS:-} \\
              \(sources.map(quote).joined(separator: " "))
            cp "$WORK/$target/fuzz-\(handler)" "$OUT/$target"
            # The seed corpus the engine starts from: $OUT/<target>_seed_corpus.zip.
            rm -f "$OUT/${target}_seed_corpus.zip"
            if command -v zip >/dev/null; then
              (cd "$WORK/$target/corpus" && zip -q -r "$OUT/${target}_seed_corpus.zip" .)
            else
              (cd "$WORK/$target/corpus" && python3 -c 'import os, sys, zipfile; z = zipfile.ZipFile(sys.argv[1], "w"); [z.write(n) for n in sorted(os.listdir("."))]; z.close()' "$OUT/${target}_seed_corpus.zip")
            fi

            """
        let projectYAML = "language: swift\n"
        let pullRequests = """
            # Fuzzes each pull request's change with the contract-aware libFuzzer target (bridgecheck).
            name: ClusterFuzzLite PR fuzzing
            on:
              pull_request:
                paths:
                  - '**'
            permissions: read-all
            jobs:
              PR:
                runs-on: ubuntu-latest
                permissions:
                  contents: read
                  security-events: write   # to upload the SARIF
                concurrency:
                  group: ${{ github.workflow }}-${{ matrix.sanitizer }}-${{ github.ref }}
                  cancel-in-progress: true
                strategy:
                  fail-fast: false
                  matrix:
                    sanitizer: [address]
                steps:
                  - name: Build fuzzers (${{ matrix.sanitizer }})
                    id: build
                    uses: google/clusterfuzzlite/actions/build_fuzzers@v1
                    with:
                      language: swift
                      github-token: ${{ secrets.GITHUB_TOKEN }}
                      sanitizer: ${{ matrix.sanitizer }}
                  - name: Run fuzzers (${{ matrix.sanitizer }})
                    id: run
                    uses: google/clusterfuzzlite/actions/run_fuzzers@v1
                    with:
                      github-token: ${{ secrets.GITHUB_TOKEN }}
                      fuzz-seconds: 300
                      mode: 'code-change'
                      sanitizer: ${{ matrix.sanitizer }}
                      output-sarif: true
                  - name: Upload SARIF
                    if: always() && steps.build.outcome == 'success'
                    uses: github/codeql-action/upload-sarif@v3
                    with:
                      sarif_file: cifuzz-sarif/results.sarif
                      checkout_path: cifuzz-sarif
                      category: clusterfuzzlite

            """
        let batch = """
            # Longer runs on a schedule: they grow the corpus the pull-request runs start from.
            name: ClusterFuzzLite batch fuzzing
            on:
              schedule:
                - cron: '0 3 * * *'
              workflow_dispatch:
            permissions: read-all
            jobs:
              BatchFuzzing:
                runs-on: ubuntu-latest
                strategy:
                  fail-fast: false
                  matrix:
                    sanitizer: [address]
                steps:
                  - name: Build fuzzers (${{ matrix.sanitizer }})
                    id: build
                    uses: google/clusterfuzzlite/actions/build_fuzzers@v1
                    with:
                      language: swift
                      sanitizer: ${{ matrix.sanitizer }}
                  - name: Run fuzzers (${{ matrix.sanitizer }})
                    id: run
                    uses: google/clusterfuzzlite/actions/run_fuzzers@v1
                    with:
                      github-token: ${{ secrets.GITHUB_TOKEN }}
                      fuzz-seconds: 3600
                      mode: 'batch'
                      sanitizer: ${{ matrix.sanitizer }}
                      output-sarif: true
                      # Keep the corpus between runs in a repository of its own (recommended):
                      # storage-repo: https://${{ secrets.PERSONAL_ACCESS_TOKEN }}@github.com/OWNER/STORAGE-REPO.git

            """
        let cron = """
            # Daily corpus pruning: drops the inputs that add no coverage, so the corpus the other
            # runs start from stays small. Use the same storage-repo as the batch workflow.
            name: ClusterFuzzLite cron tasks
            on:
              schedule:
                - cron: '0 0 * * *'
              workflow_dispatch:
            permissions: read-all
            jobs:
              Pruning:
                runs-on: ubuntu-latest
                steps:
                  - name: Build fuzzers
                    id: build
                    uses: google/clusterfuzzlite/actions/build_fuzzers@v1
                    with:
                      language: swift
                  - name: Prune the corpus
                    id: run
                    uses: google/clusterfuzzlite/actions/run_fuzzers@v1
                    with:
                      github-token: ${{ secrets.GITHUB_TOKEN }}
                      fuzz-seconds: 600
                      mode: 'prune'
                      # storage-repo: https://${{ secrets.PERSONAL_ACCESS_TOKEN }}@github.com/OWNER/STORAGE-REPO.git

            """
        return [
            (".clusterfuzzlite/Dockerfile", dockerfile), (".clusterfuzzlite/build.sh", buildScript), (".clusterfuzzlite/project.yaml", projectYAML),
            (".github/workflows/cflite_pr.yml", pullRequests), (".github/workflows/cflite_batch.yml", batch), (".github/workflows/cflite_cron.yml", cron),
        ]
    }
}
