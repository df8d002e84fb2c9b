import Foundation

/// Hears what a document picker's user chose: the documents picked (or the places exported to), or that the picker
/// was cancelled.
@MainActor @preconcurrency
public protocol UIDocumentPickerDelegate: AnyObject {
    /// The user picked `urls` (opening), or the exported documents now live at `urls`.
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// The user closed the picker without choosing, or the desktop's file dialog could not be shown.
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
    /// The iOS 8 form, heard with the first URL when the delegate does not take the list (deprecated in iOS 11).
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL)
}

extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        if let first = urls.first { documentPicker(controller, didPickDocumentAt: first) }
    }

    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {}
}

/// What a document picker does with the documents (iOS 8's modes; iOS 14's initializers say it with `asCopy`).
public enum UIDocumentPickerMode: UInt, Sendable {
    /// Opened documents are copies.
    case `import` = 0
    /// Opened documents are the originals.
    case open = 1
    /// Exported documents are copied to the place chosen.
    case exportToService = 2
    /// Exported documents are moved to the place chosen.
    case moveToService = 3
}
