import Foundation
@testable import UIKit
import XCTest

/// UILocalizedIndexedCollation: each language's section letters, the section of a string by its first letter
/// (accents, case and width folded, a language's own letters kept, kana by row, Hangul by first consonant), the
/// selector read as a stored property, and the order within a section.
final class LocalizedIndexedCollationTests: XCTestCase {
    /// A model object as older iOS code writes one, with the name the selector names.
    private final class Contact {
        let name: String
        var nickname: String?
        init(_ name: String, nickname: String? = nil) {
            self.name = name
            self.nickname = nickname
        }
    }

    private final class Colleague {
        let fullName: String
        init(_ fullName: String) { self.fullName = fullName }
    }

    func testEnglishHasTheLettersAToZAndAHashForTheRest() {
        onMainActor {
            let collation = UILocalizedIndexedCollation(localization: "en")
            XCTAssertEqual(collation.sectionTitles.count, 27)
            XCTAssertEqual(collation.sectionTitles.first, "A")
            XCTAssertEqual(collation.sectionTitles.last, "#")
            XCTAssertEqual(collation.sectionIndexTitles, collation.sectionTitles)
            XCTAssertEqual(collation.section(forSectionIndexTitleAt: 4), 4)
            let titles = ["apple", "Émile", "Øystein", "ßeta", "Łukasz", "zoë", "Ｗide", "42 Street", "", "  banana", "Ωmega"].map {
                collation.sectionTitles[collation.section(for: Contact($0), collationStringSelector: Selector("name"))]
            }
            XCTAssertEqual(titles, ["A", "E", "O", "S", "L", "Z", "W", "#", "#", "B", "#"])
        }
    }

    func testALanguagesOwnLettersKanaAndHangul() {
        onMainActor {
            let swedish = UILocalizedIndexedCollation(localization: "sv-SE")
            XCTAssertEqual(Array(swedish.sectionTitles.suffix(4)), ["Å", "Ä", "Ö", "#"])
            XCTAssertEqual(["Åsa", "ärlig", "Östen", "Émile", "Aron"].map { swedish.sectionTitles[swedish.section(for: $0, collationStringSelector: "self")] },
                           ["Å", "Ä", "Ö", "E", "A"])
            let danish = UILocalizedIndexedCollation(localization: "da")
            XCTAssertEqual(danish.sectionTitles[danish.section(for: "Øre", collationStringSelector: "description")], "Ø")
            let japanese = UILocalizedIndexedCollation(localization: "ja")
            XCTAssertEqual(japanese.sectionTitles.count, 26 + 10 + 1)
            XCTAssertEqual(["カメラ", "さくら", "ぎんこう", "ラーメン", "ゆき", "をかし", "Tokyo", "東京"].map { japanese.sectionTitles[japanese.section(for: $0, collationStringSelector: "self")] },
                           ["か", "さ", "か", "ら", "や", "わ", "T", "#"])
            let korean = UILocalizedIndexedCollation(localization: "ko")
            XCTAssertEqual(["한국", "서울", "까치", "부산"].map { korean.sectionTitles[korean.section(for: $0, collationStringSelector: "self")] },
                           ["ㅎ", "ㅅ", "ㄱ", "ㅂ"])
            let russian = UILocalizedIndexedCollation(localization: "ru")
            XCTAssertEqual(russian.sectionTitles.first, "А")
            XCTAssertEqual(["Ёлка", "яблоко", "Moscow"].map { russian.sectionTitles[russian.section(for: $0, collationStringSelector: "self")] },
                           ["Е", "Я", "M"])
            XCTAssertEqual(UILocalizedIndexedCollation(localization: "de").sectionTitles, UILocalizedIndexedCollation(localization: "en").sectionTitles)
        }
    }

    func testSortingWithinASectionFoldsCaseAndAccentsAndKeepsEqualsInOrder() {
        onMainActor {
            let collation = UILocalizedIndexedCollation(localization: "en")
            let contacts = ["banana", "Émile", "apple", "Apple", "eve", "Edgar", "apple"].map { Contact($0) }
            let sorted = collation.sortedArray(from: contacts, collationStringSelector: Selector("name")) as! [Contact]
            XCTAssertEqual(sorted.map(\.name), ["Apple", "apple", "apple", "banana", "Edgar", "Émile", "eve"])
            XCTAssertTrue(sorted[1] === contacts[2] && sorted[2] === contacts[6], "equal strings keep their order")
            let nicknamed = [Contact("x", nickname: "Zed"), Contact("y", nickname: nil), Contact("z", nickname: "Al")]
            XCTAssertEqual((collation.sortedArray(from: nicknamed, collationStringSelector: "nickname") as! [Contact]).map(\.name), ["y", "z", "x"],
                           "an optional property is read through, nil as empty")
            let colleagues = ["Zoe Park", "ada Lovelace", "Émile Borel"].map(Colleague.init)
            XCTAssertEqual(collation.sortedArray(from: colleagues, collationStringKeyPath: \.fullName).map(\.fullName), ["ada Lovelace", "Émile Borel", "Zoe Park"])
            XCTAssertEqual(collation.section(for: colleagues[2], collationStringKeyPath: \.fullName), 4)
        }
    }

    func testTheCurrentCollationIsTheAppsLanguages() {
        onMainActor {
            let current = UILocalizedIndexedCollation.current()
            XCTAssertEqual(current.sectionTitles.last, "#")
            XCTAssertTrue(current.sectionTitles.contains("A"))
            XCTAssertEqual(current.sectionIndexTitles.count, current.sectionTitles.count)
        }
    }
}
