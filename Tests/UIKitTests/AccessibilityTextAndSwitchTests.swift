import ATSPI
import TestSupport
@testable import UIKit
import XCTest

/// Text fields, text views and switches as VoiceOver and Orca see them: UIKit's default answers, their AT-SPI roles
/// and states, `Text` read in AT-SPI's character offsets, `EditableText` going through the editor and its delegate,
/// the pasteboard, keyboard focus following the keys, and a switch that an action flips.
final class AccessibilityTextAndSwitchTests: XCTestCase {
    override func tearDown() {
        MainActor.assumeIsolated {
            UIApplication.firstResponder = nil
            UIApplication.shared.accessibility.focus.move(to: nil)
        }
        super.tearDown()
    }

    @MainActor
    private final class Form: NSObject, UITextFieldDelegate {
        let rig = TextInputRig()
        let name: UITextField
        let password: UITextField
        let message = UITextView(frame: CGRect(x: 20, y: 120, width: 160, height: 120))
        let news = UISwitch(frame: CGRect(x: 300, y: 20, width: 0, height: 0))
        lazy var tree = AccessibleViewTree(focus: UIApplication.shared.accessibility.focus, applicationName: "demo") { [rig] in [rig.window] }
        lazy var windowID = tree.objects.id(for: rig.window, parent: .root)

        override init() {
            name = rig.field(text: "Zoë 👍🏽")
            name.placeholder = "Your name"
            password = rig.field(CGRect(x: 20, y: 70, width: 200, height: 30), text: "pässwörd")
            password.isSecureTextEntry = true
            message.text = "One two three four five six seven eight nine ten eleven twelve"
            rig.window.addSubview(message)
            rig.window.addSubview(news)
            rig.window.layoutIfNeeded()
            super.init()
            name.delegate = self
        }

        func id(_ object: UIResponder) -> AccessibleObjectID { tree.objects.id(for: object, parent: windowID) }
        func node(_ object: UIResponder) -> AccessibleNode? { tree.node(id(object)) }

