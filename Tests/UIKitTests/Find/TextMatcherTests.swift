@testable import UIKit
import XCTest

/// Where a find session's query matches: anywhere, at a word's start, or whole words; case-insensitively by default.
final class TextMatcherTests: XCTestCase {
    private func matches(_ query: String, in text: String, _ method: UITextSearchOptions.WordMatchMethod, _ options: NSString.CompareOptions = .caseInsensitive) -> [String] {
        TextMatcher.ranges(of: query, in: text, wordMatch: method, compare: options).map { (text as NSString).substring(with: $0) + "@\($0.location)" }
    }

    func testWordMatchMethods() {
        let text = "Cat scatter cats, cat_nap CAT."
        XCTAssertEqual(matches("cat", in: text, .contains), ["Cat@0", "cat@5", "cat@12", "cat@18", "CAT@26"])
        XCTAssertEqual(matches("cat", in: text, .startsWith), ["Cat@0", "cat@12", "cat@18", "CAT@26"])
        XCTAssertEqual(matches("cat", in: text, .fullWord), ["Cat@0", "CAT@26"], "cat_nap's underscore joins the word")
        XCTAssertEqual(matches("cat", in: text, .contains, []), ["cat@5", "cat@12", "cat@18"], "case-sensitive when asked")
    }

    func testMatchesDoNotOverlapAndEmptyInputsFindNothing() {
        XCTAssertEqual(matches("aa", in: "aaaaa", .contains), ["aa@0", "aa@2"])
        XCTAssertEqual(matches("", in: "abc", .contains), [])
        XCTAssertEqual(matches("x", in: "", .contains), [])
        XCTAssertEqual(matches("é", in: "Café, CAFÉ", .contains), ["é@3", "É@9"], "UTF-16 offsets, folded case")
    }
}
