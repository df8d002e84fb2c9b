import QuartzCore

/// A wheel to assistive technology, as iOS gives each picker component: an adjustable element whose value is the
/// chosen row's title with its place ("Canada, 3 of 12"); increment and decrement turn it a row as the user would.
extension PickerColumnView {
    /// The chosen row's title and place, as assistive technology reads the wheel.
    var automaticValue: String? {
        guard selectedRow >= 0 else { return nil }
        let place = "\(selectedRow + 1) of \(rowCount)"
        return accessibilityTitle(ofRow: selectedRow).map { "\($0), \(place)" } ?? place
    }

    /// The title assistive technology reads for `row`: its label's text, else the delegate's title.
    func accessibilityTitle(ofRow row: Int) -> String? {
        if let view = rowViews[row], let text = (view as? UILabel)?.text ?? view.accessibilityLabel { return text }
        return picker?.askTitle(forRow: row, component: component)
    }
}
