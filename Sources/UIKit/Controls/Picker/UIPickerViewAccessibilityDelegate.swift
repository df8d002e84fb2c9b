import Foundation
import QuartzCore

/// A picker delegate that also names each component to assistive technology (the label spoken before its value, a
/// hint, the names Voice Control answers to). Every member is optional, as in UIKit.
@MainActor @preconcurrency
public protocol UIPickerViewAccessibilityDelegate: UIPickerViewDelegate {
    func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, accessibilityHintForComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, accessibilityUserInputLabelsForComponent component: Int) -> [String]
    func pickerView(_ pickerView: UIPickerView, accessibilityAttributedLabelForComponent component: Int) -> NSAttributedString?
    func pickerView(_ pickerView: UIPickerView, accessibilityAttributedHintForComponent component: Int) -> NSAttributedString?
    func pickerView(_ pickerView: UIPickerView, accessibilityAttributedUserInputLabelsForComponent component: Int) -> [NSAttributedString]
}

extension UIPickerViewAccessibilityDelegate {
    public func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, accessibilityHintForComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, accessibilityUserInputLabelsForComponent component: Int) -> [String] { [] }
    public func pickerView(_ pickerView: UIPickerView, accessibilityAttributedLabelForComponent component: Int) -> NSAttributedString? {
        nil
    }
    public func pickerView(_ pickerView: UIPickerView, accessibilityAttributedHintForComponent component: Int) -> NSAttributedString? {
        nil
    }
    public func pickerView(_ pickerView: UIPickerView, accessibilityAttributedUserInputLabelsForComponent component: Int) -> [NSAttributedString] {
        []
    }
}
