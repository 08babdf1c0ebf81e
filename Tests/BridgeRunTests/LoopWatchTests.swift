import BridgeRunWebKitGTK
import Foundation
import XCTest

/// The watch that holds a run's time from outside the web engine: a run loop stuck in a modal loop
/// of GTK's (the print dialog) stopped beating, and nothing ended the run. The watch's actions are
/// replaced here by recorders, so the test sees what it would do without killing anything.
final class LoopWatchTests: XCTestCase {
    private final class Events: @unchecked Sendable {
        let lock = NSLock()
        var stalls = 0
        var messages: [String] = []
    }

    /// A loop that stops beating: the web processes are killed once, then the run is given up
    /// on with a message naming the page.
    func testALoopThatStopsBeatingIsKilledThenGivenUpOn() {
        let events = Events()
        let gaveUp = expectation(description: "given up")
        let watch = LoopWatch(
            stall: 0.3, grace: 0.3, poll: 0.02,
            onStall: { events.lock.withLock { events.stalls += 1 } },
            giveUp: { text in
                events.lock.withLock { events.messages.append(text) }
                gaveUp.fulfill()
            })
        watch.beat(page: "stuck/index.html")
        wait(for: [gaveUp], timeout: 30)
        watch.stop()
        events.lock.withLock {
            XCTAssertEqual(events.stalls, 1)
            XCTAssertEqual(events.messages.count, 1)
            XCTAssertTrue(events.messages.first?.hasPrefix("error: the web engine stopped answering during stuck/index.html for ") ?? false, "\(events.messages)")
            XCTAssertTrue(events.messages.first?.hasSuffix(" s; the run is ended\n") ?? false, "\(events.messages)")
        }
    }

    /// A loop that keeps beating is never acted on, however long it runs.
    func testALoopThatBeatsIsLeftAlone() {
        let events = Events()
        let watch = LoopWatch(
            stall: 2, grace: 2, poll: 0.02,
            onStall: { events.lock.withLock { events.stalls += 1 } },
            giveUp: { text in events.lock.withLock { events.messages.append(text) } })
        for _ in 0..<60 {
            watch.beat(page: "busy/index.html")
            usleep(50_000)
        }
        watch.stop()
        events.lock.withLock {
            XCTAssertEqual(events.stalls, 0)
            XCTAssertEqual(events.messages, [])
        }
    }

    func testTheMessageWithoutAPage() {
        XCTAssertEqual(LoopWatch.message(page: nil, seconds: 25.7), "error: the web engine stopped answering for 25 s; the run is ended\n")
    }
}
