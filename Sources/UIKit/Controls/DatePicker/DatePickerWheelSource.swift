import Foundation
import QuartzCore

/// The data source and delegate of a date picker's wheels: it answers from the picker's `DateWheels` and hands a
/// row the user chose back to the picker.
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
