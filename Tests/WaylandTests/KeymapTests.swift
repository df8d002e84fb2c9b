import Wayland
import XCTest

/// Keymaps built by xkbcommon itself, resolved as the compositor's would be.
final class KeymapTests: XCTestCase {
    private let keyA: UInt32 = 30
    private let leftShift: UInt32 = 42
    private let enter: UInt32 = 28

    func testLettersTypeTextAndShiftChangesIt() throws {
        let keymap = try Keymap(layout: "us")
        XCTAssertEqual(keymap.text(forKey: keyA), "a")
        XCTAssertEqual(Keymap.name(ofKeysym: keymap.keysym(forKey: keyA)), "a")
        keymap.updateKey(leftShift, isPressed: true)
        XCTAssertEqual(keymap.text(forKey: keyA), "A")
        XCTAssertTrue(keymap.modifiers.contains(.shift))
        keymap.updateKey(leftShift, isPressed: false)
        XCTAssertEqual(keymap.modifiers, [])
    }

    func testLayoutsDiffer() throws {
        let french = try Keymap(layout: "fr")
        XCTAssertEqual(french.text(forKey: 16), "a", "AZERTY has a where QWERTY has q")
    }

    func testControlKeysTypeNoTextAndModifiersDoNotRepeat() throws {
        let keymap = try Keymap(layout: "us")
        XCTAssertEqual(Keymap.name(ofKeysym: keymap.keysym(forKey: enter)), "Return")
        XCTAssertEqual(keymap.text(forKey: enter), "")
        XCTAssertTrue(keymap.repeats(key: keyA))
        XCTAssertFalse(keymap.repeats(key: leftShift))
    }

    func testSerializedModifierStateApplies() throws {
        let keymap = try Keymap(layout: "us")
        keymap.updateModifiers(depressed: 1, latched: 0, locked: 0, group: 0)  // Shift is mod index 0
        XCTAssertEqual(keymap.text(forKey: keyA), "A")
    }

    func testAKeymapTextThatDoesNotCompileIsAClearError() {
        XCTAssertThrowsError(try Keymap(text: "xkb_keymap { nonsense")) { error in
            XCTAssertEqual("\(error)", "the Wayland compositor sent a keymap xkbcommon cannot compile")
        }
    }

    /// xkbcommon 1.5 writes through a null pointer compiling this (found by the keymap fuzzer): the trial compile in
    /// a child process refuses it, and this process lives on.
    func testAKeymapThatCrashesXkbcommonIsRefusedNotFatal() throws {
        XCTAssertThrowsError(try Keymap(text: "xkb_keycodes{key<>{,s}")) { error in
            XCTAssertEqual("\(error)", "the Wayland compositor sent a keymap xkbcommon cannot compile")
        }
        let keymap = try Keymap(layout: "us")
        XCTAssertEqual(keymap.text(forKey: 30), "a", "xkbcommon still works in this process")
    }
}
