import QuartzCore

/// Hears of the user moving a sheet to another detent, besides what every adaptive presentation's delegate hears
/// (set it as the sheet's `delegate`).
@MainActor @preconcurrency
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user dragged the sheet to another detent (a change made in code is not told).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}
