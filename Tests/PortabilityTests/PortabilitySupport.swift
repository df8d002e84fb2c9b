import QuartzCore
import TestSupport
import UIKit

/// Renders `view` alone in a white window of its size, offscreen on a manual clock, the way a screenshot of an
/// iOS screen would show it.
@MainActor
func renderOffscreen(_ view: UIView, scale: CGFloat = 1) -> CGImage? {
    _ = installManualClock()
    let window = UIWindow(frame: CGRect(origin: .zero, size: view.frame.size))
    window.backgroundColor = .white
    view.frame.origin = .zero
    window.addSubview(view)
    let renderer = OffscreenRenderer(window: window, scale: scale)
    renderer.renderFrame()
    return renderer.image
}
