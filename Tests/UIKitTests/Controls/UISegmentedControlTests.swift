@testable import UIKit
import XCTest

/// `UISegmentedControl`: its segments and their properties, a tap selecting and telling, the indicator sliding at exact
/// times, a drag carrying it, momentary controls, actions, appearance kept per state, and the width arithmetic.
final class UISegmentedControlTests: XCTestCase {
    func testItemsMakeSegmentsAndTheControlFitsThem() {
        onMainActor {
            let image = UIImage.filled(width: 16, height: 16)
            let action = UIAction(title: "Map") { _ in }
            let control = UISegmentedControl(items: ["One", image, action, 42])
            XCTAssertEqual(control.numberOfSegments, 3, "a number is no item (reported)")
            XCTAssertEqual(control.titleForSegment(at: 0), "One")
            XCTAssertTrue(control.imageForSegment(at: 1) === image)
            XCTAssertNil(control.titleForSegment(at: 1))
            XCTAssertEqual(control.titleForSegment(at: 2), "Map", "an action without an image shows its title")
            XCTAssertTrue(control.actionForSegment(at: 2) === action)
            XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
            XCTAssertEqual(UISegmentedControl.noSegment, -1)
            XCTAssertEqual(control.frame.size, control.intrinsicContentSize, "made from items, it fits them")
            XCTAssertEqual(control.intrinsicContentSize.height, 32)
            XCTAssertFalse(control.isMomentary)
            XCTAssertFalse(control.apportionsSegmentWidthsByContent)
            XCTAssertEqual(control.segmentIndex(identifiedBy: action.identifier), 2)
            XCTAssertEqual(control.segmentIndex(identifiedBy: UIAction.Identifier("none")), NSNotFound)
        }
    }