        /// Refuses digits, as a form's delegate might.
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            !string.contains { $0.isNumber }
        }
    }

    func testFieldsAndTextViewsAnswerAsUIKitDoes() {
        onMainActor {
            let form = Form()
            XCTAssertTrue(form.name.isAccessibilityElement)
            XCTAssertEqual(form.name.accessibilityLabel, "Your name", "the placeholder names a field without a label")
            XCTAssertEqual(form.name.accessibilityValue, "Zoë 👍🏽")
            form.name.accessibilityLabel = "Name"
            XCTAssertEqual(form.name.accessibilityLabel, "Name")
            XCTAssertEqual(form.password.accessibilityValue, "••••••••", "a secure field never tells its text")
            XCTAssertTrue(form.message.isAccessibilityElement)
            XCTAssertEqual(form.message.accessibilityValue, form.message.text)
            form.message.isEditable = false
            XCTAssertEqual(form.message.accessibilityTraits, .staticText)
            form.message.isEditable = true
            form.name.text = ""
            XCTAssertNil(form.name.accessibilityValue)
        }
    }

    func testFieldsMapToEntriesWithTheirTextCaretAndSelection() throws {
        try onMainActor {
            let form = Form()
            let name = try XCTUnwrap(form.node(form.name))
            XCTAssertEqual(name.role, .entry)
            XCTAssertEqual(name.name, "Your name")
            for state in [AccessibleState.editable, .focusable, .singleLine, .enabled] {
                XCTAssertTrue(name.states.contains(state), "\(state)")
            }
            XCTAssertFalse(name.states.contains(.focused))
            // "Zoë 👍🏽": the thumb and its skin tone are two characters to AT-SPI (four UTF-16 units).
            XCTAssertEqual(name.text?.string, "Zoë 👍🏽")
            XCTAssertEqual(name.text?.count, 6)
            XCTAssertEqual(name.text?.caret, 6, "the caret after the text set")
            XCTAssertEqual(name.text?.isEditable, true)
            form.name.becomeFirstResponder()
            form.name.surface.editor.select(NSRange(location: 2, length: 6))
            let editing = try XCTUnwrap(form.node(form.name))
            XCTAssertTrue(editing.states.contains(.focused), "the field holding the keys has focus")
            XCTAssertTrue(UIApplication.shared.accessibility.focus.focused === form.name)
            XCTAssertEqual(editing.text?.selection, 2..<6)
            XCTAssertEqual(editing.text?.caret, 6)

            let password = try XCTUnwrap(form.node(form.password))
            XCTAssertEqual(password.role, .passwordText)
            XCTAssertEqual(password.text?.string, "••••••••")
            XCTAssertEqual(password.attributes["value"], "••••••••")

            let message = try XCTUnwrap(form.node(form.message))
            XCTAssertEqual(message.role, .text)
            XCTAssertTrue(message.states.contains(.multiLine) && message.states.contains(.editable))
            let starts = try XCTUnwrap(message.text?.lineStarts)
            XCTAssertGreaterThan(starts.count, 2, "the text wraps in 160 points: \(starts)")
            XCTAssertEqual(starts.first, 0)
            let characters = Array(form.message.text)
            for start in starts.dropFirst() {
                XCTAssertEqual(characters[start - 1], " ", "a wrapped line begins after a space: \(starts)")
            }
            form.message.isEditable = false
            XCTAssertTrue(form.node(form.message)?.states.contains(.readOnly) == true)
        }
    }

    func testCharacterExtentsLieOnTheTextInTheWindow() throws {
        try onMainActor {
            let form = Form()
            let id = form.id(form.name)
            let first = try XCTUnwrap(form.tree.textBounds(of: 0..<1, on: id))
            let fourth = try XCTUnwrap(form.tree.textBounds(of: 3..<4, on: id))
            XCTAssertTrue(form.name.frame.insetBy(dx: -1, dy: -1).contains(first), "\(first) in \(form.name.frame)")
            XCTAssertGreaterThan(first.width, 3)
            XCTAssertGreaterThan(fourth.minX, first.maxX - 0.5, "later characters lie further right")
            let whole = try XCTUnwrap(form.tree.textBounds(of: 0..<6, on: id))
            XCTAssertEqual(whole.minX, first.minX, accuracy: 0.5)
            XCTAssertGreaterThanOrEqual(whole.maxX, fourth.maxX)
            XCTAssertEqual(form.tree.textOffset(at: CGPoint(x: fourth.midX, y: fourth.midY), on: id), 3)
        }
    }

    func testEditableTextEditsThroughTheFieldAsTypingDoes() {
        onMainActor {
            let form = Form()
            let id = form.id(form.name)
            final class Count: @unchecked Sendable { var value = 0 }
            let changes = Count()
            let observer = NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification, object: form.name, queue: nil) { _ in changes.value += 1 }
            defer { NotificationCenter.default.removeObserver(observer) }
            form.name.becomeFirstResponder()
            XCTAssertTrue(form.tree.editText(.setContents("Ana"), on: id))
            XCTAssertEqual(form.name.text, "Ana")
            XCTAssertTrue(form.tree.editText(.insert(" Lí", at: 3), on: id))
            XCTAssertEqual(form.name.text, "Ana Lí")
            XCTAssertFalse(form.tree.editText(.insert("42", at: 0), on: id), "the delegate refuses digits")
            XCTAssertEqual(form.name.text, "Ana Lí")
            XCTAssertTrue(form.tree.editText(.delete(0..<4), on: id))
            XCTAssertEqual(form.name.text, "Lí")
            XCTAssertEqual(changes.value, 3, "each edit told the app as typing does")
            XCTAssertTrue(form.tree.editText(.copy(0..<2), on: id))
            XCTAssertEqual(UIPasteboard.general.string, "Lí")
            XCTAssertTrue(form.tree.editText(.paste(at: 2), on: id))
            XCTAssertEqual(form.name.text, "LíLí")
            XCTAssertTrue(form.tree.editText(.cut(0..<2), on: id))
            XCTAssertEqual(form.name.text, "Lí")
            XCTAssertTrue(form.tree.editText(.select(0..<1), on: id))
            XCTAssertEqual(form.name.surface.editor.selectedRange, NSRange(location: 0, length: 1))
            XCTAssertTrue(form.tree.editText(.setCaret(2), on: id))
            XCTAssertEqual(form.name.surface.editor.selectedRange, NSRange(location: 2, length: 0))
            // A secure field gives nothing away; a disabled field takes nothing.
            UIPasteboard.general.string = "before"
            let password = form.id(form.password)
            XCTAssertFalse(form.tree.editText(.copy(0..<3), on: password))
            XCTAssertFalse(form.tree.editText(.cut(0..<3), on: password))
            XCTAssertEqual(UIPasteboard.general.string, "before")
            XCTAssertTrue(form.tree.editText(.delete(0..<8), on: password))
            XCTAssertEqual(form.password.text, "")
            form.password.isEnabled = false
            XCTAssertFalse(form.tree.editText(.insert("x", at: 0), on: password))
            XCTAssertFalse(form.tree.editText(.insert("x", at: 0), on: form.id(form.news)), "a switch has no text")
        }
    }

    func testFocusFollowsTheKeysAndTabEditsTheField() {
        onMainActor {
            let form = Form()
            let focus = UIApplication.shared.accessibility.focus
            form.message.becomeFirstResponder()
            XCTAssertTrue(focus.focused === form.message)
            form.message.resignFirstResponder()
            XCTAssertNil(focus.focused, "focus left the text that stopped editing")
            // Keyboard focus moved onto a field (Tab among elements, a screen reader's GrabFocus) gives it the keys,
            // and moving on takes them away.
            XCTAssertTrue(form.tree.grabFocus(form.id(form.name)))
            XCTAssertTrue(form.name.isFirstResponder)
            XCTAssertTrue(form.tree.grabFocus(form.id(form.news)))
            XCTAssertFalse(form.name.isFirstResponder)
            XCTAssertTrue(focus.focused === form.news)
            XCTAssertTrue(form.tree.performAction(0, on: form.id(form.password)), "activating a field starts editing")
            XCTAssertTrue(form.password.isFirstResponder)
        }
    }

    func testASwitchIsACheckBoxThatItsActionToggles() throws {
        try onMainActor {
            let form = Form()
            let news = form.news
            XCTAssertEqual(news.frame.size, CGSize(width: 51, height: 31), "a switch has UIKit's size")
            XCTAssertTrue(news.isAccessibilityElement)
            XCTAssertEqual(news.accessibilityTraits, [.button, .toggleButton])
            XCTAssertEqual(news.accessibilityValue, "0")
            news.accessibilityLabel = "Send me news"
            var node = try XCTUnwrap(form.node(news))
            XCTAssertEqual(node.role, .checkBox, "GTK 4 shows a GtkSwitch as a check box")
            XCTAssertEqual(node.name, "Send me news")
            XCTAssertTrue(node.states.contains(.checkable))
            XCTAssertFalse(node.states.contains(.checked))
            XCTAssertEqual(node.actions.map(\.name), ["toggle"])
            var changes = 0
            news.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
            XCTAssertTrue(form.tree.performAction(0, on: form.id(news)))
            XCTAssertTrue(news.isOn)
            XCTAssertEqual(changes, 1)
            XCTAssertEqual(news.accessibilityValue, "1")
            node = try XCTUnwrap(form.node(news))
            XCTAssertTrue(node.states.contains(.checked))
            // The bridge tells listeners of the new state.
            let bus = SignalBus()
            let bridge = AccessibilityBridge(bus: bus, tree: form.tree)
            _ = bus.deliver(.signal("/org/a11y/atspi/registry", AccessibleInterface.registry, "EventListenerRegistered",
                                    [.string(":1.5"), .string("object:state-changed")]))
            _ = bus.deliver(.call(":1.7", form.id(news).path, AccessibleInterface.accessible, "GetState"))
            news.setOn(false, animated: false)
            bridge.refresh()
            XCTAssertEqual(bus.signals, ["StateChanged:checked"])
            XCTAssertEqual(bus.sent.last?.arguments[1], .int32(0))
            // A tap flips it too; a disabled switch neither flips nor offers its action.
            news.touchesEnded([], with: nil)
            XCTAssertFalse(news.isOn, "no touch, no flip")
            news.isEnabled = false
            XCTAssertEqual(form.node(news)?.actions.map(\.name), [])
            XCTAssertFalse(AccessibleViewTree.activate(news))
        }
    }
}

/// A bus that records what the bridge sends.
@MainActor
private final class SignalBus: MessageBus {
    let uniqueName = ":1.7"
    var onMessage: ((DBusMessage) -> Bool)?
    private(set) var sent: [DBusMessage] = []

    func send(_ message: DBusMessage) { sent.append(message) }
    func call(_ message: DBusMessage, reply: @escaping @MainActor (DBusMessage?) -> Void) { reply(nil) }
    func addMatch(_ rule: String) {}

    func deliver(_ message: DBusMessage) -> Bool {
        var message = message
        message.sender = ":1.99"
        let handled = onMessage?(message) ?? false
        sent.removeAll()
        return handled
    }

    var signals: [String] {
        sent.filter { $0.kind == .signal }.map { "\($0.member ?? ""):\($0.arguments.first?.stringValue ?? "")" }
    }
}
