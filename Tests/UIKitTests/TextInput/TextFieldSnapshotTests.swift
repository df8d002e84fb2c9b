import Foundation
@testable import UIKit
import XCTest

/// How fields look: the four border styles, a placeholder, secure dots, a focused field with its caret, focus
/// ring and clear button, then the same field with a selection (text through the tests' fonts).
final class TextFieldSnapshotTests: TextInputTestCase {
    func testFieldsWithPlaceholderTextCaretAndSelection() throws {
        let (caret, selection) = try MainActor.assumeIsolated { () throws -> (CGImage, CGImage) in
            let rig = TextInputRig()
            rig.window.frame = CGRect(x: 0, y: 0, width: 280, height: 220)
            rig.window.backgroundColor = UIColor(white: 0.95, alpha: 1)
            let placeholder = rig.field(CGRect(x: 20, y: 15, width: 240, height: 34))
            placeholder.borderStyle = .roundedRect
            placeholder.placeholder = "Name"
            let line = rig.field(CGRect(x: 20, y: 60, width: 240, height: 30), text: "Line border")
            line.borderStyle = .line
            let bezel = rig.field(CGRect(x: 20, y: 100, width: 240, height: 30), text: "secret")
            bezel.borderStyle = .bezel
            bezel.isSecureTextEntry = true
            let focused = rig.field(CGRect(x: 20, y: 150, width: 240, height: 34), text: "Hello, wörld ✓")
            focused.borderStyle = .roundedRect
            focused.clearButtonMode = .whileEditing
            focused.becomeFirstResponder()
            rig.window.layoutIfNeeded()
            let renderer = OffscreenRenderer(window: rig.window, background: .white)
            renderer.renderFrame()
            let caret = try XCTUnwrap(renderer.image)
            rig.press("Left", [.control, .shift])
            rig.press("Left", [.control, .shift])
            rig.window.layoutIfNeeded()
            renderer.renderFrame()
            return (caret, try XCTUnwrap(renderer.image))
        }
        assertSnapshot(caret, named: "fieldsWithCaret")
        assertSnapshot(selection, named: "focusedFieldWithSelection")
    }
}
