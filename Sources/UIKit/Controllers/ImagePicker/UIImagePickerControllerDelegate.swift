import Foundation

/// Hears what an image picker's user picked, or that they cancelled. The delegate dismisses the picker; one that
/// leaves a method out gets the picker dismissed for it, as iOS does for a delegate that does not implement it.
@MainActor @preconcurrency
public protocol UIImagePickerControllerDelegate: AnyObject {
    /// The user picked an image or a movie, described by `info`.
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The user closed the picker without picking, or the desktop's file dialog could not be shown.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
    /// The iOS 2 form, heard with the image when the delegate does not take the info dictionary.
    @available(iOS, deprecated: 3.0)
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingImage image: UIImage!, editingInfo: [String: AnyObject]?)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        let original = info[.originalImage] as? UIImage
        let editingInfo: [String: AnyObject]? = info[.editedImage] == nil ? nil : original.map { [UIImagePickerController.InfoKey.originalImage.rawValue: $0] }
        imagePickerController(picker, didFinishPickingImage: info[.editedImage] as? UIImage ?? original, editingInfo: editingInfo)
    }

    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismissItself()
    }

    @available(iOS, deprecated: 3.0)
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingImage image: UIImage!, editingInfo: [String: AnyObject]?) {
        picker.dismissItself()
    }
}
