import Foundation

/// Work spread over threads, results in input order: lint's files, and the Swift files
/// `native` parses.
public enum Parallel {
    /// Runs `body` over `items` on `jobs` threads (at most one an item), keeping their order.
    public static func map<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, _ body: @escaping @Sendable (T) -> R) -> [R] {
        guard !items.isEmpty else { return [] }
        let results = ResultSlots<R>(count: items.count)
        let workers = max(1, min(jobs, items.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = results.claim() {
                results.store(body(items[index]), at: index)
            }
        }
        return results.values()
    }
}

/// Slots filled by worker threads: each index is claimed by one worker, then stored.
final class ResultSlots<R>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var slots: [R?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func claim() -> Int? {
        lock.withLock {
            guard next < slots.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func store(_ value: R, at index: Int) { lock.withLock { slots[index] = value } }

    func values() -> [R] { lock.withLock { slots.compactMap { $0 } } }
}
