import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGINT (Ctrl-C) and SIGTERM (what CI sends on cancel, and `timeout`, and `kill`) end a long
/// command the same way: it stops taking new work, writes what it has, and exits 130. While a
/// watch is held, neither signal kills the process; `handler` runs (on a global queue) with the
/// signal's number.
final class Interruption {
    static let signals = [SIGINT, SIGTERM]
    private var sources: [DispatchSourceSignal] = []

    init(_ handler: @escaping @Sendable (Int32) -> Void) {
        for number in Self.signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { handler(number) }
            source.resume()
            sources.append(source)
        }
    }

    /// Ends the watch: the signals act as they did before it (end the process).
    func cancel() {
        for source in sources { source.cancel() }
        sources.removeAll()
        for number in Self.signals { signal(number, SIG_DFL) }
    }

    deinit { cancel() }
}
