import ATSPI
import Foundation
import UniformTypeIdentifiers

/// The system's document picker, for opening documents of some types or exporting documents somewhere: presented
/// as iOS apps do (`present(picker, animated: true)`), it asks the desktop's file dialog (xdg-desktop-portal's
/// FileChooser) once it has appeared, dismisses itself when the dialog closes, and then tells the delegate.
///
/// Difference from Apple: the desktop's own file dialog is the picker's interface; the presented controller shows
/// nothing of its own. Without a portal the delegate hears `documentPickerWasCancelled` and one line on standard
/// error names the cause.
@MainActor @preconcurrency
open class UIDocumentPickerViewController: UIViewController {
    open weak var delegate: (any UIDocumentPickerDelegate)?
    /// Whether the user may pick more than one document.
    open var allowsMultipleSelection = false
    /// Whether file names show their extensions.
    ///
    /// Difference from Apple: the desktop's dialog decides; the value is kept only.
    open var shouldShowFileExtensions = false
    /// The folder the dialog starts in.
    open var directoryURL: URL?

    /// What the picker was made for.
    enum Purpose: Equatable {
        case opening([UTType])
        case exporting([URL])
    }

    let purpose: Purpose
    /// Whether picked documents are copied (opening) or exported ones copied rather than moved.
    let asCopy: Bool
    /// Why the last dialog could not be shown, as logged.
    private(set) var failure: String?
    private let dialog = DesktopFileDialog()

    /// A picker for opening documents of `contentTypes`; with `asCopy` the delegate gets copies in a temporary folder.
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        purpose = .opening(contentTypes)
        self.asCopy = asCopy
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
    }

    public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
        self.init(forOpeningContentTypes: contentTypes, asCopy: false)
    }

    /// A picker for exporting the documents at `urls` to a place the user chooses; without `asCopy` they are moved.
    public init(forExporting urls: [URL], asCopy: Bool) {
        purpose = .exporting(urls)
        self.asCopy = asCopy
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
    }

    public convenience init(forExporting urls: [URL]) {
        self.init(forExporting: urls, asCopy: false)
    }

    /// A picker for documents of the types `allowedUTIs` names (iOS 8's form): imported as copies or opened in place.
    public init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        purpose = .opening(allowedUTIs.compactMap { UTType($0) })
        asCopy = mode != .open
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
    }

    /// A picker exporting the document at `url` (iOS 8's form): copied for `.exportToService`, moved for `.moveToService`.
    public init(url: URL, in mode: UIDocumentPickerMode) {
        purpose = .exporting([url])
        asCopy = mode != .moveToService
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
    }

    /// A picker exporting the documents at `urls` (iOS 11's form): copied for `.exportToService`, moved for
    /// `.moveToService`.
    public init(urls: [URL], in mode: UIDocumentPickerMode) {
        purpose = .exporting(urls)
        asCopy = mode != .moveToService
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
    }

    /// What the picker does with the documents, as iOS 8's modes name it.
    open var documentPickerMode: UIDocumentPickerMode {
        switch purpose {
        case .opening: asCopy ? .import : .open
        case .exporting: asCopy ? .exportToService : .moveToService
        }
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    override open func loadView() {
        view = UIView()
        view.backgroundColor = .clear
    }

    override open func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !dialog.isAsking else { return }
        askDesktop()
    }

    /// What the desktop's dialog is asked for.
    var request: PortalFileChooser.Request {
        switch purpose {
        case .opening(let types):
            return DesktopFileDialog.openRequest(title: title ?? (allowsMultipleSelection ? "Open Files" : "Open File"), contentTypes: types,
                                                 multiple: allowsMultipleSelection, folder: directoryURL)
        case .exporting(let urls) where urls.count == 1:
            return .save(title: title ?? "Export", name: urls[0].lastPathComponent, folder: directoryURL)
        case .exporting(let urls):
            return .saveFiles(title: title ?? "Export", names: urls.map(\.lastPathComponent), folder: directoryURL)
        }
    }

    private func askDesktop() {
        dialog.ask(request) { [weak self] outcome in self?.receive(outcome) }
    }

    /// The dialog closed: the documents are put in place, the picker dismissed, and then the delegate told.
    func receive(_ outcome: PortalFileChooser.Outcome) {
        var picked: [URL]?
        switch outcome {
        case .chosen(let urls):
            do { picked = try place(urls) } catch { report("the documents could not be put in place: \(error)") }
        case .cancelled:
            break
        case .failed(let reason):
            report(reason)
        }
        let tell = { [weak self] in
            guard let self else { return }
            if let picked {
                delegate?.documentPicker(self, didPickDocumentsAt: picked)
            } else {
                delegate?.documentPickerWasCancelled(self)
            }
        }
        guard presentingViewController != nil else { return tell() }
        dismiss(animated: true, completion: tell)
    }

    /// The URLs the delegate gets for what the dialog chose: opened documents (copied when `asCopy`), or the
    /// exported documents copied or moved to the places chosen.
    private func place(_ chosen: [URL]) throws -> [URL] {
        switch purpose {
        case .opening:
            guard asCopy else { return chosen }
            let inbox = FileManager.default.temporaryDirectory.appendingPathComponent("Inbox-\(UUID().uuidString)", isDirectory: true)
            try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
            return try chosen.map { url in
                let copy = inbox.appendingPathComponent(url.lastPathComponent)
                try FileManager.default.copyItem(at: url, to: copy)
                return copy
            }
        case .exporting(let sources):
            return try zip(sources, chosen).map { source, destination in
                if FileManager.default.fileExists(atPath: destination.path) { try FileManager.default.removeItem(at: destination) }
                if asCopy {
                    try FileManager.default.copyItem(at: source, to: destination)
                } else {
                    try FileManager.default.moveItem(at: source, to: destination)
                }
                return destination
            }
        }
    }

    /// One line on standard error: why the picker closed without documents.
    private func report(_ reason: String) {
        failure = reason
        DesktopFileDialog.report("document picker", reason, heard: "documentPickerWasCancelled")
    }
}
