import UIKit

/// A window with one small view on a fresh manual clock, drawn offscreen a frame at a time: what the block and
/// animator tests move.
@MainActor
final class AnimationRig {
    let clock = installManualClock()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    lazy var renderer = OffscreenRenderer(window: window)

    init() {
        window.addSubview(view)
    }

    /// The view's layer as shown now.
    var shown: CALayer { view.layer.presentation() ?? view.layer }

    /// The shown horizontal centre.
    var shownX: CGFloat { view.layer.presentation()?.position.x ?? -1 }

    /// Moves the clock `seconds` on and draws a frame.
    func frame(after seconds: Double) {
        clock.advance(by: seconds)
        renderer.renderFrame()
    }
}
