import Combine
import XCTest

/// `combineLatest` and `merge`, which this module adds to OpenCombine, behave as Apple's: the latest of each once all
/// have published, interleaving in arrival order, completion when all finish, failure at once.
final class CombiningOperatorTests: XCTestCase {
    private struct Broken: Error, Equatable {}

    func testCombineLatestPublishesOnceEveryUpstreamHasAValue() {
        let email = PassthroughSubject<String, Never>(), password = PassthroughSubject<String, Never>()
        var valid: [Bool] = []
        var finished = false
        let subscription = Publishers.CombineLatest(email, password)
            .map { $0.contains("@") && $1.count >= 8 }
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { valid.append($0) })
        email.send("a@b.c")
        XCTAssertEqual(valid, [], "no password yet")
        password.send("short")
        password.send("long enough")
        email.send("nobody")
        XCTAssertEqual(valid, [false, true, false])
        email.send(completion: .finished)
        XCTAssertFalse(finished, "the other is still open")
        password.send(completion: .finished)
        XCTAssertTrue(finished)
        subscription.cancel()
    }

    func testCombineLatestOfPublishedPropertiesAndThreeAndFour() {
        final class Form: ObservableObject {
            @Published var name = ""
            @Published var age = 0
            @Published var agreed = false
        }
        let form = Form()
        var summaries: [String] = []
        let three = form.$name.combineLatest(form.$age, form.$agreed) { "\($0) \($1) \($2)" }.sink { summaries.append($0) }
        form.name = "Ada"
        form.agreed = true
        XCTAssertEqual(summaries, [" 0 false", "Ada 0 false", "Ada 0 true"], "the current values at once, then each change")
        var sums: [Int] = []
        let four = Just(1).combineLatest(Just(2), Just(3), Just(4)).map { $0 + $1 + $2 + $3 }.sink { sums.append($0) }
        XCTAssertEqual(sums, [10])
        three.cancel()
        four.cancel()
    }

    func testCombineLatestFailsAsSoonAsOneUpstreamFails() {
        let a = PassthroughSubject<Int, Broken>(), b = PassthroughSubject<Int, Broken>()
        var failure: Broken?
        var values: [Int] = []
        let subscription = a.combineLatest(b, +).sink(receiveCompletion: {
            if case .failure(let error) = $0 { failure = error }
        }, receiveValue: { values.append($0) })
        a.send(1)
        b.send(2)
        b.send(completion: .failure(Broken()))
        a.send(5)
        XCTAssertEqual(values, [3])
        XCTAssertEqual(failure, Broken())
        subscription.cancel()
    }

    func testCombineLatestWaitsForDemand() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        let subscriber = DemandRecorder<(Int, Int)>()
        Publishers.CombineLatest(a, b).subscribe(subscriber)
        a.send(1)
        b.send(1)
        b.send(2)
        XCTAssertEqual(subscriber.values.map { [$0.0, $0.1] }, [], "nothing asked for")
        subscriber.subscription?.request(.max(1))
        XCTAssertEqual(subscriber.values.map { [$0.0, $0.1] }, [[1, 2]], "the newest combination")
        a.send(3)
        XCTAssertEqual(subscriber.values.count, 1)
        subscriber.subscription?.request(.max(1))
        XCTAssertEqual(subscriber.values.map { [$0.0, $0.1] }, [[1, 2], [3, 2]])
        subscriber.subscription?.cancel()
    }

    func testMergeInterleavesAndFinishesWhenAllFinish() {
        let taps = PassthroughSubject<String, Never>(), keys = PassthroughSubject<String, Never>()
        var events: [String] = []
        var finished = false
        let subscription = taps.merge(with: keys).sink(receiveCompletion: { _ in finished = true }, receiveValue: { events.append($0) })
        taps.send("tap")
        keys.send("return")
        taps.send("tap")
        taps.send(completion: .finished)
        keys.send("space")
        XCTAssertFalse(finished)
        keys.send(completion: .finished)
        XCTAssertEqual(events, ["tap", "return", "tap", "space"])
        XCTAssertTrue(finished)
        subscription.cancel()
    }

    func testMergeManyAndTheWiderMerges() {
        var numbers: [Int] = []
        let many = Publishers.MergeMany([Just(1), Just(2)]).merge(with: Just(3)).collect().sink { numbers = $0 }
        XCTAssertEqual(numbers, [1, 2, 3])
        var all: [Int] = []
        let eight = Just(1).merge(with: Just(2), Just(3), Just(4), Just(5), Just(6), Just(7), Just(8)).collect().sink { all = $0 }
        XCTAssertEqual(all, Array(1...8))
        let chained = Publishers.Merge(Just(1), Just(2)).merge(with: Just(3))
        XCTAssertEqual(chained, Publishers.Merge3(Just(1), Just(2), Just(3)))
        many.cancel()
        eight.cancel()
    }

    func testMergeFailsAsSoonAsOneUpstreamFails() {
        let a = PassthroughSubject<Int, Broken>(), b = PassthroughSubject<Int, Broken>()
        var failure: Broken?
        var values: [Int] = []
        let subscription = Publishers.Merge(a, b).sink(receiveCompletion: {
            if case .failure(let error) = $0 { failure = error }
        }, receiveValue: { values.append($0) })
        a.send(1)
        b.send(completion: .failure(Broken()))
        a.send(2)
        XCTAssertEqual(values, [1])
        XCTAssertEqual(failure, Broken())
        subscription.cancel()
    }
}

/// A subscriber that asks for nothing by itself, so a test decides the demand.
private final class DemandRecorder<Input>: Subscriber {
    typealias Failure = Never
    private(set) var values: [Input] = []
    private(set) var subscription: Subscription?

    func receive(subscription: Subscription) { self.subscription = subscription }

    func receive(_ input: Input) -> Subscribers.Demand {
        values.append(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Never>) {}
}
