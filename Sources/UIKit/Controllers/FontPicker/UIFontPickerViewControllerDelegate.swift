import Foundation

/// Hears what a font picker's user does: picks a font, or leaves without one.
@MainActor @preconcurrency
public protocol UIFontPickerViewControllerDelegate: AnyObject {
    /// The user picked a font: the picker's `selectedFontDescriptor` describes it.
    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController)
    /// The user closed the picker without picking.
    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController)
}

extension UIFontPickerViewControllerDelegate {
    public func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {}
    public func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {}
}
