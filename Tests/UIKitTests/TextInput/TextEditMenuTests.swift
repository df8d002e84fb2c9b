import Foundation
@testable import UIKit
import XCTest

/// The edit menu a right-click opens on a text field or view: Cut, Copy, Paste and Select All as the view can
/// perform them now, each doing its standard edit action; the delegate may replace the menu.
final class TextEditMenuTests: TextInputTestCase {
    @MainActor
    private final class MenuDelegate: UITextFieldDelegate, UITextViewDelegate {
        var asked: [NSRange] = []
        var extra: UIAction?

        func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
            asked.append(range)
            guard let extra else { return nil }
            return UIMenu(children: suggestedActions + [extra])
        }

        func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
            asked.append(range)
            return nil
        }

        var heard: [String] = []

        func textField(_ textField: UITextField, willPresentEditMenuWith animator: UIEditMenuInteractionAnimating) {
            heard.append("field present")
            animator.addAnimations { textField.alpha = 0.5 }
            animator.addCompletion { [unowned self] in self.heard.append("field presented") }
        }

        func textField(_ textField: UITextField, willDismissEditMenuWith animator: UIEditMenuInteractionAnimating) {
            heard.append("field dismiss")
            animator.addAnimations { textField.alpha = 1 }
        }

        func textView(_ textView: UITextView, willPresentEditMenuWith animator: UIEditMenuInteractionAnimating) {
            heard.append("view present")
        }

        func textView(_ textView: UITextView, willDismissEditMenuWith animator: UIEditMenuInteractionAnimating) {
            heard.append("view dismiss")
        }
    }

    func testTheDelegateHearsTheEditMenuAppearAndGoWithAnAnimator() {
        onMainActor {
            let rig = TextInputRig()
            let field = rig.field(text: "hello")
            let delegate = MenuDelegate()
            field.delegate = delegate
            let renderer = OffscreenRenderer(window: rig.window)
            renderer.renderFrame()
            rig.window.contextMenuRequested(at: CGPoint(x: 60, y: 35), serial: nil)
            XCTAssertEqual(delegate.heard, ["field present"])
            XCTAssertEqual(field.alpha, 0.5, "the animator's animations ran")
            renderer.renderFrame()
            rig.clock.advance(by: 0.25)
            renderer.renderFrame()
            XCTAssertEqual(delegate.heard, ["field present", "field presented"])
            field.surface.editMenu?.choose(row: 3, inLevel: 0)
            XCTAssertEqual(delegate.heard, ["field present", "field presented", "field dismiss"], "choosing closes the menu")
            XCTAssertEqual(field.alpha, 1)

            let view = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 100))
            view.text = "notes"
            view.delegate = delegate
            rig.window.addSubview(view)
            rig.window.layoutIfNeeded()
            rig.window.contextMenuRequested(at: CGPoint(x: 100, y: 150), serial: nil)
            view.surface.editMenu?.dismiss(choosing: nil)
            XCTAssertEqual(delegate.heard.suffix(2), ["view present", "view dismiss"])
        }
    }

    func testARightClickOnAFieldOpensTheEditMenuWhoseActionsEdit() throws {
        try onMainActor {
            let rig = TextInputRig()
            let field = rig.field(CGRect(x: 20, y: 20, width: 300, height: 30), text: "alpha beta")
            UIPasteboard.general.string = "pasted"
            XCTAssertTrue(rig.window.contextMenuRequested(at: CGPoint(x: 200, y: 35), serial: nil))
            XCTAssertTrue(field.isFirstResponder, "the field takes the keys")
            let first = try XCTUnwrap(field.surface.editMenu)
            XCTAssertTrue(rig.window.openMenu === first)
            XCTAssertEqual(menuRows(first), ["Cut (off)", "Copy (off)", "Paste", "Select All"], "nothing selected yet")
            XCTAssertFalse(rig.window.contextMenuRequested(at: CGPoint(x: 200, y: 35), serial: nil), "one menu at a time")
            first.choose(row: 3, inLevel: 0)
            XCTAssertNil(field.surface.editMenu)
            XCTAssertNil(rig.window.openMenu)
            XCTAssertEqual(field.surface.editor.selectedRange, NSRange(location: 0, length: 10), "Select All")

            rig.window.contextMenuRequested(at: CGPoint(x: 200, y: 35), serial: nil)
            XCTAssertEqual(menuRows(field.surface.editMenu), ["Cut", "Copy", "Paste", "Select All (off)"], "the selection keeps")
            field.surface.editMenu?.choose(row: 1, inLevel: 0)
            XCTAssertEqual(UIPasteboard.general.string, "alpha beta", "Copy")

            UIPasteboard.general.string = "gamma"
            rig.window.contextMenuRequested(at: CGPoint(x: 200, y: 35), serial: nil)
            field.surface.editMenu?.choose(row: 2, inLevel: 0)
            XCTAssertEqual(field.text, "gamma", "Paste replaced the selection")

            rig.press("Left", [.control, .shift])
            rig.window.contextMenuRequested(at: CGPoint(x: 200, y: 35), serial: nil)
            field.surface.editMenu?.choose(row: 0, inLevel: 0)
            XCTAssertEqual(field.text, "", "Cut")
            XCTAssertEqual(UIPasteboard.general.string, "gamma")
        }
    }

    func testADisabledRowDoesNothingAndASecureFieldNeverCopies() {
        onMainActor {
            let rig = TextInputRig()
            let field = rig.field(text: "secret")
            field.isSecureTextEntry = true
            field.becomeFirstResponder()
            field.selectAll(nil)
            UIPasteboard.general.string = "before"
            rig.window.contextMenuRequested(at: CGPoint(x: 60, y: 35), serial: nil)
            XCTAssertEqual(menuRows(field.surface.editMenu), ["Cut (off)", "Copy (off)", "Paste", "Select All (off)"])
            field.surface.editMenu?.choose(row: 1, inLevel: 0)
            XCTAssertNotNil(field.surface.editMenu, "a disabled row leaves the menu open")
            XCTAssertEqual(UIPasteboard.general.string, "before")
            field.surface.editMenu?.dismiss(choosing: nil)
        }
    }

    func testTheDelegateSeesTheSelectionAndMayAddToTheMenu() {
        onMainActor {
            let rig = TextInputRig()
            let field = rig.field(text: "hello world")
            let delegate = MenuDelegate()
            field.delegate = delegate
            UIPasteboard.general.string = "x"
            field.becomeFirstResponder()
            field.surface.editor.select(NSRange(location: 6, length: 5))
            var shouted = 0
            delegate.extra = UIAction(title: "Shout") { _ in shouted += 1 }
            rig.window.contextMenuRequested(at: CGPoint(x: 60, y: 35), serial: nil)
            XCTAssertEqual(delegate.asked, [NSRange(location: 6, length: 5)])
            XCTAssertEqual(menuRows(field.surface.editMenu), ["Cut", "Copy", "Paste", "Select All", "Shout"])
            field.surface.editMenu?.choose(row: 4, inLevel: 0)
            XCTAssertEqual(shouted, 1)
        }
    }

    func testARightClickOnATextViewOpensItsEditMenu() {
        onMainActor {
            let rig = TextInputRig()
            let view = UITextView(frame: CGRect(x: 20, y: 20, width: 300, height: 200))
            view.text = "first line\nsecond line"
            let delegate = MenuDelegate()
            view.delegate = delegate
            rig.window.addSubview(view)
            rig.window.layoutIfNeeded()
            XCTAssertTrue(rig.window.contextMenuRequested(at: CGPoint(x: 100, y: 100), serial: nil))
            XCTAssertTrue(view.isFirstResponder)
            XCTAssertEqual(delegate.asked.count, 1, "nil from the delegate: the suggested menu")
            view.surface.editMenu?.choose(row: 3, inLevel: 0)
            XCTAssertEqual(view.selectedRange, NSRange(location: 0, length: 22))
        }
    }
}

/// The rows of a menu's first level, each title followed by " (off)" when disabled.
@MainActor
private func menuRows(_ presentation: ContextMenuPresentation?) -> [String] {
    presentation?.levels.first?.view.layout.rows.map { "\($0.title)\($0.isEnabled ? "" : " (off)")" } ?? []
}
