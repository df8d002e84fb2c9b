@testable import Wayland
import XCTest

/// Dead keys and Compose sequences through xkbcommon's compose tables, where no input method composes.
final class ComposeTests: XCTestCase {
    private let deadAcute: UInt32 = 0xFE51
    private let multiKey: UInt32 = 0xFF20
    private let e: UInt32 = 0x65
    private let o: UInt32 = 0x6F
    private let c: UInt32 = 0x63
    private let x: UInt32 = 0x78

    func testADeadAcuteThenEGivesEAcuteFromTheLocalesTable() throws {
        let composer = try XCTUnwrap(try? Composer(locale: "en_US.UTF-8"), "X11's compose tables (libx11-data) are installed")
        XCTAssertEqual(composer.feed(deadAcute), .composing)
        XCTAssertTrue(composer.isComposing)
        XCTAssertEqual(composer.feed(e), .composed("é"))
        XCTAssertFalse(composer.isComposing)
        // A key outside a sequence types itself.
        XCTAssertEqual(composer.feed(e), .passThrough)
    }

    func testAComposeSequenceOfThreeKeys() throws {
        let composer = try XCTUnwrap(try? Composer(locale: "en_US.UTF-8"))
        XCTAssertEqual(composer.feed(multiKey), .composing)
        XCTAssertEqual(composer.feed(o), .composing)
        XCTAssertEqual(composer.feed(c), .composed("©"))
    }

    func testAKeyThatEndsNoSequenceCancelsIt() throws {
        let composer = try Composer(composeFile: "<dead_acute> <e> : \"é\"\n")
        XCTAssertEqual(composer.feed(deadAcute), .composing)
        XCTAssertEqual(composer.feed(x), .cancelled)
        XCTAssertEqual(composer.feed(e), .passThrough)
    }

    func testTheEnvironmentsLocaleIsUsedAndCFallsBackToUTF8() {
        XCTAssertNotNil(Composer(environment: ["LANG": "C"]), "C has no table; C.UTF-8's is used")
        XCTAssertNotNil(Composer(environment: ["LC_ALL": "en_US.UTF-8"]))
    }

    func testALocaleWithoutATableIsOneClearError() {
        XCTAssertThrowsError(try Composer(locale: "xx_NOWHERE.UTF-8")) { error in
            XCTAssertEqual("\(error)", "xkb_compose_table_new_from_locale failed: no compose table for the locale \"xx_NOWHERE.UTF-8\"")
        }
    }

    /// The keyboard's key events: the dead key types nothing and says it composes, the next key the composed text.
    func testKeyEventsCarryTheComposedText() throws {
        let keymap = try Keymap(layout: "us", variant: "intl")
        let composer = try Composer(composeFile: "<dead_acute> <e> : \"é\"\n")
        let apostrophe: UInt32 = 40, keyE: UInt32 = 18
        let dead = keymap.keysym(forKey: apostrophe)
        XCTAssertEqual(Keymap.name(ofKeysym: dead), "dead_acute")
        let first = Keyboard.composing(KeyEvent(code: apostrophe, keysym: dead, name: "dead_acute", text: keymap.text(forKey: apostrophe), isPressed: true, isRepeat: false, modifiers: [], time: 0), with: composer)
        XCTAssertEqual(first.text, "")
        XCTAssertTrue(first.isComposing)
        let second = Keyboard.composing(KeyEvent(code: keyE, keysym: keymap.keysym(forKey: keyE), name: "e", text: "e", isPressed: true, isRepeat: false, modifiers: [], time: 0), with: composer)
        XCTAssertEqual(second.text, "é")
        XCTAssertFalse(second.isComposing)
    }
}
