import ATSPI
@testable import UIKit
import XCTest

/// The activity indicator: hidden while stopped, twelve spokes turning a step every twelfth of a second on the
/// context's clock, its size and colour per style, dark mode and what screen readers hear (its picture:
/// `ControlSnapshotTests.testActivityIndicatorStyles`).
final class UIActivityIndicatorViewTests: XCTestCase {
    /// The wheel's turn shown at the rig's current time, in whole steps of 30°.
    @MainActor
    private static func shownStep(_ spinner: UIActivityIndicatorView) -> Int {
        let shown = spinner.wheel.presentation() ?? spinner.wheel
        let angle = atan2(shown.transform.m12, shown.transform.m11)
        let step = Int((angle / (2 * .pi / 12)).rounded())
        return (step + 12) % 12
    }

    func testHiddenWhileStoppedUnlessTold() {
        onMainActor {
            let spinner = UIActivityIndicatorView(style: .medium)
            XCTAssertTrue(spinner.hidesWhenStopped)
            XCTAssertTrue(spinner.isHidden, "a new spinner is hidden until it starts, as on iOS")
            XCTAssertFalse(spinner.isAnimating)
            spinner.startAnimating()
            XCTAssertTrue(spinner.isAnimating)
            XCTAssertFalse(spinner.isHidden)
            spinner.stopAnimating()
            XCTAssertTrue(spinner.isHidden)
            spinner.hidesWhenStopped = false
            XCTAssertFalse(spinner.isHidden, "no longer hiding: shown stopped")
            spinner.startAnimating()
            spinner.stopAnimating()
            XCTAssertFalse(spinner.isHidden)
            XCTAssertFalse(spinner.isAnimating)
        }
    }

    func testTheWheelTurnsAStepEveryTwelfthOfASecond() {
        onMainActor {
            let rig = ControlRig(UIActivityIndicatorView(style: .large))
            let spinner = rig.control
            XCTAssertEqual(spinner.spokes.count, 12)
            XCTAssertNil(spinner.wheel.animation(forKey: UIActivityIndicatorView.spinKey), "still until started")
            spinner.startAnimating()
            rig.advance(by: 0.01)
            XCTAssertEqual(Self.shownStep(spinner), 0)
            rig.advance(by: 0.07)  // 0.08 s: still the first step
            XCTAssertEqual(Self.shownStep(spinner), 0)
            rig.advance(by: 0.01)  // 0.09 s: past 1/12
            XCTAssertEqual(Self.shownStep(spinner), 1, "jumps a whole spoke, not a smooth turn")
            rig.advance(by: 0.41)  // 0.5 s
            XCTAssertEqual(Self.shownStep(spinner), 6)
            rig.advance(by: 0.54)  // 1.04 s: round again
            XCTAssertEqual(Self.shownStep(spinner), 0, "repeats every second")
            spinner.stopAnimating()
            XCTAssertNil(spinner.wheel.animation(forKey: UIActivityIndicatorView.spinKey))
            rig.advance(by: 0.5)
            XCTAssertEqual(Self.shownStep(spinner), 0, "stopped: the wheel rests")
        }
    }

    func testSpokesFadeBehindTheHead() {
        onMainActor {
            let spinner = UIActivityIndicatorView(style: .medium)
            let opacities = spinner.spokes.map(\.opacity)
            XCTAssertEqual(opacities.first, 1)
            XCTAssertEqual(opacities, opacities.sorted(by: >), "each spoke behind fainter")
            XCTAssertGreaterThan(opacities.last ?? 0, 0.1, "the faintest still shows")
            let head = spinner.spokes[0].frame, second = spinner.spokes[1].frame
            XCTAssertEqual(head.midX, 10, accuracy: 0.01, "the head points up from the centre")
            XCTAssertLessThan(head.minY, 1)
            XCTAssertLessThan(second.midX, head.midX, "the next spoke sits counter-clockwise, behind the head")
        }
    }

    func testSizesAndColoursPerStyle() {
        onMainActor {
            let sizes: [(UIActivityIndicatorView.Style, CGFloat)] = [(.medium, 20), (.large, 37), (.white, 20), (.whiteLarge, 37), (.gray, 20)]
            for (style, side) in sizes {
                let spinner = UIActivityIndicatorView(style: style)
                XCTAssertEqual(spinner.intrinsicContentSize, CGSize(width: side, height: side), "\(style)")
                XCTAssertEqual(spinner.frame.size, CGSize(width: side, height: side))
            }
            XCTAssertEqual(UIActivityIndicatorView(style: .white).color, .white)
            XCTAssertEqual(UIActivityIndicatorView(style: .gray).color, .gray)
            XCTAssertEqual(UIActivityIndicatorView(style: .medium).color, .secondaryLabel)
            let spinner = UIActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
            XCTAssertEqual(spinner.style, .medium)
            spinner.layoutIfNeeded()
            XCTAssertEqual(spinner.wheel.position, CGPoint(x: 50, y: 30), "centred in a larger frame")
            spinner.color = .systemRed
            XCTAssertEqual(spinner.spokes[5].backgroundColor, UIColor.systemRed.cgColor)
            spinner.color = nil
            XCTAssertEqual(spinner.color, .secondaryLabel, "nil goes back to the style's colour")
            spinner.style = .large
            XCTAssertEqual(spinner.intrinsicContentSize.width, 37)
            XCTAssertEqual(spinner.spokes[0].bounds.height, 37 * 0.28, accuracy: 0.001, "spokes rebuilt for the new size")
        }
    }

    private final class DarkSpinner: UIActivityIndicatorView {
        override var traitCollection: UITraitCollection { UITraitCollection(userInterfaceStyle: .dark) }
    }

    func testDarkModeResolvesTheSpokeColour() {
        onMainActor {
            let spinner = DarkSpinner(style: .medium)
            spinner.traitCollectionDidChange(nil)
            let dark = UIColor.secondaryLabel.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor
            XCTAssertEqual(spinner.spokes[0].backgroundColor, dark)
            XCTAssertNotEqual(dark, UIColor.secondaryLabel.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).cgColor)
        }
    }

    func testScreenReadersHearABusyProgressBar() throws {
        try onMainActor {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let spinner = UIActivityIndicatorView(style: .medium)
            spinner.hidesWhenStopped = false
            window.addSubview(spinner)
            let tree = AccessibleViewTree(focus: UIApplication.shared.accessibility.focus, applicationName: "demo") { [window] in [window] }
            let windowID = tree.objects.id(for: window, parent: .root)
            XCTAssertTrue(spinner.isAccessibilityElement)
            XCTAssertEqual(spinner.accessibilityTraits, .updatesFrequently)
            XCTAssertEqual(spinner.accessibilityLabel, "Progress halted")
            var node = try XCTUnwrap(tree.node(tree.objects.id(for: spinner, parent: windowID)))
            XCTAssertEqual(node.role, .progressBar, "GTK 4's spinner is a progress bar")
            XCTAssertFalse(node.states.contains(.busy))
            XCTAssertFalse(node.states.contains(.focusable))
            spinner.startAnimating()
            XCTAssertEqual(spinner.accessibilityLabel, "In progress")
            node = try XCTUnwrap(tree.node(tree.objects.id(for: spinner, parent: windowID)))
            XCTAssertTrue(node.states.contains(.busy))
            XCTAssertEqual(node.name, "In progress")
        }
    }
}
