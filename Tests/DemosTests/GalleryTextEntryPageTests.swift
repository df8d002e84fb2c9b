@testable import Demos
import QuartzCore
import TestSupport
@testable import UIKit
import Wayland
import XCTest

/// The text entry page: typing through the window's keys reaches its fields, the e-mail field refuses spaces, Tab
/// moves on, the secure field shows dots; and the Mail scene's message body takes typing.
final class GalleryTextEntryPageTests: XCTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { UIApplication.firstResponder = nil }
        super.tearDown()
    }

    @MainActor
    private static func type(_ text: String, into input: WindowInput) {
        for character in text {
            let name = character == " " ? "space" : String(character)
            input.handle(KeyEvent(code: 30, keysym: 0, name: name, text: String(character), isPressed: true, isRepeat: false, modifiers: [], time: 1))
            input.handle(KeyEvent(code: 30, keysym: 0, name: name, text: "", isPressed: false, isRepeat: false, modifiers: [], time: 2))
        }
    }

    @MainActor
    private static func press(_ name: String, into input: WindowInput) {
        input.handle(KeyEvent(code: 15, keysym: 0, name: name, text: "", isPressed: true, isRepeat: false, modifiers: [], time: 1))
        input.handle(KeyEvent(code: 15, keysym: 0, name: name, text: "", isPressed: false, isRepeat: false, modifiers: [], time: 2))
    }

    func testTypingFillsTheFormAndTheLogFollows() {
        onMainActor {
            UIApplication.firstResponder = nil
            let fixture = GalleryPageFixture(TextEntryPage.self)
            let page = fixture.page
            let input = fixture.renderer.input
            Self.press("Tab", into: input)
            XCTAssertTrue(page.fields[0].isFirstResponder)
            Self.type("Jane", into: input)
            Self.press("Tab", into: input)
            Self.type("jane @x.org", into: input)
            XCTAssertEqual(page.fields[1].text, "jane@x.org", "the space was refused")
            Self.press("Return", into: input)
            XCTAssertTrue(page.fields[2].isFirstResponder, "Return moves on")
            Self.type("pw", into: input)
            XCTAssertEqual(page.fields[2].text, "pw")
            XCTAssertEqual(page.log.text?.components(separatedBy: "\n").first, "Password: •••")
            XCTAssertTrue(page.log.text?.contains("refused a space") == true)
            Self.press("Tab", into: input)
            XCTAssertTrue(page.message.isFirstResponder)
            page.fields[0].resignFirstResponder()
            page.message.resignFirstResponder()
        }
    }

    func testSnapshotOfTheFormBeingFilled() throws {
        let image = MainActor.assumeIsolated {
            UIApplication.firstResponder = nil
            let fixture = GalleryPageFixture(TextEntryPage.self)
            fixture.page.fields[0].text = "Jane Appleseed"
            fixture.page.fields[2].text = "secret"
            fixture.page.fields[1].becomeFirstResponder()
            Self.type("jane@example.org", into: fixture.renderer.input)
            fixture.render(at: 0.2)
            defer { fixture.page.fields[1].resignFirstResponder() }
            return fixture.renderer.image
        }
        assertSnapshot(try XCTUnwrap(image), named: "textEntryForm")
    }

    /// A right-click on the name field opens the edit menu over the form, beside the pointer: Cut and Copy dimmed
    /// (nothing is selected), Paste and Select All ready.
    func testSnapshotOfTheEditMenuOpenOnAField() throws {
        let image = try MainActor.assumeIsolated {
            UIApplication.firstResponder = nil
            let fixture = GalleryPageFixture(TextEntryPage.self)
            UIPasteboard.general.string = "from the clipboard"
            fixture.page.fields[0].text = "Jane Appleseed"
            let field = fixture.page.fields[0]
            let point = field.convert(CGPoint(x: 120, y: 18), to: fixture.window)
            XCTAssertTrue(fixture.window.contextMenuRequested(at: point, serial: nil))
            XCTAssertTrue(field.isFirstResponder)
            let menu = try XCTUnwrap(field.surface.editMenu)
            XCTAssertEqual(menu.levels.first?.view.layout.rows.map { "\($0.title) \($0.isEnabled)" }, ["Cut false", "Copy false", "Paste true", "Select All true"])
            fixture.render(at: 0.3)
            defer {
                menu.dismiss(choosing: nil)
                field.resignFirstResponder()
            }
            return fixture.renderer.image
        }
        assertSnapshot(try XCTUnwrap(image), named: "textEntryEditMenu")
    }

    func testTheMailMessageBodyTakesTyping() {
        onMainActor {
            _ = installManualClock()
            UIApplication.firstResponder = nil
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 480, height: 320))
            let controller = MailViewController()
            window.rootViewController = controller
            window.layoutIfNeeded()
            let input = WindowInput(window: window)
            let body = controller.body
            let caret = body.caretRect(for: body.endOfDocument)
            let point = body.convert(CGPoint(x: caret.midX, y: caret.midY), to: window)
            input.handle(PointerFrame(events: [.motion(x: Double(point.x), y: Double(point.y), time: 10), .button(code: 0x110, isPressed: true, serial: 1, time: 10)], x: 0, y: 0, isInside: true))
            input.handle(PointerFrame(events: [.button(code: 0x110, isPressed: false, serial: 2, time: 30)], x: 0, y: 0, isInside: true))
            XCTAssertTrue(body.isFirstResponder, "a click on the message edits it")
            Self.press("BackSpace", into: input)
            Self.type(" soon!", into: input)
            XCTAssertEqual(body.text, "Move this message to a new mailbox soon!")
            body.resignFirstResponder()
        }
    }
}
