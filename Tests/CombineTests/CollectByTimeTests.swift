import Combine
import XCTest

/// `collect(.byTime …)` and `collect(.byTimeOrCount …)` on the main queue and run loop, which this module adds to
/// OpenCombine: batches at each interval, at the count, and the rest before the completion.
final class CollectByTimeTests: XCTestCase {
    func testByTimePublishesWhatCameWithinEachInterval() {
        let subject = PassthroughSubject<Int, Never>()
        let published = expectation(description: "a batch")
        var batches: [[Int]] = []
        let subscription = subject.collect(.byTime(DispatchQueue.main, .milliseconds(50))).sink { batch in
            batches.append(batch)
            published.fulfill()
        }
        subject.send(1)
        subject.send(2)
        subject.send(3)
        XCTAssertEqual(batches, [], "held until the interval ends")
        wait(for: [published], timeout: 10)
        XCTAssertEqual(batches, [[1, 2, 3]])
        subscription.cancel()
    }

    func testByTimeOrCountPublishesAtTheCountAndTheRestAtTheEnd() {
        let subject = PassthroughSubject<Int, Never>()
        var batches: [[Int]] = []
        var finished = false
        let subscription = subject.collect(.byTimeOrCount(RunLoop.main, .seconds(60), 2))
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { batches.append($0) })
        subject.send(1)
        subject.send(2)
        subject.send(3)
        XCTAssertEqual(batches, [[1, 2]], "the count reached, at once")
        subject.send(completion: .finished)
        XCTAssertEqual(batches, [[1, 2], [3]], "the rest before the completion")
        XCTAssertTrue(finished)
        subscription.cancel()
    }
}
