import Foundation

extension UIViewController {
    /// Makes this controller present as the system's pickers do: a page sheet at half height, with a grabber the
    /// user pulls it to full height by.
    func presentsAsPickerSheet() {
        modalPresentationStyle = .pageSheet
        sheetPresentationController?.detents = [.medium(), .large()]
        sheetPresentationController?.prefersGrabberVisible = true
    }
}
