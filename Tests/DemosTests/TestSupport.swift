import QuartzCore
@testable import UIKit
import XCTest
@_exported import TestSupport

/// A scene's test leaves nothing animating for the next: its windows' layers stop and the
/// windows leave the app (a scene's clouds fly for 50 s and its timer keeps spawning).
class SceneTestCase: XCTestCase {
    override func tearDown() {
        MainActor.assumeIsolated {
            for window in UIApplication.shared.windows { stopAnimations(window.layer) }
            UIApplication.shared.windows.removeAll()
            CATransaction.flush()
        }
        super.tearDown()
    }
}

@MainActor
private func stopAnimations(_ layer: CALayer) {
    layer.removeAllAnimations()
    layer.sublayers?.forEach(stopAnimations)
}
