@testable import Demos
import QuartzCore
@testable import UIKit
import XCTest

/// A gallery page shown on its own in an offscreen window on a fresh manual clock, first frame drawn.
@MainActor
struct GalleryPageFixture<Page: GalleryPage> {
    let clock: CAManualMediaClock
    let window: UIWindow
    let page: Page
    let renderer: OffscreenRenderer

    init(_ type: Page.Type, size: CGSize = GalleryPage.stageSize) {
        clock = installManualClock()
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        page = Page(frame: window.bounds)
        window.addSubview(page)
        renderer = OffscreenRenderer(window: window)
        renderer.renderFrame()
    }

    /// Renders the frame `t` seconds after the page started.
    func render(at t: CFTimeInterval) {
        clock.set(page.startTime + t)
        renderer.renderFrame()
    }

    /// A view's position as shown, in the stage's coordinates.
    func shown(_ view: UIView) -> CGPoint {
        view.layer.presentation()?.position ?? view.layer.position
    }
}

/// Whether an opaque pixel (ARGB word) shows `color`, within `tolerance` per channel.
@MainActor
func pixel(_ word: UInt32, shows color: UIColor, tolerance: Int = 3) -> Bool {
    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
    _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
    let expected = [r, g, b].map { Int(($0 * 255).rounded()) }
    let actual = [Int((word >> 16) & 0xFF), Int((word >> 8) & 0xFF), Int(word & 0xFF)]
    return zip(expected, actual).allSatisfy { abs($0 - $1) <= tolerance }
}
