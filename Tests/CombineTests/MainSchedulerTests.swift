import Combine
import XCTest

/// `DispatchQueue.main`, `RunLoop.main` and `OperationQueue.main` as schedulers: work arrives on the main thread, not
/// before its delay, while the test's wait runs the main run loop. Waits are bounded and generous; only lower bounds
/// of time are checked, so a loaded machine makes them slower, never wrong.
final class MainSchedulerTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    override func tearDown() {
        cancellables = []
        super.tearDown()
    }

    /// Subscribes `publisher` and waits until it finishes; returns its values and whether each came on the main thread.
    private func collect<P: Publisher>(_ publisher: P, timeout: TimeInterval = 10) -> (values: [P.Output], onMain: Bool) where P.Failure == Never {
        let finished = expectation(description: "finished")
        var values: [P.Output] = []
        var onMain = true
        publisher.sink(receiveCompletion: { _ in finished.fulfill() }, receiveValue: { value in
            onMain = onMain && Thread.isMainThread
            values.append(value)
        }).store(in: &cancellables)
        wait(for: [finished], timeout: timeout)
        return (values, onMain)
    }

    func testDelayOnEachMainSchedulerWaitsItsInterval() {
        let start = Date()
        XCTAssertEqual(collect(Just(1).delay(for: .milliseconds(50), scheduler: DispatchQueue.main)).values, [1])
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.05)
        let runLoopStart = Date()
        XCTAssertEqual(collect(Just(2).delay(for: .milliseconds(50), scheduler: RunLoop.main)).values, [2])
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(runLoopStart), 0.05)
        let operationStart = Date()
        XCTAssertEqual(collect(Just(3).delay(for: .milliseconds(50), scheduler: OperationQueue.main)).values, [3])
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(operationStart), 0.05)
    }

    func testReceiveOnMainFromABackgroundQueueRunsOnTheMainThread() {
        let values = [1, 2, 3].publisher.subscribe(on: DispatchQueue.global())
        let dispatched = collect(values.receive(on: DispatchQueue.main))
        XCTAssertEqual(dispatched.values, [1, 2, 3])
        XCTAssertTrue(dispatched.onMain)
        let runLoop = collect(values.receive(on: RunLoop.main))
        XCTAssertEqual(runLoop.values, [1, 2, 3])
        XCTAssertTrue(runLoop.onMain)
        let operations = collect(values.receive(on: OperationQueue.main))
        XCTAssertEqual(operations.values, [1, 2, 3])
        XCTAssertTrue(operations.onMain)
    }

    /// A sleeping main run loop (as the app's is between events) runs work scheduled on it from another thread at once:
    /// Foundation's `perform` alone would leave it asleep until its next timer or event, here the end of the run.
    func testWorkScheduledOnTheMainRunLoopFromAnotherThreadWakesIt() {
        let record = TimeRecord()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) {
            record.scheduledAt = Date()
            RunLoop.main.schedule { record.ranAt = Date() }
        }
        RunLoop.main.run(until: Date().addingTimeInterval(1.5))
        guard let scheduledAt = record.scheduledAt, let ranAt = record.ranAt else { return XCTFail("never ran") }
        XCTAssertLessThan(ranAt.timeIntervalSince(scheduledAt), 1, "ran when scheduled, not when the run ended")
    }

    /// Three values sent at once on the main thread: debounce keeps the last, after the quiet interval.
    func testDebounceOnTheMainRunLoopKeepsTheLastOfABurst() {
        let subject = PassthroughSubject<String, Never>()
        let delivered = expectation(description: "debounced")
        var values: [String] = []
        var deliveredAt: Date?
        subject.debounce(for: .milliseconds(100), scheduler: RunLoop.main).sink { value in
            values.append(value)
            deliveredAt = Date()
            delivered.fulfill()
        }.store(in: &cancellables)
        let sentAt = Date()
        subject.send("s")
        subject.send("sw")
        subject.send("swi")
        XCTAssertEqual(values, [], "nothing before the interval")
        wait(for: [delivered], timeout: 10)
        XCTAssertEqual(values, ["swi"])
        XCTAssertGreaterThanOrEqual(deliveredAt.map { $0.timeIntervalSince(sentAt) } ?? 0, 0.1)
    }

    /// Throttle on the main queue publishes a value at once; of those that come within the interval after it, the
    /// latest (or the first) follows at the interval's end, as Apple's does.
    func testThrottleOnTheMainQueuePublishesTheLatestOrTheFirstAtTheIntervalsEnd() {
        for (latest, expected) in [(true, [1, 4]), (false, [1, 2])] {
            let subject = PassthroughSubject<Int, Never>()
            let first = expectation(description: "first value"), second = expectation(description: "second value")
            var values: [Int] = []
            var times: [Date] = []
            subject.throttle(for: .milliseconds(100), scheduler: DispatchQueue.main, latest: latest).sink { value in
                values.append(value)
                times.append(Date())
                [first, second][values.count - 1].fulfill()
            }.store(in: &cancellables)
            subject.send(1)
            wait(for: [first], timeout: 10)
            subject.send(2)
            subject.send(3)
            subject.send(4)
            wait(for: [second], timeout: 10)
            XCTAssertEqual(values, expected, "latest: \(latest)")
            XCTAssertGreaterThanOrEqual(times[1].timeIntervalSince(times[0]), 0.05, "held for the interval, not sent at once")
        }
    }

    func testRepeatingScheduleOnTheMainRunLoopStopsWhenCancelled() {
        let thrice = expectation(description: "three ticks")
        var ticks = 0
        var cancellable: Cancellable?
        cancellable = RunLoop.main.schedule(after: RunLoop.main.now, interval: .milliseconds(20)) {
            ticks += 1
            if ticks == 3 {
                cancellable?.cancel()
                thrice.fulfill()
            }
        }
        wait(for: [thrice], timeout: 10)
        RunLoop.main.run(until: Date().addingTimeInterval(0.1))
        XCTAssertEqual(ticks, 3, "no tick after cancel")
    }

    func testScheduleAfterOnTheMainQueue() {
        let ran = expectation(description: "ran")
        let queue = DispatchQueue.main
        let due = queue.now.advanced(by: .milliseconds(30))
        queue.schedule(after: due) {
            XCTAssertTrue(Thread.isMainThread)
            XCTAssertGreaterThanOrEqual(queue.now, due)
            ran.fulfill()
        }
        wait(for: [ran], timeout: 10)
    }
}

/// When work was scheduled and when it ran, written from two threads one after the other.
private final class TimeRecord: @unchecked Sendable {
    var scheduledAt: Date?
    var ranAt: Date?
}
