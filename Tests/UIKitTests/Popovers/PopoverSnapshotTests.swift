import QuartzCore
import TestSupport
@testable import UIKit
import XCTest

/// How popovers look: a card with its arrow pointing up at an orange source, and an action sheet in a popover
/// pointing down at one.
final class PopoverSnapshotTests: XCTestCase {
    func testAPopoverPointingUpAtItsSource() throws {
        let image = try MainActor.assumeIsolated { () throws -> CGImage in
            let scene = PopoverRig { _ in }
            scene.button.backgroundColor = .orange
            scene.presenter.view.backgroundColor = UIColor(white: 0.9, alpha: 1)
            scene.content.view.backgroundColor = .white
            let row = UIView(frame: CGRect(x: 16, y: 20, width: 168, height: 44))
            row.backgroundColor = UIColor(red: 0.85, green: 0.92, blue: 1, alpha: 1)
            scene.content.view.addSubview(row)
            scene.rig.frame(after: 0)
            return try XCTUnwrap(scene.rig.renderer.image)
        }
        assertSnapshot(image, named: "arrowUp")
    }

    func testAnActionSheetInAPopoverPointingDown() throws {
        let image = try MainActor.assumeIsolated { () throws -> CGImage in
            let scene = PopoverRig(sourceFrame: CGRect(x: 300, y: 250, width: 60, height: 30), present: false)
            scene.button.backgroundColor = .orange
            scene.presenter.view.backgroundColor = UIColor(white: 0.9, alpha: 1)
            let sheet = UIAlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Share", style: .default))
            sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            sheet.popoverPresentationController?.sourceView = scene.button
            scene.presenter.present(sheet, animated: false)
            scene.rig.frame(after: 0)
            return try XCTUnwrap(scene.rig.renderer.image)
        }
        assertSnapshot(image, named: "actionSheetArrowDown")
    }
}
