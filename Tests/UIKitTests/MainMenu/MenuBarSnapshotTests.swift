import Foundation
@testable import UIKit
import Wayland
import XCTest

/// The menu bar with its Edit menu open over a window whose text field has a selection: titles, enabled and
/// disabled rows, separators between groups, shortcuts right-aligned, the Find submenu's arrow.
final class MenuBarSnapshotTests: MainMenuTestCase {
    func testTheEditMenuOpen() throws {
        let image = MainActor.assumeIsolated { () -> CGImage? in
            Self.install(MenuBuildingDelegate())
            let rig = TextInputRig()
            rig.window.frame = CGRect(x: 0, y: 0, width: 420, height: 380)
            rig.window.backgroundColor = .white
            let field = rig.field(CGRect(x: 250, y: 330, width: 150, height: 30), text: "Menus")
            field.becomeFirstResponder()
            field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
            rig.press("F10")
            rig.press("Right")
            rig.press("Down")
            CAContext.current.advance(by: 1)
            let renderer = OffscreenRenderer(window: rig.window)
            renderer.renderFrame()
            return renderer.image
        }
        assertSnapshot(try XCTUnwrap(image), named: "editMenuOpen")
    }
}
