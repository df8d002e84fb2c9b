import Foundation
@testable import UIKit
import XCTest

/// Pickers as they look, against reference pictures: a two-wheel picker turned part of the way between rows, and date
/// pickers in the date and the time modes, drawn at scale 2 on white.
final class PickerSnapshotTests: XCTestCase {
    func testPickerView() throws {
        let source = MainActor.assumeIsolated { RecordingPickerSource([countryNames, (1...12).map { "\($0) kg" }]) }
        let image = whitePicture(CGSize(width: 320, height: 216)) { window in
            let picker = UIPickerView(frame: window.bounds)
            picker.dataSource = source
            picker.delegate = source
            picker.selectRow(4, inComponent: 0, animated: false)
            window.addSubview(picker)
            picker.layoutIfNeeded()
            picker.columns[1].offset = 2.4
        }
        assertSnapshot(try XCTUnwrap(image), named: "pickerView")
    }

    func testDatePickers() throws {
        let image = whitePicture(CGSize(width: 320, height: 440)) { window in
            for (index, mode) in [UIDatePicker.Mode.date, .time].enumerated() {
                let picker = UIDatePicker(frame: CGRect(x: 0, y: CGFloat(index) * 224, width: 320, height: 216))
                picker.calendar = Calendar(identifier: .gregorian)
                picker.timeZone = TimeZone(identifier: "UTC")
                picker.locale = Locale(identifier: "en_US")
                picker.datePickerMode = mode
                picker.date = isoDate("2007-01-09T09:41:00Z")
                window.addSubview(picker)
            }
        }
        assertSnapshot(try XCTUnwrap(image), named: "datePickers")
    }
}
