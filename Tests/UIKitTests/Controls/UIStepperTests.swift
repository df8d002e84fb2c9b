@testable import UIKit
import XCTest

/// `UIStepper`: its value rules, a press on each half, autorepeat on the context's clock at exact times, wrapping,
/// continuous and not, and its images per state.
final class UIStepperTests: XCTestCase {
    func testTheValueRulesAreUIKits() {
        onMainActor {
            let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            XCTAssertEqual(stepper.frame.size, CGSize(width: 94, height: 32), "a stepper has UIKit's size")
            XCTAssertEqual(stepper.intrinsicContentSize, CGSize(width: 94, height: 32))
            XCTAssertEqual([stepper.value, stepper.minimumValue, stepper.maximumValue, stepper.stepValue], [0, 0, 100, 1])
            XCTAssertTrue(stepper.isContinuous)
            XCTAssertTrue(stepper.autorepeat)
            XCTAssertFalse(stepper.wraps)
            stepper.value = 150
            XCTAssertEqual(stepper.value, 100, "clamped to the maximum")
            stepper.minimumValue = 200
            XCTAssertEqual(stepper.maximumValue, 200, "a minimum above the maximum takes the maximum with it")
            XCTAssertEqual(stepper.value, 200)
            stepper.maximumValue = 100
            XCTAssertEqual(stepper.minimumValue, 100, "and a maximum below the minimum the minimum")
            stepper.stepValue = 0
            stepper.stepValue = -3
            XCTAssertEqual(stepper.stepValue, 1, "a step must be above zero")
            stepper.value = .nan
            XCTAssertEqual(stepper.value, 100, "NaN is refused")
        }
    }

    func testAPressOnAHalfStepsOnceAndTellsTheTargets() {
        onMainActor {
            let rig = ControlRig(UIStepper(frame: .zero))
            var values: [Double] = []
            rig.control.addAction(UIAction { _ in values.append(rig.control.value) }, for: .valueChanged)
            rig.control.stepValue = 2.5
            rig.click(70, 16)
            XCTAssertEqual(values, [2.5], "the plus half (right) steps up on touch down")
            rig.click(20, 16)
            rig.click(20, 16)
            XCTAssertEqual(values, [2.5, 0], "the minus half steps down; at the minimum it is disabled and does nothing")
            XCTAssertEqual(rig.control.state(of: .decrement), .disabled)
            XCTAssertEqual(rig.control.state(of: .increment), .normal)
        }
    }

    func testHoldingAHalfRepeatsOnTheContextsClockAndSpeedsUp() {
        onMainActor {
            let rig = ControlRig(UIStepper(frame: .zero))
            var changes = 0
            rig.control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
            rig.press(70, 16)
            XCTAssertEqual(rig.control.state(of: .increment), .highlighted)
            rig.advance(by: 0.45)
            XCTAssertEqual(rig.control.value, 1, "nothing more before half a second")
            rig.advance(by: 0.07)
            XCTAssertEqual(rig.control.value, 2, "the first repeat at 0.5 s")
            rig.advance(by: 0.1)
            XCTAssertEqual(rig.control.value, 3, "then every 0.1 s")
            rig.advance(by: 2.42 - 0.62)
            XCTAssertEqual(rig.control.value, 21, "repeats at 0.5, 0.6 … 2.4 s: twenty")
            rig.advance(by: 0.15)
            XCTAssertEqual(rig.control.value, 23, "from 2.5 s every 0.05 s (2.5 and 2.55)")
            XCTAssertEqual(changes, 23, "each step sent .valueChanged")
            rig.release()
            rig.advance(by: 1)
            XCTAssertEqual(rig.control.value, 23, "letting go stops the repeating")
            XCTAssertFalse(CADisplayLink.isAnyRunning, "and its display link")
        }
    }

