import Combine
import XCTest

/// `@Published` and `ObservableObject` as on iOS (the change published before the property holds it),
/// `assign(to: &$property)`, and publishers read with `for await` through `values` (iOS 15).
final class PublishedAndAsyncTests: XCTestCase {
    private final class Counter: ObservableObject {
        @Published var count = 0
        @Published var label = ""

        init() {
            $count.map { "\($0) taps" }.assign(to: &$label)
        }
    }

    func testPublishedEmitsBeforeTheStoredValueChanges() {
        let counter = Counter()
        var seen: [(published: Int, stored: Int)] = []
        var willChange = 0
        let changes = counter.objectWillChange.sink { willChange += 1 }
        let counts = counter.$count.sink { [unowned counter] in seen.append(($0, counter.count)) }
        counter.count = 1
        XCTAssertEqual(seen.map(\.published), [0, 1])
        XCTAssertEqual(seen.map(\.stored), [0, 0], "willSet: the property still holds the old value")
        XCTAssertEqual(willChange, 2, "count, then the label assigned from it")
        XCTAssertEqual(counter.label, "1 taps")
        changes.cancel()
        counts.cancel()
    }

    func testValuesReadsAPublisherWithForAwait() async throws {
        var numbers: [Int] = []
        for await number in [1, 2, 3].publisher.values {
            numbers.append(number)
        }
        XCTAssertEqual(numbers, [1, 2, 3])

        struct Broken: Error {}
        let throwing: AsyncThrowingPublisher = Fail<Int, Broken>(error: Broken()).values
        do {
            for try await _ in throwing {}
            XCTFail("no error")
        } catch {
            XCTAssertTrue(error is Broken)
        }
        let answer = try await Future<Int, Error> { promise in promise(.success(42)) }.value
        XCTAssertEqual(answer, 42)
    }
}
