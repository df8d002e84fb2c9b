@testable import UIKit
import XCTest

/// Renders `build`'s views in a white window of `size` at scale 2, on a fresh manual clock, `seconds` after they were
/// built: the controls' reference pictures.
func whitePicture(_ size: CGSize, after seconds: CFTimeInterval = 1, _ build: @MainActor (UIWindow) -> Void) -> CGImage? {
    MainActor.assumeIsolated {
        _ = installManualClock()
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.backgroundColor = .white
        build(window)
        window.layoutIfNeeded()
        let renderer = OffscreenRenderer(window: window, scale: 2)
        renderer.renderFrame()
        CAContext.current.advance(by: seconds)
        renderer.renderFrame()
        defer { UIApplication.shared.windows.removeAll { $0 === window } }
        return renderer.image
    }
}
