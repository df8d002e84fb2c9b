import Foundation
import TestSupport
import UIKit
import XCTest

/// A picker subclass as apps write one: its own data, feeding itself, overriding the designated initializers.
class MonthPickerView: UIPickerView, UIPickerViewDataSource, UIPickerViewAccessibilityDelegate {
    let months = ["Jan", "Feb", "Mar", "Apr"]
    var chosen: String?

    override init(frame: CGRect) {
        super.init(frame: frame)
        dataSource = self
        delegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        1
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        months.count
    }

    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        let label = (view as? UILabel) ?? UILabel()
        label.text = months[row]
        label.textAlignment = .center
        label.font = .boldSystemFont(ofSize: 20)
        return label
    }

    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        40
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        chosen = months[row]
    }

    func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String? {
        "Month"
    }
}

/// A date picker subclass that starts on times in quarter hours.
class QuarterHourPicker: UIDatePicker {
    override init(frame: CGRect) {
        super.init(frame: frame)
        datePickerMode = .time
        minuteInterval = 15
        if #available(iOS 13.4, *) {
            preferredDatePickerStyle = .wheels
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class PickerSubclassTests: XCTestCase {
    func testSubclassesFeedAndConfigureThemselves() {
        MainActor.assumeIsolated {
            _ = installManualClock()
            let months = MonthPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
            XCTAssertEqual(months.numberOfRows(inComponent: 0), 4)
            XCTAssertEqual(months.rowSize(forComponent: 0).height, 40)
            months.layoutIfNeeded()
            XCTAssertEqual((months.view(forRow: 1, forComponent: 0) as? UILabel)?.text, "Feb")
            let times = QuarterHourPicker()
            XCTAssertEqual(times.datePickerMode, .time)
            XCTAssertEqual(times.minuteInterval, 15)
            XCTAssertEqual(times.datePickerStyle, .wheels)
        }
    }
}
