import Foundation
@testable import UIKit
import XCTest

/// The other ways to turn a picker: the mouse wheel over a component, Up and Down for the component last touched,
/// and assistive technology, to which each component is an adjustable element.
final class UIPickerViewKeyAndWheelTests: XCTestCase {
    func testTheMouseWheelTurnsTheComponentUnderThePointer() {
        onMainActor {
            let (rig, source) = pickerRig([countryNames, countryNames])
            rig.wheel(at: CGPoint(x: 233, y: 108), by: 40)
            XCTAssertEqual(rig.view.columns[1].offset, 1.25, "40 points is a row and a quarter")
            rig.wheel(at: CGPoint(x: 233, y: 108), by: 40)
            rig.advance(by: 0.25)
            XCTAssertEqual(source.selections, ["1:3"], "told once, when the wheel rests")
            rig.wheel(at: CGPoint(x: 233, y: 108), by: -400)
            rig.advance(by: 0.25)
            XCTAssertEqual(source.selections, ["1:3", "1:0"], "the wheel stops at the first row")
        }
    }

    func testUpAndDownTurnTheComponentLastTouched() {
        onMainActor {
            let (rig, source) = pickerRig([countryNames, countryNames])
            rig.tap(CGPoint(x: 233, y: 108))
            XCTAssertTrue(rig.view.isFirstResponder, "a touched picker takes the keys")
            rig.press("Down")
            rig.press("Down")
            XCTAssertEqual(rig.view.columns[1].settle?.target, 2, "a second press goes on from the row the first heads for")
            rig.advance(by: 0.25)
            XCTAssertEqual(source.selections, ["1:2"])
            rig.press("Up")
            rig.advance(by: 0.25)
            XCTAssertEqual(source.selections, ["1:2", "1:1"])
            XCTAssertEqual(rig.view.selectedRow(inComponent: 0), 0, "the other component stays")
        }
    }

    func testEachComponentIsAnAdjustableElement() {
        onMainActor {
            let (rig, source) = pickerRig([countryNames, countryNames])
            let elements = UIResponder.elements(in: rig.view)
            XCTAssertEqual(elements.count, 2)
            let first = try! XCTUnwrap(elements.first)
            XCTAssertEqual(first.accessibilityTraits, .adjustable)
            XCTAssertEqual(first.accessibilityValue, "Argentina, 1 of 10")
            first.accessibilityIncrement()
            rig.advance(by: 0.25)
            XCTAssertEqual(first.accessibilityValue, "Brazil, 2 of 10")
            XCTAssertEqual(source.selections, ["0:1"], "an increment chooses as the user does")
            first.accessibilityDecrement()
            first.accessibilityDecrement()
            rig.advance(by: 0.25)
            XCTAssertEqual(source.selections, ["0:1", "0:0"], "and stops at the first row")
        }
    }

    func testAnAccessibilityDelegateNamesTheComponents() {
        onMainActor {
            final class Named: UIPickerViewDataSource, UIPickerViewAccessibilityDelegate {
                func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
                func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
                func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "\(row)" }
                func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String? {
                    component == 0 ? "Size" : nil
                }
                func pickerView(_ pickerView: UIPickerView, accessibilityAttributedHintForComponent component: Int) -> NSAttributedString? {
                    NSAttributedString(string: "Swipe up or down")
                }
                func pickerView(_ pickerView: UIPickerView, accessibilityUserInputLabelsForComponent component: Int) -> [String] {
                    ["Size", "Dimension"]
                }
            }
            let source = Named()
            let rig = PickerRig(UIPickerView())
            rig.view.dataSource = source
            rig.view.delegate = source
            rig.window.layoutIfNeeded()
            let wheels = rig.view.columns
            XCTAssertEqual(wheels[0].accessibilityLabel, "Size")
            XCTAssertNil(wheels[1].accessibilityLabel)
            XCTAssertEqual(wheels[1].accessibilityHint, "Swipe up or down")
            XCTAssertEqual(wheels[0].accessibilityUserInputLabels, ["Size", "Dimension"])
            XCTAssertEqual(wheels[0].accessibilityValue, "0, 1 of 3")
        }
    }
}
