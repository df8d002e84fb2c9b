import UIKit
import XCTest

/// The networking names `import UIKit` brings on iOS (Foundation's URL loading), used as app code uses them with
/// no other import.
final class NetworkingNamesTests: XCTestCase {
    func testURLLoadingTypesAreNamedByUIKitAlone() throws {
        var request = URLRequest(url: try XCTUnwrap(URL(string: "https://example.com/api/items?page=2")))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONEncoder().encode(["name": "Ada"])
        request.timeoutInterval = 15
        request.cachePolicy = .reloadIgnoringLocalCacheData
        XCTAssertEqual(request.value(forHTTPHeaderField: "Content-Type"), "application/json")

        let response = try XCTUnwrap(HTTPURLResponse(url: try XCTUnwrap(request.url), statusCode: 201,
                                                     httpVersion: "HTTP/1.1", headerFields: ["Location": "/items/7"]))
        XCTAssertTrue((200..<300).contains(response.statusCode))
        XCTAssertEqual(response.value(forHTTPHeaderField: "Location"), "/items/7")

        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 10
        let session = URLSession(configuration: configuration)
        let task = session.dataTask(with: request) { data, response, error in
            _ = (data, response as? HTTPURLResponse, error as? URLError)
        }
        XCTAssertEqual(task.state, .suspended)
        task.cancel()
        session.invalidateAndCancel()
        let loader: (URL) async throws -> (Data, URLResponse) = { try await URLSession.shared.data(from: $0) }
        _ = loader
    }
}
