import ATSPI
import TestSupport
@testable import UIKit
import XCTest

/// GNOME's text scaling, changed while the app runs, reaches the windows as a content size category through the
/// portal on a private session bus.
final class DesktopTextScalingFollowTests: XCTestCase {
    /// The desktop's category lives in the current context: a fresh one leaves later tests at large.
    override func tearDown() {
        onMainActor { _ = installManualClock() }
        super.tearDown()
    }

    func testThePortalsTextScalingSetsTheCategory() throws {
        try PrivateSessionBus.run(portalScript: ReduceMotionFollowTests.portalScript) { address, portal in
            guard let portal else { return XCTFail("no portal") }
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            _ = OffscreenRenderer(window: window)
            defer { UIApplication.shared.windows.removeAll { $0 === window } }
            let contentSize = DesktopContentSize()
            let scaling = DesktopTextScaling(bus: try DBusConnection(address: address))
            contentSize.follow(scaling)
            XCTAssertTrue(PrivateSessionBus.wait(10) { scaling.factor == 1 }, "the portal's ReadOne answer")
            XCTAssertEqual(window.traitCollection.preferredContentSizeCategory, .large)
            portal.write("org.gnome.desktop.interface text-scaling-factor 1.25")
            XCTAssertTrue(PrivateSessionBus.wait(10) { window.traitCollection.preferredContentSizeCategory == .extraExtraLarge },
                          "Large Text: \(portal.lines)")
            XCTAssertEqual(UIApplication.shared.preferredContentSizeCategory, .extraExtraLarge)
            portal.write("org.gnome.desktop.interface text-scaling-factor 2.0")
            XCTAssertTrue(PrivateSessionBus.wait(10) { window.traitCollection.preferredContentSizeCategory == .accessibilityLarge })
        }
    }
}
