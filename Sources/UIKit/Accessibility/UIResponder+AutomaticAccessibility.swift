import Foundation
import QuartzCore

/// What UIKit's own classes answer for accessibility when app code set nothing, as iOS does: labels are static text
/// named by their text, buttons are buttons named by their title, sliders are adjustable with a percentage, image views
/// with a label are images, table cells read their labels together, switches say "1" or "0", text fields and views give
/// their text as value (a secure field its dots) and a field its placeholder as label; steppers and page controls are
/// adjustable (their value, "page 2 of 5"), a progress view says its percentage, a segmented control is a group of its
/// segments, a picker's wheels are adjustable (a date picker is only its wheels); an activity indicator says "In
/// progress" while it spins and "Progress halted" when stopped; a disabled control is `notEnabled`.
extension UIResponder {
    var automaticIsAccessibilityElement: Bool {
        switch self {
        case let view as UIView where view.isHidden: false
        case is UISegmentedControl, is UIDatePicker: false
        case is UILabel, is UIControl, is UIProgressView, is UIActivityIndicatorView, is UITableViewCell, is UITextView: true
        case is UIImageView: accessibilityStorage.label != nil
        case is UIAccessibilityElement: true
        default: false
        }
    }

    var automaticAccessibilityLabel: String? {
        switch self {
        case let label as UILabel:
            return label.text
        case let button as UIButton:
            return button.currentTitle ?? button.titleLabel?.text
        case let cell as UITableViewCell:
            let texts = UIResponder.labelTexts(in: cell)
            return texts.isEmpty ? nil : texts.joined(separator: ", ")
        case let field as UITextField:
            return field.placeholder?.isEmpty == false ? field.placeholder : nil
        case let spinner as UIActivityIndicatorView:
            return spinner.isAnimating ? "In progress" : "Progress halted"
        default:
            return nil
        }
    }

    var automaticAccessibilityValue: String? {
        switch self {
        case let slider as UISlider: return "\(Int((slider.accessibilityFraction * 100).rounded()))%"
        case let toggle as UISwitch: return toggle.isOn ? "1" : "0"
        case let stepper as UIStepper: return stepper.valueText
        case let pages as UIPageControl: return "page \(pages.currentPage + 1) of \(pages.numberOfPages)"
        case let bar as UIProgressView: return "\(Int((bar.progress * 100).rounded()))%"
        default: return AccessibleTextInput(self).map(\.shownString).flatMap { $0.isEmpty ? nil : $0 }
        }
    }

    var automaticAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        switch self {
        case is UILabel: traits = .staticText
        case is UISlider, is UIStepper, is UIPageControl: traits = .adjustable
        case is UIProgressView, is UIActivityIndicatorView: traits = .updatesFrequently
        case is UIButton: traits = .button
        case is UIImageView: traits = .image
        case is UISwitch: traits = [.button, .toggleButton]
        case let textView as UITextView where !textView.isEditable: traits = .staticText
        default: break
        }
        if let control = self as? UIControl {
            if !control.isEnabled { traits.insert(.notEnabled) }
            if control.isSelected { traits.insert(.selected) }
        }
        if let label = self as? UILabel, !label.isEnabled { traits.insert(.notEnabled) }
        if let cell = self as? UITableViewCell, cell.isSelected { traits.insert(.selected) }
        return traits
    }

    var automaticAccessibilityFrame: CGRect {
        if let element = self as? UIAccessibilityElement, let container = element.accessibilityContainer as? UIView {
            return UIAccessibility.convertToScreenCoordinates(element.accessibilityFrameInContainerSpace, in: container)
        }
        guard let view = self as? UIView else { return .zero }
        return UIAccessibility.convertToScreenCoordinates(view.bounds, in: view)
    }

    var automaticRespondsToUserInteraction: Bool {
        if let control = self as? UIControl { return control.isEnabled }
        return !(accessibilityCustomActions ?? []).isEmpty || accessibilityTraits.contains(.button)
    }

    /// An adjustable control's step, telling its targets of the change as a touch does: a tenth of a slider's range,
    /// a stepper's step, a page control's page.
    func automaticAccessibilityAdjust(by steps: Float) {
        switch self {
        case let slider as UISlider where slider.isEnabled:
            slider.setValue(slider.value + steps * (slider.maximumValue - slider.minimumValue) / 10, animated: false)
            slider.sendActions(for: .valueChanged)
        case let stepper as UIStepper where stepper.isEnabled:
            stepper.stepAndSend(steps > 0 ? .increment : .decrement)
        case let pages as UIPageControl where pages.isEnabled:
            pages.change(to: pages.currentPage + (steps > 0 ? 1 : -1))
        default:
            break
        }
    }

    /// The texts of the visible labels inside `view`, in subview order.
    static func labelTexts(in view: UIView) -> [String] {
        view.subviews.flatMap { subview -> [String] in
            guard !subview.isHidden, subview.alpha > 0 else { return [] }
            if let label = subview as? UILabel { return [label.text].compactMap { $0 }.filter { !$0.isEmpty } }
            return labelTexts(in: subview)
        }
    }
}

extension UISlider {
    /// Where the value lies between the ends, from 0 to 1.
    var accessibilityFraction: Float {
        maximumValue > minimumValue ? (value - minimumValue) / (maximumValue - minimumValue) : 0
    }
}