    func testRepeatingStopsAtTheEndUnlessItWraps() {
        onMainActor {
            let rig = ControlRig(UIStepper(frame: .zero))
            rig.control.maximumValue = 3
            rig.press(70, 16)
            rig.advance(by: 2)
            XCTAssertEqual(rig.control.value, 3)
            XCTAssertFalse(CADisplayLink.isAnyRunning, "at the maximum the repeating ends by itself")
            rig.release()
            rig.control.wraps = true
            XCTAssertEqual(rig.control.state(of: .increment), .normal, "a wrapping stepper can always step")
            rig.click(70, 16)
            XCTAssertEqual(rig.control.value, 0, "past the maximum: the minimum")
            rig.click(20, 16)
            XCTAssertEqual(rig.control.value, 3, "below the minimum: the maximum")
            rig.control.stepValue = 2
            rig.control.value = 2
            rig.click(70, 16)
            XCTAssertEqual(rig.control.value, 0, "a step beyond the maximum wraps, as UIKit documents")
        }
    }

    func testANonContinuousStepperTellsOnceWhenLetGo() {
        onMainActor {
            let rig = ControlRig(UIStepper(frame: .zero))
            rig.control.isContinuous = false
            var values: [Double] = []
            rig.control.addAction(UIAction { _ in values.append(rig.control.value) }, for: .valueChanged)
            rig.press(70, 16)
            rig.advance(by: 0.72)
            XCTAssertEqual(rig.control.value, 4)
            XCTAssertEqual(values, [])
            rig.release()
            XCTAssertEqual(values, [4])
        }
    }

    func testWithoutAutorepeatAHoldStepsOnce() {
        onMainActor {
            let rig = ControlRig(UIStepper(frame: .zero))
            rig.control.autorepeat = false
            rig.press(70, 16)
            rig.advance(by: 2)
            rig.release()
            XCTAssertEqual(rig.control.value, 1)
        }
    }

    func testDraggingOffTheHalfStopsTheRepeating() {
        onMainActor {
            let rig = ControlRig(UIStepper(frame: .zero))
            rig.press(70, 16)
            rig.move(70, 100)
            rig.advance(by: 1)
            rig.release()
            XCTAssertEqual(rig.control.value, 1)
        }
    }

    func testImagesAreKeptPerStateAndShown() {
        onMainActor {
            let stepper = UIStepper(frame: .zero)
            let plus = UIImage.filled(width: 10, height: 10)
            let back = UIImage.filled(width: 4, height: 4, color: .blue)
            stepper.setIncrementImage(plus, for: .normal)
            stepper.setDecrementImage(plus, for: .disabled)
            stepper.setBackgroundImage(back, for: .normal)
            stepper.setDividerImage(back, forLeftSegmentState: .disabled, rightSegmentState: .normal)
            XCTAssertTrue(stepper.incrementImage(for: .normal) === plus)
            XCTAssertNil(stepper.incrementImage(for: .highlighted))
            XCTAssertTrue(stepper.decrementImage(for: .disabled) === plus)
            XCTAssertTrue(stepper.backgroundImage(for: .normal) === back)
            XCTAssertTrue(stepper.dividerImage(forLeftSegmentState: .disabled, rightSegmentState: .normal) === back)
            XCTAssertTrue(stepper.halves[1].imageView.image === plus, "the plus half shows its image")
            XCTAssertTrue(stepper.halves[0].imageView.image === plus, "the minus half, disabled at 0, its disabled image")
            XCTAssertTrue(stepper.halves[0].backgroundView.image === back)
            XCTAssertTrue(stepper.divider.image === back, "the divider for a disabled left and normal right half")
            XCTAssertEqual(stepper.divider.frame.size, CGSize(width: 4, height: 4))
        }
    }
}

extension UIImage {
    /// A `width` × `height` image of one colour, for image-holding tests.
    @MainActor
    static func filled(width: CGFloat, height: CGFloat, color: UIColor = .red) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
    }
}
