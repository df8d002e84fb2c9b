import QuartzCore

/// Tells a picker view how many wheels (components) it has and how many rows each holds.
@MainActor @preconcurrency
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of components (wheels) side by side.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows in `component`.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
