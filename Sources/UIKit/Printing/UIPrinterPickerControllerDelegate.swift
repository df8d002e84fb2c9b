import Foundation

/// What a printer chooser asks and tells: the controller it shows over, which printers it offers, its showing and
/// going and the printer chosen. Every member has a default, as Apple's are optional.
@MainActor @preconcurrency
public protocol UIPrinterPickerControllerDelegate: AnyObject {
    func printerPickerControllerParentViewController(_ printerPickerController: UIPrinterPickerController) -> UIViewController?
    /// Whether the chooser lists `printer`.
    func printerPickerController(_ printerPickerController: UIPrinterPickerController, shouldShow printer: UIPrinter) -> Bool
    func printerPickerControllerWillPresent(_ printerPickerController: UIPrinterPickerController)
    func printerPickerControllerDidPresent(_ printerPickerController: UIPrinterPickerController)
    func printerPickerControllerWillDismiss(_ printerPickerController: UIPrinterPickerController)
    func printerPickerControllerDidDismiss(_ printerPickerController: UIPrinterPickerController)
    func printerPickerControllerDidSelectPrinter(_ printerPickerController: UIPrinterPickerController)
}

extension UIPrinterPickerControllerDelegate {
    public func printerPickerControllerParentViewController(_ printerPickerController: UIPrinterPickerController) -> UIViewController? { nil }
    public func printerPickerController(_ printerPickerController: UIPrinterPickerController, shouldShow printer: UIPrinter) -> Bool { true }
    public func printerPickerControllerWillPresent(_ printerPickerController: UIPrinterPickerController) {}
    public func printerPickerControllerDidPresent(_ printerPickerController: UIPrinterPickerController) {}
    public func printerPickerControllerWillDismiss(_ printerPickerController: UIPrinterPickerController) {}
    public func printerPickerControllerDidDismiss(_ printerPickerController: UIPrinterPickerController) {}
    public func printerPickerControllerDidSelectPrinter(_ printerPickerController: UIPrinterPickerController) {}
}
