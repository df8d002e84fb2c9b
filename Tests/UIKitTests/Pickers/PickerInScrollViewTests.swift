import Foundation
@testable import UIKit
import XCTest

/// A picker inside a scroll view, as in a form: a drag on a wheel turns the wheel, not the form.
final class PickerInScrollViewTests: XCTestCase {
    func testADragOnAWheelTurnsItAndLeavesTheScrollViewStill() {
        onMainActor {
            let source = RecordingPickerSource([countryNames])
            let rig = PickerRig(UIScrollView(), size: CGSize(width: 320, height: 250))
            rig.view.contentSize = CGSize(width: 320, height: 1000)
            let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
            picker.dataSource = source
            picker.delegate = source
            rig.view.addSubview(picker)
            rig.window.layoutIfNeeded()
            rig.drag(from: CGPoint(x: 160, y: 150), to: CGPoint(x: 160, y: 86), steps: 4, hold: 0.2)
            rig.advance(by: 0.25)
            XCTAssertEqual(source.selections, ["0:2"])
            XCTAssertEqual(rig.view.contentOffset, .zero, "the form did not scroll")
            rig.drag(from: CGPoint(x: 160, y: 240), to: CGPoint(x: 160, y: 140), steps: 4, hold: 0.2)
            XCTAssertGreaterThan(rig.view.contentOffset.y, 50, "below the picker a drag scrolls the form")
        }
    }
}
