import Foundation

/// Hears what a document browser's user does: documents picked, a new document asked for, documents imported.
@MainActor @preconcurrency
public protocol UIDocumentBrowserViewControllerDelegate: AnyObject {
    /// The user opened `documentURLs` (iOS 12).
    func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL])
    /// The iOS 11 form, heard when the delegate does not take the iOS 12 one.
    func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentURLs documentURLs: [URL])
    /// The user asked for a new document: make it (a template's copy) and hand `importHandler` its URL and how to
    /// import it, or nil and `.none` to cancel.
    func documentBrowser(_ controller: UIDocumentBrowserViewController,
                         didRequestDocumentCreationWithHandler importHandler: @escaping (URL?, UIDocumentBrowserViewController.ImportMode) -> Void)
    /// A new or revealed document was imported from `sourceURL` to `destinationURL`.
    func documentBrowser(_ controller: UIDocumentBrowserViewController, didImportDocumentAt sourceURL: URL, toDestinationURL destinationURL: URL)
    /// The document at `documentURL` could not be imported.
    func documentBrowser(_ controller: UIDocumentBrowserViewController, failedToImportDocumentAt documentURL: URL, error: (any Error)?)
    /// The app's own activities for the share sheet of `documentURLs`.
    func documentBrowser(_ controller: UIDocumentBrowserViewController, applicationActivitiesForDocumentURLs documentURLs: [URL]) -> [UIActivity]
    /// The share sheet is about to show.
    func documentBrowser(_ controller: UIDocumentBrowserViewController, willPresent activityViewController: UIActivityViewController)
}

extension UIDocumentBrowserViewControllerDelegate {
    public func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL]) {
        documentBrowser(controller, didPickDocumentURLs: documentURLs)
    }
    public func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentURLs documentURLs: [URL]) {}
    public func documentBrowser(_ controller: UIDocumentBrowserViewController,
                                didRequestDocumentCreationWithHandler importHandler: @escaping (URL?, UIDocumentBrowserViewController.ImportMode) -> Void) {
        importHandler(nil, .none)
    }
    public func documentBrowser(_ controller: UIDocumentBrowserViewController, didImportDocumentAt sourceURL: URL, toDestinationURL destinationURL: URL) {}
    public func documentBrowser(_ controller: UIDocumentBrowserViewController, failedToImportDocumentAt documentURL: URL, error: (any Error)?) {}
    public func documentBrowser(_ controller: UIDocumentBrowserViewController, applicationActivitiesForDocumentURLs documentURLs: [URL]) -> [UIActivity] { [] }
    public func documentBrowser(_ controller: UIDocumentBrowserViewController, willPresent activityViewController: UIActivityViewController) {}
}
