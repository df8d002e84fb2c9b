import UIKit

/// Hears what a photo picker's user picked. The delegate dismisses the picker.
@MainActor @preconcurrency
public protocol PHPickerViewControllerDelegate: AnyObject {
    /// The user finished picking `results`, in the order picked; none when they cancelled or no dialog could be
    /// shown.
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}
