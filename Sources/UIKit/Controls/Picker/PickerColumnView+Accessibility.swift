import QuartzCore

/// A wheel to assistive technology, as iOS gives each picker component: an adjustable element whose value is the
/// chosen row's title with its place ("Canada, 3 of 12"), named by the delegate's `UIPickerViewAccessibilityDelegate`
/// answers where it gives them; increment and decrement turn it a row as the user would.
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

    private var accessibilityDelegate: UIPickerViewAccessibilityDelegate? {
        picker?.delegate as? UIPickerViewAccessibilityDelegate
    }

    /// The delegate's label for the wheel (its attributed one first).
    var delegatedLabel: String? {
        guard let picker, let delegate = accessibilityDelegate else { return nil }
        return delegate.pickerView(picker, accessibilityAttributedLabelForComponent: component)?.string
            ?? delegate.pickerView(picker, accessibilityLabelForComponent: component)
    }

    /// The delegate's hint for the wheel (its attributed one first).
    var delegatedHint: String? {
        guard let picker, let delegate = accessibilityDelegate else { return nil }
        return delegate.pickerView(picker, accessibilityAttributedHintForComponent: component)?.string
            ?? delegate.pickerView(picker, accessibilityHintForComponent: component)
    }

    /// The delegate's Voice Control names for the wheel, when it gives any.
    var delegatedUserInputLabels: [String]? {
        guard let picker, let delegate = accessibilityDelegate else { return nil }
        let attributed = delegate.pickerView(picker, accessibilityAttributedUserInputLabelsForComponent: component).map(\.string)
        let plain = attributed.isEmpty ? delegate.pickerView(picker, accessibilityUserInputLabelsForComponent: component) : attributed
        return plain.isEmpty ? nil : plain
    }
}
