import Foundation
import QuartzCore

/// The data source and delegate of a date picker's wheels: it answers from the picker's `DateWheels`, greys the rows
/// that cannot be chosen, and hands a row the user chose back to the picker.
@MainActor
final class DatePickerWheelSource: UIPickerViewDataSource, UIPickerViewDelegate {
    weak var datePicker: UIDatePicker?

    private var wheels: DateWheels? { datePicker?.wheels }

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        wheels?.kinds.count ?? 0
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        wheels?.rowCount(component) ?? 0
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        wheels?.title(row: row, component: component)
    }

    /// A row that cannot be chosen (a day the month lacks, a date outside the limits) is greyed, as on iOS.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
        guard let datePicker, let title = wheels?.title(row: row, component: component) else { return nil }
        let color: UIColor = datePicker.isAvailable(row: row, component: component) ? .label : .tertiaryLabel
        return NSAttributedString(string: title, attributes: [.foregroundColor: color, .font: PickerRowLabel.font])
    }

    /// The wheels share the width by how wide their titles are.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        guard let wheels else { return 0 }
        let shares = wheels.kinds.indices.map(wheels.widthShare)
        let free = pickerView.bounds.width - 2 * UIPickerView.sideMargin - UIPickerView.componentGap * CGFloat(max(shares.count - 1, 0))
        return max(free, 0) * wheels.widthShare(component) / max(shares.reduce(0, +), 1)
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        datePicker?.wheelsDidSettle()
    }
}
