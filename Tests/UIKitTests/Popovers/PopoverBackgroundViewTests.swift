import QuartzCore
import TestSupport
@testable import UIKit
import XCTest

/// A popover's background class: its instance spans body and arrow, hears the arrow's side and offset, and the
/// content sits inside it by the class's arrow height and insets.
final class PopoverBackgroundViewTests: XCTestCase {
    /// A background as iOS apps write one: a dark body and a tall arrow drawn in `layoutSubviews`.
    final class DarkPopoverBackground: UIPopoverBackgroundView {
        let body = UIView()
        let arrow = UIView()
        var layouts = 0

        override init(frame: CGRect) {
            super.init(frame: frame)
            body.backgroundColor = UIColor(white: 0.15, alpha: 1)
            arrow.backgroundColor = .red
            addSubview(body)
            addSubview(arrow)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override class func arrowBase() -> CGFloat { 30 }
        override class func arrowHeight() -> CGFloat { 20 }
        override class func contentViewInsets() -> UIEdgeInsets { UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        override class var wantsDefaultContentAppearance: Bool { false }

        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
            let height = Self.arrowHeight(), base = Self.arrowBase()
            switch arrowDirection {
            case .up:
                body.frame = CGRect(x: 0, y: height, width: bounds.width, height: bounds.height - height)
                arrow.frame = CGRect(x: bounds.midX + arrowOffset - base / 2, y: 0, width: base, height: height)
            default:
                body.frame = bounds
                arrow.frame = .zero
            }
        }
    }

    func testTheBackgroundSpansBodyAndArrowAndTheContentSitsInsideItsInsets() { onMainActor {
        // The source's middle is at x 200; the window 400 wide: the arrow points up at it from the body's middle.
        let scene = PopoverRig { $0.popoverBackgroundViewClass = DarkPopoverBackground.self }
        let background = scene.popover.chrome.customBackground as? DarkPopoverBackground
        XCTAssertNotNil(background, "an instance of the class is made")
        XCTAssertEqual(background?.arrowDirection, .up)
        XCTAssertEqual(background?.arrowOffset, 0)
        XCTAssertTrue(scene.popover.chrome.shape.isHidden, "the system card is not drawn")
        // Source bottom 50; arrow 20 high: body from y 70, 200+16 wide and 150+16 high, centred on x 200.
        let chrome = scene.popover.chrome.frame
        XCTAssertEqual(chrome, CGRect(x: 92, y: 50, width: 216, height: 186))
        XCTAssertEqual(scene.content.view.frame, CGRect(x: 100, y: 78, width: 200, height: 150), "inside the insets, below the arrow")
        XCTAssertEqual(scene.content.view.layer.cornerRadius, 0, "no default rounding: the background shows its own shape")
        XCTAssertEqual(scene.popover.arrowDirection, .up)
    } }

    func testTheArrowOffsetFollowsASourceNearTheEdge() { onMainActor {
        let scene = PopoverRig(sourceFrame: CGRect(x: 40, y: 20, width: 40, height: 30)) {
            $0.popoverBackgroundViewClass = DarkPopoverBackground.self
        }
        let background = scene.popover.chrome.customBackground
        let chrome = scene.popover.chrome.frame
        // The body is pushed against the margin; the arrow stays over the source's middle (x 60).
        XCTAssertEqual(chrome.minX, 10)
        XCTAssertEqual((background?.arrowOffset ?? 0) + chrome.midX, 60, accuracy: 0.001)
        scene.rig.frame(after: 0)
        XCTAssertGreaterThan((background as? DarkPopoverBackground)?.layouts ?? 0, 0, "the subclass laid out its arrow")
        XCTAssertEqual((background as? DarkPopoverBackground)?.arrow.frame.midX ?? 0, 60 - chrome.minX, accuracy: 0.001)
    } }

    func testASubclassThatKeepsTheDefaultsLooksLikeTheSystemPopover() { onMainActor {
        final class Plain: UIPopoverBackgroundView {}
        let system = PopoverRig()
        let plain = PopoverRig { $0.popoverBackgroundViewClass = Plain.self }
        XCTAssertEqual(plain.content.view.frame, system.content.view.frame)
        XCTAssertEqual(plain.popover.chrome.frame, system.popover.chrome.frame)
        XCTAssertEqual(plain.content.view.layer.cornerRadius, system.content.view.layer.cornerRadius)
    } }

    func testADarkPopoverWithATallArrow() throws {
        let image = try MainActor.assumeIsolated { () throws -> CGImage in
            let scene = PopoverRig { $0.popoverBackgroundViewClass = DarkPopoverBackground.self }
            scene.button.backgroundColor = .orange
            scene.presenter.view.backgroundColor = UIColor(white: 0.9, alpha: 1)
            scene.content.view.backgroundColor = UIColor(red: 0.3, green: 0.5, blue: 0.9, alpha: 1)
            scene.rig.frame(after: 0)
            return try XCTUnwrap(scene.rig.renderer.image)
        }
        assertSnapshot(image, named: "darkBackground")
    }
}
