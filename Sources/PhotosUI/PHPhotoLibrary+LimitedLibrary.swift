import Photos
import UIKit

extension PHPhotoLibrary {
    /// Shows the interface for changing which photos an app with limited access may see (iOS 14).
    ///
    /// Difference from Apple: there is no limited library on the desktop (the app sees only the files picked in the
    /// dialog), so nothing is shown.
    @MainActor
    public func presentLimitedLibraryPicker(from controller: UIViewController) {}

    /// Shows the interface for changing which photos an app with limited access may see, then hands over the
    /// identifiers of the assets newly chosen (iOS 15): none here, at once.
    @MainActor
    public func presentLimitedLibraryPicker(from controller: UIViewController, completionHandler: @escaping ([String]) -> Void) {
        completionHandler([])
    }
}
