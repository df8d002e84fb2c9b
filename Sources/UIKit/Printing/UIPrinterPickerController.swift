import Foundation
import QuartzCore

/// The printer chooser iOS shows so that a later job can go to a printer without asking again
/// (`UIPrintInteractionController.print(to:)`).
///
/// Difference from Apple: there is no printer list on the desktop: presenting tells the delegate the chooser showed
/// and went, then completes with no printer chosen (`userDidSelect` false, no error), keeping `selectedPrinter`.
@MainActor @preconcurrency
open class UIPrinterPickerController {
    /// Called as the chooser goes: whether a printer was chosen, or the error that stopped it.
    public typealias CompletionHandler = (UIPrinterPickerController, Bool, (any Error)?) -> Void

    /// The printer chosen (at first the one the controller was made with).
    open private(set) var selectedPrinter: UIPrinter?
    open weak var delegate: (any UIPrinterPickerControllerDelegate)?
    /// Whether the chooser is showing.
    private var isPresented = false

    /// A chooser that starts at `printer` (nil: none chosen).
    public init(initiallySelectedPrinter printer: UIPrinter?) {
        selectedPrinter = printer
    }

    /// Shows the chooser full screen (on iOS, a sheet); false while it already shows.
    @discardableResult
    open func present(animated: Bool, completionHandler completion: CompletionHandler? = nil) -> Bool {
        choose(completion)
    }

    /// Shows the chooser in a popover from `rect` in `view`; false while it already shows.
    @discardableResult
    open func present(from rect: CGRect, in view: UIView, animated: Bool, completionHandler completion: CompletionHandler? = nil) -> Bool {
        choose(completion)
    }

    /// Shows the chooser in a popover from a bar button; false while it already shows.
    @discardableResult
    open func present(from item: UIBarButtonItem, animated: Bool, completionHandler completion: CompletionHandler? = nil) -> Bool {
        choose(completion)
    }

    /// Takes the chooser away without a choice.
    open func dismiss(animated: Bool) {}

    /// Runs the chooser's showing and going as the delegate hears them, with no printer to choose.
    private func choose(_ completion: CompletionHandler?) -> Bool {
        guard !isPresented else { return false }
        isPresented = true
        delegate?.printerPickerControllerWillPresent(self)
        delegate?.printerPickerControllerDidPresent(self)
        delegate?.printerPickerControllerWillDismiss(self)
        isPresented = false
        delegate?.printerPickerControllerDidDismiss(self)
        completion?(self, false, nil)
        return true
    }
}
