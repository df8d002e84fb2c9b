import QuartzCore
import TestSupport
@testable import UIKit
import XCTest

/// How the zoom looks a moment into a push: the detail half grown out of the thumbnail, its corners rounded, over
/// the dimmed grid with the thumbnail hidden.
final class ZoomSnapshotTests: XCTestCase {
    func testMidZoom() throws {
        let image = try MainActor.assumeIsolated { () throws -> CGImage in
            let zoom = ZoomRig()
            zoom.thumbnails[1].layer.cornerRadius = 12
            zoom.current = 1
            zoom.push()
            zoom.rig.frame(after: 0.12)
            return try XCTUnwrap(zoom.rig.renderer.image)
        }
        assertSnapshot(image, named: "midZoom")
    }
}