    func testInsertingAndRemovingKeepsTheSelectionOnItsSegment() {
        onMainActor {
            let control = UISegmentedControl(items: ["A", "B", "C"])
            control.selectedSegmentIndex = 1
            control.insertSegment(withTitle: "Z", at: 0, animated: false)
            XCTAssertEqual(control.selectedSegmentIndex, 2, "B moved right")
            control.insertSegment(with: UIImage.filled(width: 8, height: 8), at: 99, animated: true)
            XCTAssertEqual(control.numberOfSegments, 5, "an index past the end appends")
            control.removeSegment(at: 0, animated: false)
            XCTAssertEqual(control.selectedSegmentIndex, 1)
            control.removeSegment(at: 1, animated: true)
            XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment, "the selected segment went")
            control.selectedSegmentIndex = 7
            XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment, "no such segment: refused")
            control.removeAllSegments()
            XCTAssertEqual(control.numberOfSegments, 0)
            XCTAssertEqual(control.segmentViews.count, 0)
            XCTAssertEqual(control.dividerViews.count, 0)
        }
    }

    func testAnAnimatedInsertionGrowsTheNewSegmentOverAQuarterSecond() {
        onMainActor {
            let rig = ControlRig(makeControl())
            rig.advance(by: 0.01)
            rig.control.insertSegment(withTitle: "New", at: 1, animated: true)
            XCTAssertEqual(rig.control.segmentViews[1].frame, CGRect(x: 75, y: 0, width: 75, height: 32), "four segments of 75")
            @MainActor func shownWidth() -> CGFloat { rig.control.segmentViews[1].layer.presentation()?.bounds.width ?? -1 }
            rig.advance(by: 0)
            XCTAssertEqual(shownWidth(), 0, accuracy: 0.01, "it starts with no width")
            rig.advance(by: 0.125)
            XCTAssertGreaterThan(shownWidth(), 10)
            XCTAssertLessThan(shownWidth(), 65)
            rig.advance(by: 0.125)
            XCTAssertEqual(shownWidth(), 75, accuracy: 0.01)
        }
    }

    func testSegmentPropertiesAreKept() {
        onMainActor {
            let control = UISegmentedControl(items: ["A", "B"])
            control.setTitle("Alpha", forSegmentAt: 0)
            control.setWidth(70, forSegmentAt: 1)
            control.setWidth(-3, forSegmentAt: 0)
            control.setContentOffset(CGSize(width: 2, height: -1), forSegmentAt: 0)
            control.setEnabled(false, forSegmentAt: 1)
            XCTAssertEqual(control.titleForSegment(at: 0), "Alpha")
            XCTAssertEqual(control.widthForSegment(at: 1), 70)
            XCTAssertEqual(control.widthForSegment(at: 0), 0, "a negative width is refused")
            XCTAssertEqual(control.contentOffsetForSegment(at: 0), CGSize(width: 2, height: -1))
            XCTAssertFalse(control.isEnabledForSegment(at: 1))
            XCTAssertTrue(control.isEnabledForSegment(at: 0))
            XCTAssertNil(control.titleForSegment(at: 5), "no such segment")
            let image = UIImage.filled(width: 10, height: 10)
            control.setImage(image, forSegmentAt: 0)
            XCTAssertNil(control.titleForSegment(at: 0), "an image replaces the title")
            let action = UIAction(title: "Go", image: image) { _ in }
            control.setAction(action, forSegmentAt: 1)
            XCTAssertTrue(control.imageForSegment(at: 1) === image, "an action with an image shows the image")
            XCTAssertEqual(control.widthForSegment(at: 1), 70, "and keeps the segment's width")
        }
    }

    func testATapSelectsTheSegmentAndSendsValueChanged() {
        onMainActor {
            let rig = ControlRig(makeControl())
            var selections: [Int] = []
            rig.control.addAction(UIAction { _ in selections.append(rig.control.selectedSegmentIndex) }, for: .valueChanged)
            var primaries = 0
            rig.control.addAction(UIAction { _ in primaries += 1 }, for: .primaryActionTriggered)
            rig.click(150, 16)
            XCTAssertEqual(selections, [1])
            rig.click(150, 16)
            XCTAssertEqual(selections, [1], "the selected segment again: no change")
            rig.click(250, 16)
            XCTAssertEqual(selections, [1], "a disabled segment is not selected")
            XCTAssertEqual(primaries, 0, "segments without actions trigger no primary action")
            rig.control.isEnabled = false
            rig.click(50, 16)
            XCTAssertEqual(selections, [1], "nor is any in a disabled control")
        }
    }

    func testTheIndicatorSlidesToTheTappedSegmentOverAQuarterSecond() {
        onMainActor {
            let rig = ControlRig(makeControl())
            rig.control.selectedSegmentIndex = 0
            rig.advance(by: 0.01)
            XCTAssertEqual(rig.control.indicator.frame, CGRect(x: 2, y: 2, width: 96, height: 28), "set in code: no slide")
            rig.click(150, 16)
            @MainActor func shownX() -> CGFloat { rig.control.indicator.presentation()?.frame.minX ?? -1 }
            rig.advance(by: 0)
            XCTAssertEqual(shownX(), 2, accuracy: 0.01, "the slide starts at the old segment")
            rig.advance(by: 0.125)
            XCTAssertEqual(shownX(), 52, accuracy: 0.01, "half way at half time (ease in and out)")
            rig.advance(by: 0.125)
            XCTAssertEqual(shownX(), 102, accuracy: 0.01)
            XCTAssertEqual(rig.control.indicator.frame.minX, 102)
        }
    }

    func testADragFromTheSelectedSegmentCarriesTheIndicator() {
        onMainActor {
            let rig = ControlRig(makeControl())
            rig.control.setEnabled(true, forSegmentAt: 2)
            rig.control.selectedSegmentIndex = 0
            var selections: [Int] = []
            rig.control.addAction(UIAction { _ in selections.append(rig.control.selectedSegmentIndex) }, for: .valueChanged)
            rig.press(50, 16)
            rig.move(150, 16)
            XCTAssertEqual(rig.control.indicator.frame.minX, 102, "the indicator follows the pointer")
            XCTAssertEqual(rig.control.selectedSegmentIndex, 0, "the selection waits for the release")
            rig.move(260, 20)
            XCTAssertEqual(rig.control.indicator.frame.minX, 202)
            rig.release()
            XCTAssertEqual(selections, [2])
            rig.press(150, 16)
            rig.move(50, 16)
            XCTAssertEqual(rig.control.indicator.frame.minX, 202, "a drag from another segment does not carry it")
            rig.release()
            XCTAssertEqual(selections, [2, 0], "the release selects the segment under it")
        }
    }

    func testAMomentaryControlShowsOnlyThePressAndTellsEachTap() {
        onMainActor {
            let rig = ControlRig(makeControl())
            rig.control.isMomentary = true
            var selections: [Int] = []
            rig.control.addAction(UIAction { _ in selections.append(rig.control.selectedSegmentIndex) }, for: .valueChanged)
            rig.press(50, 16)
            XCTAssertFalse(rig.control.indicator.isHidden, "the pressed segment shows")
            rig.release()
            XCTAssertTrue(rig.control.indicator.isHidden, "and nothing once let go")
            rig.click(50, 16)
            XCTAssertEqual(selections, [0, 0], "every tap tells, with the tapped index")
        }
    }

    func testASegmentsActionRunsWithTheControlEvents() {
        onMainActor {
            var log: [String] = []
            let rig = ControlRig(UISegmentedControl(frame: CGRect(x: 0, y: 0, width: 200, height: 32), actions: [
                UIAction(title: "List") { action in log.append("list \(action.sender is UISegmentedControl)") },
                UIAction(title: "Grid") { _ in log.append("grid") },
            ]))
            rig.control.addAction(UIAction { _ in log.append("changed") }, for: .valueChanged)
            rig.control.addAction(UIAction { _ in log.append("primary") }, for: .primaryActionTriggered)
            rig.click(150, 16)
            rig.click(50, 16)
            XCTAssertEqual(log, ["grid", "changed", "primary", "list true", "changed", "primary"])
        }
    }

    func testTitleAttributesAndImagesAreKeptPerStateAndShown() {
        onMainActor {
            let rig = ControlRig(makeControl())
            rig.control.setEnabled(true, forSegmentAt: 2)
            rig.control.selectedSegmentIndex = 1
            rig.control.setTitleTextAttributes([.foregroundColor: UIColor.blue], for: .normal)
            rig.control.setTitleTextAttributes([.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 20)], for: .selected)
            XCTAssertEqual(rig.control.titleTextAttributes(for: .selected)?.count, 2)
            XCTAssertNil(rig.control.titleTextAttributes(for: .highlighted))
            @MainActor func color(_ segment: Int) -> UIColor? {
                rig.control.segmentViews[segment].label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
            }
            XCTAssertEqual(color(0), .blue)
            XCTAssertEqual(color(1), .red, "the selected segment's attributes over the normal ones")
            let normal = UIImage.filled(width: 6, height: 32, color: .gray)
            let selected = UIImage.filled(width: 6, height: 32, color: .white)
            let divider = UIImage.filled(width: 2, height: 20, color: .black)
            rig.control.setBackgroundImage(normal, for: .normal, barMetrics: .default)
            rig.control.setBackgroundImage(selected, for: .selected, barMetrics: .default)
            rig.control.setDividerImage(divider, forLeftSegmentState: .normal, rightSegmentState: .selected, barMetrics: .default)
            XCTAssertTrue(rig.control.backgroundImage(for: .selected, barMetrics: .default) === selected)
            XCTAssertNil(rig.control.backgroundImage(for: .selected, barMetrics: .compact))
            XCTAssertTrue(rig.control.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .selected, barMetrics: .default) === divider)
            XCTAssertTrue(rig.control.segmentViews[0].backgroundView.image === normal)
            XCTAssertTrue(rig.control.segmentViews[1].backgroundView.image === selected)
            XCTAssertTrue(rig.control.indicator.isHidden, "background images take the indicator's place")
            XCTAssertTrue(rig.control.dividerViews[0].image === divider, "between a normal and the selected segment")
            XCTAssertNil(rig.control.dividerViews[1].image, "no image for selected and normal")
            XCTAssertEqual(rig.control.dividerViews[0].frame, CGRect(x: 99, y: 6, width: 2, height: 20))
            rig.control.setContentPositionAdjustment(UIOffset(horizontal: 0, vertical: 3), forSegmentType: .left, barMetrics: .default)
            XCTAssertEqual(rig.control.contentPositionAdjustment(forSegmentType: .left, barMetrics: .default), UIOffset(horizontal: 0, vertical: 3))
            let label = rig.control.segmentViews[0].label
            XCTAssertEqual(label.frame.midY, 19, accuracy: 1, "the left segment's title is moved down 3 points")
        }
    }

    func testWidthsAreSharedEquallyOrByContentAroundFixedOnes() {
        let narrow = SegmentedControlLayout.Segment(fixedWidth: 0, contentWidth: 20)
        let wide = SegmentedControlLayout.Segment(fixedWidth: 0, contentWidth: 60)
        let fixed = SegmentedControlLayout.Segment(fixedWidth: 50, contentWidth: 300)
        var layout = SegmentedControlLayout(segments: [narrow, wide, fixed], apportionsByContent: false)
        XCTAssertEqual(layout.fittingWidth, 50 + 2 * 84, "equal segments as wide as the widest content, padded 12 each side")
        XCTAssertEqual(layout.widths(in: 250), [100, 100, 50])
        layout.apportionsByContent = true
        XCTAssertEqual(layout.fittingWidth, 50 + 44 + 84)
        XCTAssertEqual(layout.widths(in: 306), [88, 168, 50], "the rest in proportion to their content")
        XCTAssertEqual(layout.frames(in: CGRect(x: 10, y: 0, width: 306, height: 32)).map(\.minX), [10, 98, 266])
        XCTAssertEqual(SegmentedControlLayout(segments: [], apportionsByContent: false).fittingWidth, 0)
    }
}

/// A 300-point control of three 100-point segments, "First", "Second", and a disabled "Third".
@MainActor
private func makeControl() -> UISegmentedControl {
    let control = UISegmentedControl(items: ["First", "Second", "Third"])
    control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
    control.setEnabled(false, forSegmentAt: 2)
    control.layoutIfNeeded()
    return control
}
