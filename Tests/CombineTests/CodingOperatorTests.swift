import Combine
import XCTest

/// Foundation's coders as `TopLevelDecoder`/`TopLevelEncoder`, so `decode(type:decoder:)` and `encode(encoder:)` take
/// them as on iOS; a `data:` URL stands in for the network behind `dataTaskPublisher(for:)`.
final class CodingOperatorTests: XCTestCase {
    private struct Song: Codable, Equatable {
        var title: String
        var seconds: Int
    }

    private let song = Song(title: "Intro", seconds: 90)

    func testJSONRoundTripThroughEncodeAndDecode() throws {
        var decoded: [Song] = []
        var failure: Error?
        let subscription = Just(song)
            .encode(encoder: JSONEncoder())
            .decode(type: Song.self, decoder: JSONDecoder())
            .sink(receiveCompletion: { if case .failure(let error) = $0 { failure = error } }, receiveValue: { decoded.append($0) })
        XCTAssertNil(failure)
        XCTAssertEqual(decoded, [song])
        subscription.cancel()
    }

    func testPropertyListRoundTrip() {
        var decoded: [Song] = []
        let subscription = Just(song)
            .encode(encoder: PropertyListEncoder())
            .decode(type: Song.self, decoder: PropertyListDecoder())
            .replaceError(with: Song(title: "", seconds: 0))
            .sink { decoded.append($0) }
        XCTAssertEqual(decoded, [song])
        subscription.cancel()
    }

    func testBadJSONFailsWithTheDecodingError() {
        var failure: Error?
        let subscription = Just(Data("{\"title\": 3}".utf8))
            .decode(type: Song.self, decoder: JSONDecoder())
            .sink(receiveCompletion: { if case .failure(let error) = $0 { failure = error } }, receiveValue: { _ in })
        XCTAssertTrue(failure is DecodingError, "\(String(describing: failure))")
        subscription.cancel()
    }

    func testDataTaskPublisherDecodesWhatTheURLHolds() throws {
        let json = try JSONEncoder().encode(song)
        let url = try XCTUnwrap(URL(string: "data:application/json;base64," + json.base64EncodedString()))
        let loaded = expectation(description: "loaded")
        var decoded: [Song] = []
        let publisher: URLSession.DataTaskPublisher = URLSession.shared.dataTaskPublisher(for: url)
        let subscription = publisher
            .map(\.data)
            .decode(type: Song.self, decoder: JSONDecoder())
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { completion in
                if case .failure(let error) = completion { XCTFail("\(error)") }
                loaded.fulfill()
            }, receiveValue: { decoded.append($0) })
        wait(for: [loaded], timeout: 20)
        XCTAssertEqual(decoded, [song])
        subscription.cancel()
    }
}
