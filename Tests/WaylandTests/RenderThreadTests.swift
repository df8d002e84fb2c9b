@testable import Wayland
import Foundation
import XCTest

/// The thread a presenter runs its loop on: it runs until asked to stop, and `join` returns
/// only once its body has returned.
final class RenderThreadTests: XCTestCase {
    func testJoinWaitsForTheBodyToReturn() {
        let log = Log()
        let started = DispatchSemaphore(value: 0)
        let thread = RenderThread(name: "render-test") { shouldStop in
            started.signal()
            while !shouldStop() {
                usleep(1000)
            }
            // Still running after the stop request: join must wait for this.
            usleep(20_000)
            log.append("body returned")
        }
        thread.start()
        started.wait()
        log.append("stop requested")
        thread.requestStop()
        thread.join()
        log.append("joined")
        XCTAssertEqual(log.entries, ["stop requested", "body returned", "joined"])
        // A second join (stop called twice) returns at once.
        thread.join()
    }

    func testTheBodyRunsOnAThreadOfItsOwn() {
        let log = Log()
        let thread = RenderThread(name: "render-test") { _ in
            log.append(Thread.isMainThread ? "main thread" : "own thread")
        }
        thread.start()
        thread.join()
        XCTAssertEqual(log.entries, ["own thread"])
    }

    /// What the body holds (a presenter and its window) goes before `join` returns, not when the system thread
    /// ends later: the main thread must not dispatch events to a window of a stopped renderer.
    func testWhatTheBodyHoldsIsReleasedBeforeJoinReturns() {
        let log = Log()
        let thread = RenderThread(name: "render-test") { [held = SlowToRelease(log: log)] _ in
            withExtendedLifetime(held) {}
        }
        thread.start()
        thread.join()
        log.append("joined")
        XCTAssertEqual(log.entries, ["released", "joined"])
    }
}

/// Takes 50 ms to go, so a release after the join's signal shows in the log's order.
private final class SlowToRelease: @unchecked Sendable {
    let log: Log
    init(log: Log) { self.log = log }
    deinit {
        usleep(50_000)
        log.append("released")
    }
}

/// Entries appended from several threads.
private final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String] = []

    func append(_ entry: String) { lock.withLock { values.append(entry) } }
    var entries: [String] { lock.withLock { values } }
}
