@testable import UIKit
import XCTest

/// A tooltip shows once the pointer has rested half a second over its view (on the context's clock), near the
/// pointer on top of the window, and goes as the pointer leaves its rectangle or presses.
final class ToolTipTests: XCTestCase {
    @MainActor private static func shownText(_ rig: PointerRig) -> String? {
        rig.tracker.toolTips.shown?.label.text
    }

    func testATooltipShowsAfterHalfASecondAtRestAndGoesWhenThePointerLeaves() {
        onMainActor {
            let rig = PointerRig()
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
            button.toolTip = "Save the document"
            rig.window.addSubview(button)
            XCTAssertEqual(button.toolTipInteraction?.defaultToolTip, "Save the document")
            rig.move(to: 30, 30)
            rig.advance(by: 0.3)
            rig.move(to: 40, 30)
            rig.advance(by: 0.45)
            XCTAssertNil(Self.shownText(rig), "moving starts the rest anew")
            rig.advance(by: 0.05)
            XCTAssertEqual(Self.shownText(rig), "Save the document")
            let tip = rig.tracker.toolTips.shown
            XCTAssertTrue(tip?.superview === rig.window)
            XCTAssertTrue(rig.window.subviews.last === tip, "above everything")
            XCTAssertEqual(tip?.frame.origin, CGPoint(x: 40, y: 50), "below the pointer")
            rig.move(to: 60, 35)
            XCTAssertEqual(Self.shownText(rig), "Save the document", "moving within the rectangle keeps it")
            rig.move(to: 200, 200)
            XCTAssertNil(Self.shownText(rig))
            XCTAssertNil(tip?.superview)
        }
    }

    func testAPressPutsTheTooltipAwayUntilThePointerLeavesItsRectangle() {
        onMainActor {
            let rig = PointerRig()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.addInteraction(UIToolTipInteraction(defaultToolTip: "Tip"))
            rig.window.addSubview(view)
            rig.move(to: 50, 50)
            rig.advance(by: 0.5)
            XCTAssertEqual(Self.shownText(rig), "Tip")
            rig.click(at: 50, 50)
            XCTAssertNil(Self.shownText(rig))
            rig.advance(by: 1)
            XCTAssertNil(Self.shownText(rig), "not again while the pointer stays")
            rig.move(to: 150, 150)
            rig.move(to: 50, 50)
            rig.advance(by: 0.5)
            XCTAssertEqual(Self.shownText(rig), "Tip", "back after leaving and resting again")
        }
    }

    func testTheDelegatesConfigurationGivesTheTextAndTheRectangleToRestIn() {
        onMainActor {
            final class Corners: UIToolTipInteractionDelegate {
                var points: [CGPoint] = []
                func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint) -> UIToolTipConfiguration? {
                    points.append(point)
                    return point.x < 50 ? UIToolTipConfiguration(toolTip: "Left", in: CGRect(x: 0, y: 0, width: 50, height: 50)) : nil
                }
            }
            let rig = PointerRig()
            let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
            let interaction = UIToolTipInteraction()
            let delegate = Corners()
            interaction.delegate = delegate
            view.addInteraction(interaction)
            rig.window.addSubview(view)
            rig.move(to: 120, 170)
            rig.advance(by: 0.6)
            XCTAssertNil(Self.shownText(rig), "outside the configuration's rectangle")
            rig.move(to: 170, 120)
            rig.advance(by: 0.6)
            XCTAssertNil(Self.shownText(rig), "no configuration there")
            rig.move(to: 110, 120)
            rig.advance(by: 0.6)
            XCTAssertEqual(Self.shownText(rig), "Left")
            XCTAssertEqual(delegate.points.last, CGPoint(x: 10, y: 20), "asked in the view's coordinates")
            interaction.isEnabled = false
            rig.move(to: 112, 120)
            XCTAssertNil(Self.shownText(rig))
        }
    }

    func testAControlWithoutATooltipHasNoInteraction() {
        onMainActor {
            let control = UIControl()
            XCTAssertNil(control.toolTip)
            XCTAssertNil(control.toolTipInteraction)
            control.toolTip = nil
            XCTAssertTrue(control.interactions.isEmpty)
            XCTAssertEqual(UIToolTipConfiguration(toolTip: "A").sourceRect, nil)
        }
    }
}

extension ToolTipTests {
    func testALabelsTooltipShowsThoughTheLabelTakesNoTouches() {
        onMainActor {
            let rig = PointerRig()
            let label = UILabel(frame: CGRect(x: 10, y: 10, width: 120, height: 20))
            label.text = "Label with a tooltip"
            label.addInteraction(UIToolTipInteraction(defaultToolTip: "The label's tooltip."))
            rig.window.addSubview(label)
            rig.move(to: 20, 15)
            rig.advance(by: 0.5)
            XCTAssertEqual(Self.shownText(rig), "The label's tooltip.")
        }
    }
}
