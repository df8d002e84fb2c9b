import Foundation
@testable import UIKit
import XCTest

/// Counts the actions a control sends.
@MainActor
final class ActionCounter {
    var count = 0
}

/// A rig holding a date picker in `mode` and `locale` on the Gregorian calendar in UTC, showing `date`, with a count
/// of its `.valueChanged` actions.
@MainActor
func datePickerRig(_ mode: UIDatePicker.Mode, _ locale: String = "en_US", date: String = "2007-01-09T09:41:00Z")
    -> (PickerRig<UIDatePicker>, ActionCounter) {
    let rig = PickerRig(UIDatePicker())
    let picker = rig.view
    picker.calendar = Calendar(identifier: .gregorian)
    picker.timeZone = TimeZone(identifier: "UTC")
    picker.locale = Locale(identifier: locale)
    picker.datePickerMode = mode
    picker.date = isoDate(date)
    let counter = ActionCounter()
    picker.addAction(UIAction { _ in counter.count += 1 }, for: .valueChanged)
    rig.window.layoutIfNeeded()
    return (rig, counter)
}

func isoDate(_ text: String) -> Date {
    ISO8601DateFormatter().date(from: text)!
}

/// The titles of a date picker's chosen rows, wheel by wheel.
@MainActor
func shownTitles(_ picker: UIDatePicker) -> [String] {
    picker.wheelView.columns.map { column in picker.wheels!.title(row: column.selectedRow, component: column.component) }
}

extension PickerRig where Picker == UIDatePicker {
    /// Turns wheel `component` by `rows` (down the list for positive) with a slow drag, and lets it rest.
    func turn(_ component: Int, by rows: Int) {
        let column = view.wheelView.columns[component]
        let start = column.convert(CGPoint(x: column.bounds.midX, y: 108), to: view)
        drag(from: start, to: CGPoint(x: start.x, y: start.y - CGFloat(rows) * 32), steps: 4, hold: 0.2)
        advance(by: 0.25)
    }
}
