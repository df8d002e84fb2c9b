import QuartzCore
import TestSupport
@testable import UIKit
import XCTest

/// How a medium sheet with a grabber looks over its dimmed presenter.
final class SheetSnapshotTests: XCTestCase {
    func testAMediumSheetWithAGrabber() throws {
        let image = try MainActor.assumeIsolated { () throws -> CGImage in
            let scene = SheetRig { $0.prefersGrabberVisible = true }
            scene.content.view.backgroundColor = .white
            let row = UIView(frame: CGRect(x: 16, y: 24, width: 368, height: 44))
            row.backgroundColor = UIColor(red: 0.85, green: 0.92, blue: 1, alpha: 1)
            scene.content.view.addSubview(row)
            let stripe = UIView(frame: CGRect(x: 0, y: 40, width: 400, height: 60))
            stripe.backgroundColor = .orange
            scene.presenter.view.addSubview(stripe)
            scene.rig.frame(after: 0)
            return try XCTUnwrap(scene.rig.renderer.image)
        }
        assertSnapshot(image, named: "mediumWithGrabber")
    }
}
