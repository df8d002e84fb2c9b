import Foundation

/// Hears the colours a colour picker's user chooses, and when the picker goes.
@MainActor @preconcurrency
public protocol UIColorPickerViewControllerDelegate: AnyObject {
    /// The user chose a colour (iOS 14; iOS 15's form below says whether more follow).
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
    /// The user chose `color`; `continuously` while a drag is still changing it.
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)
    /// The picker was dismissed.
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {}
    public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {}
    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}
