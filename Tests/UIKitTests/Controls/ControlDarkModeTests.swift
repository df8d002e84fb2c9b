@testable import UIKit
import XCTest

/// The controls draw their system colours as their traits resolve them, and follow a change of traits: dark mode's
/// fills, labels and raised indicator where the traits say dark.
final class ControlDarkModeTests: XCTestCase {
    private static let dark = MainActor.assumeIsolated { UITraitCollection(userInterfaceStyle: .dark) }

    private final class DarkSegmentedControl: UISegmentedControl {
        var style: UIUserInterfaceStyle = .light
        override var traitCollection: UITraitCollection { UITraitCollection(userInterfaceStyle: style) }
    }

    private final class DarkStepper: UIStepper {
        override var traitCollection: UITraitCollection { ControlDarkModeTests.dark }
    }

    private final class DarkProgressView: UIProgressView {
        override var traitCollection: UITraitCollection { ControlDarkModeTests.dark }
    }

    private final class DarkPageControl: UIPageControl {
        override var traitCollection: UITraitCollection { ControlDarkModeTests.dark }
    }

    @MainActor
    private static func darkColor(_ color: UIColor) -> CGColor {
        color.resolvedColor(with: dark).cgColor
    }

    func testEachControlResolvesItsColoursForItsTraits() {
        onMainActor {
            let control = DarkSegmentedControl(items: ["A", "B"])
            control.selectedSegmentIndex = 0
            XCTAssertEqual(control.indicator.backgroundColor, UIColor.white.cgColor, "light: a white indicator")
            control.style = .dark
            control.traitCollectionDidChange(UITraitCollection(userInterfaceStyle: .light))
            XCTAssertEqual(control.layer.backgroundColor, Self.darkColor(.tertiarySystemFill))
            XCTAssertEqual(control.indicator.backgroundColor, Self.darkColor(UISegmentedControl.indicatorColor), "dark: a raised grey")
            XCTAssertNotEqual(control.indicator.backgroundColor, UIColor.white.cgColor)
            let title = control.segmentViews[0].label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
            XCTAssertEqual(title?.cgColor, Self.darkColor(.label), "titles in dark mode's label colour (white)")

            let stepper = DarkStepper(frame: .zero)
            XCTAssertEqual(stepper.layer.backgroundColor, Self.darkColor(.tertiarySystemFill))
            XCTAssertEqual(stepper.divider.layer.backgroundColor, Self.darkColor(.opaqueSeparator))

            let bar = DarkProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
            XCTAssertEqual(bar.trackView.layer.backgroundColor, Self.darkColor(.systemFill))

            let pages = DarkPageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 26))
            pages.numberOfPages = 2
            XCTAssertEqual(pages.indicators[0].backgroundColor, Self.darkColor(.label), "the current dot in dark mode's label colour")
            XCTAssertEqual(pages.indicators[1].backgroundColor, Self.darkColor(.tertiaryLabel))
        }
    }
}
