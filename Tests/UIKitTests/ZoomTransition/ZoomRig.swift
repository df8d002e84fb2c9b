import QuartzCore
@testable import UIKit
import XCTest

/// A grid controller with two thumbnails (80×60, the window's proportions) in a navigation controller in a
/// 400×300 window on the manual clock, and a detail controller that zooms out of the current thumbnail.
@MainActor
final class ZoomRig {
    let rig = ControllerRig()
    let grid = UIViewController()
    let detail = UIViewController()
    let thumbnails: [UIView]
    /// The navigation controller the grid is the root of (made only when the rig uses one).
    lazy var navigation = UINavigationController(rootViewController: grid)
    /// The thumbnail the provider returns (nil: none).
    var current: Int? = 0
    /// How many times the provider was asked.
    private(set) var asked = 0

    static let thumbnailFrames = [CGRect(x: 40, y: 60, width: 80, height: 60), CGRect(x: 240, y: 180, width: 80, height: 60)]

    init(options: UIZoomTransitionOptions? = nil, inNavigation: Bool = true) {
        grid.view.backgroundColor = .white
        thumbnails = Self.thumbnailFrames.enumerated().map { index, frame in
            let view = UIView(frame: frame)
            view.backgroundColor = index == 0 ? .systemOrange : .systemGreen
            return view
        }
        for thumbnail in thumbnails { grid.view.addSubview(thumbnail) }
        detail.view.backgroundColor = .systemBlue
        let band = UIView(frame: CGRect(x: 0, y: 120, width: 400, height: 60))
        band.backgroundColor = .systemYellow
        detail.view.addSubview(band)
        detail.preferredTransition = .zoom(options: options) { [unowned self] context in
            XCTAssertTrue(context.zoomedViewController === detail)
            XCTAssertTrue(context.sourceViewController === grid)
            asked += 1
            return current.map { thumbnails[$0] }
        }
        rig.window.rootViewController = inNavigation ? navigation : grid
        rig.frame(after: 0)
    }

    /// A rig with the detail pushed and settled.
    static func zoomedIn(options: UIZoomTransitionOptions? = nil) -> ZoomRig {
        let zoom = ZoomRig(options: options)
        zoom.push()
        zoom.settle()
        return zoom
    }

    func push() {
        navigation.pushViewController(detail, animated: true)
        rig.frame(after: 0)
    }

    /// Runs frames for `seconds`, long enough for a spring to settle by default.
    func settle(_ seconds: Double = 1.5) {
        for _ in 0..<Int(seconds * 60) { rig.frame(after: 1.0 / 60) }
    }

    /// Where `view` shows in the window now: its presentation's frame (its transform's), taken up its superviews.
    func shownFrame(_ view: UIView) -> CGRect {
        let frame = (view.layer.presentation() ?? view.layer).frame
        return view.superview?.convert(frame, to: nil) ?? frame
    }

    /// Drags from `start` by `offset` in `steps` moves one frame apart, the finger staying down.
    func drag(from start: CGPoint, by offset: CGPoint, steps: Int) {
        rig.renderer.pointerDown(at: start)
        for step in 1...steps {
            rig.frame(after: 1.0 / 60)
            let part = CGFloat(step) / CGFloat(steps)
            rig.renderer.pointerMove(to: CGPoint(x: start.x + offset.x * part, y: start.y + offset.y * part))
        }
        rig.frame(after: 0)
    }

    /// Lifts the finger after it rested a while (no speed left).
    func releaseAtRest() {
        rig.frame(after: 0.2)
        rig.renderer.pointerUp()
        rig.frame(after: 0)
    }
}

func XCTAssertEqualRects(_ actual: CGRect, _ expected: CGRect, accuracy: CGFloat = 0.5, _ message: String = "",
                         file: StaticString = #filePath, line: UInt = #line) {
    let close = abs(actual.minX - expected.minX) <= accuracy && abs(actual.minY - expected.minY) <= accuracy
        && abs(actual.width - expected.width) <= accuracy && abs(actual.height - expected.height) <= accuracy
    XCTAssertTrue(close, "\(actual) is not \(expected) \(message)", file: file, line: line)
}
