import Combine
import XCTest

/// `Timer.publish(every:on:in:)` under Apple's names: a connectable publisher of dates on a run loop, started by
/// `connect()` or `autoconnect()`, stopped by cancelling.
final class TimerPublisherTests: XCTestCase {
    func testAutoconnectedTimerTicksOnTheMainRunLoop() {
        let ticked = expectation(description: "three ticks")
        var dates: [Date] = []
        let start = Date()
        let subscription = Timer.publish(every: 0.02, on: .main, in: .common)
            .autoconnect()
            .prefix(3)
            .sink(receiveCompletion: { _ in ticked.fulfill() }, receiveValue: { date in
                XCTAssertTrue(Thread.isMainThread)
                dates.append(date)
            })
        wait(for: [ticked], timeout: 10)
        XCTAssertEqual(dates.count, 3)
        XCTAssertEqual(dates, dates.sorted())
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.06 - 0.005)
        subscription.cancel()
    }

    func testNothingBeforeConnectAndNothingAfterCancel() {
        let publisher: Timer.TimerPublisher = Timer.publish(every: 0.02, tolerance: 0.01, on: RunLoop.main, in: .default)
        var ticks = 0
        let subscription = publisher.sink { _ in ticks += 1 }
        RunLoop.main.run(until: Date().addingTimeInterval(0.1))
        XCTAssertEqual(ticks, 0, "not connected")
        let ticked = expectation(description: "ticked")
        let observer = publisher.first().sink { _ in ticked.fulfill() }
        let connection = publisher.connect()
        wait(for: [ticked], timeout: 10)
        XCTAssertGreaterThan(ticks, 0)
        connection.cancel()
        let stopped = ticks
        RunLoop.main.run(until: Date().addingTimeInterval(0.1))
        XCTAssertEqual(ticks, stopped, "no tick after the connection is cancelled")
        subscription.cancel()
        observer.cancel()
    }
}
