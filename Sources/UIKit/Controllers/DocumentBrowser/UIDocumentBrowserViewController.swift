import Foundation
import UniformTypeIdentifiers

/// The app's document browser (iOS 11), usually its root controller: it lists the documents of a folder (the user's
/// Documents folder) and its subfolders; a tap opens a document, which the delegate hears and presents, and +
/// asks the delegate for a new document, which is imported into the folder showing.
///
/// Difference from Apple: it browses a folder of the desktop (`directoryURL`), not the Files app's locations;
/// recent documents and tags are not shown.
@MainActor @preconcurrency
open class UIDocumentBrowserViewController: UIViewController {
    /// How an imported document comes into the browser's folder.
    public enum ImportMode: UInt, Sendable {
        /// Not imported (creation cancelled).
        case none = 0
        /// A copy is put in the folder.
        case copy = 1
        /// The document is moved into the folder.
        case move = 2
    }

    /// The browser's colours.
    public enum BrowserUserInterfaceStyle: UInt, Sendable {
        case white = 0
        case light = 1
        case dark = 2
    }

    open weak var delegate: (any UIDocumentBrowserViewControllerDelegate)?
    /// Whether + offers a new document.
    open var allowsDocumentCreation = true {
        didSet { lists.forEach { $0.updateBarItems() } }
    }
    /// Whether several documents can be opened at once (Select, then Open).
    open var allowsPickingMultipleItems = true {
        didSet { lists.forEach { $0.updateBarItems() } }
    }
    /// Whether file names show their extensions.
    open var shouldShowFileExtensions = false {
        didSet { lists.forEach { $0.reload() } }
    }
    /// The app's own buttons before and after the browser's in the navigation bar.
    open var additionalLeadingNavigationBarButtonItems: [UIBarButtonItem] = [] {
        didSet { lists.forEach { $0.updateBarItems() } }
    }
    open var additionalTrailingNavigationBarButtonItems: [UIBarButtonItem] = [] {
        didSet { lists.forEach { $0.updateBarItems() } }
    }
    /// The app's own actions on documents.
    open var customActions: [UIDocumentBrowserAction] = []
    open var browserUserInterfaceStyle: BrowserUserInterfaceStyle = .white
    /// The title of the new-document button.
    open var localizedCreateDocumentActionTitle = "Create Document"
    /// The width-to-height ratio of documents' thumbnails.
    open var defaultDocumentAspectRatio: CGFloat = 2.0 / 3.0
    /// The types of the documents the browser opens (nil or empty: every file).
    open private(set) var contentTypes: [UTType]
    /// The identifiers of those types (the iOS 11 form).
    open var allowedContentTypes: [String] { contentTypes.map(\.identifier) }
    /// The types the recent documents are of.
    open var contentTypesForRecentDocuments: [UTType] { contentTypes }
    /// The identifiers of the types the recent documents are of (the iOS 11 form).
    open var recentDocumentsContentTypes: [String] { allowedContentTypes }
    /// The folder the browser lists: the user's Documents folder unless set before the browser shows.
    ///
    /// Difference from Apple: not in UIKit; the desktop's browser shows one folder tree rather than the Files app's locations.
    open var directoryURL: URL = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
        ?? FileManager.default.homeDirectoryForCurrentUser

    /// The navigation controller of the folder lists.
    private var navigation: UINavigationController?

    /// A browser for documents of `contentTypes` (iOS 14); nil opens every file.
    public init(forOpening contentTypes: [UTType]?) {
        self.contentTypes = contentTypes ?? []
        super.init(nibName: nil, bundle: nil)
    }

    /// A browser for documents of the types `allowedContentTypes` names (iOS 11).
    public convenience init(forOpeningFilesWithContentTypes allowedContentTypes: [String]?) {
        self.init(forOpening: allowedContentTypes?.compactMap { UTType($0) })
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    override open func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        try? FileManager.default.createDirectory(at: directoryURL, withIntermediateDirectories: true)
        let navigation = UINavigationController(rootViewController: DocumentBrowserListController(browser: self, folder: directoryURL))
        self.navigation = navigation
        addChild(navigation)
        navigation.view.frame = view.bounds
        navigation.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(navigation.view)
        navigation.didMove(toParent: self)
    }

    /// The folder lists showing, the root first.
    var lists: [DocumentBrowserListController] {
        navigation?.viewControllers.compactMap { $0 as? DocumentBrowserListController } ?? []
    }

    /// What the browser lists in `folder`.
    func listing(of folder: URL) -> DocumentBrowserListing {
        DocumentBrowserListing(folder: folder, contentTypes: contentTypes, showsExtensions: shouldShowFileExtensions)
    }

    /// The user opened `urls`.
    func pick(_ urls: [URL]) {
        delegate?.documentBrowser(self, didPickDocumentsAt: urls)
    }

    // MARK: Revealing and importing

    /// Shows the document at `url` in its folder, importing it into the browser's folder first when it lives
    /// elsewhere and `importIfNeeded`; `completion` hears where it is, or why it could not be shown.
    open func revealDocument(at url: URL, importIfNeeded: Bool, completion: ((URL?, (any Error)?) -> Void)? = nil) {
        loadViewIfNeeded()
        guard contains(url) else {
            guard importIfNeeded else {
                completion?(nil, CocoaError(.fileNoSuchFile))
                return
            }
            do {
                let imported = try importItem(at: url, into: directoryURL, mode: .copy)
                reveal(imported)
                completion?(imported, nil)
            } catch {
                completion?(nil, error)
            }
            return
        }
        reveal(url)
        completion?(url, nil)
    }

    /// Copies or moves the document at `documentURL` into the folder of `neighbourURL`; `completion` hears where it
    /// went, or why it could not.
    open func importDocument(at documentURL: URL, nextToDocumentAt neighbourURL: URL, mode importMode: ImportMode,
                             completionHandler completion: @escaping (URL?, (any Error)?) -> Void) {
        guard importMode != .none else { return completion(documentURL, nil) }
        do {
            completion(try importItem(at: documentURL, into: neighbourURL.deletingLastPathComponent(), mode: importMode), nil)
        } catch {
            completion(nil, error)
        }
    }

    /// Renames the document at `documentURL` to `proposedName` (its extension kept when the name has none), numbered
    /// when the name is taken (iOS 16); `completionHandler` hears its new URL, or why it could not be renamed.
    open func renameDocument(at documentURL: URL, proposedName: String, completionHandler: @escaping (URL?, (any Error)?) -> Void) {
        var name = proposedName
        if URL(fileURLWithPath: proposedName).pathExtension.isEmpty, !documentURL.pathExtension.isEmpty { name += "." + documentURL.pathExtension }
        let wanted = documentURL.deletingLastPathComponent().appendingPathComponent(name)
        guard wanted.standardizedFileURL != documentURL.standardizedFileURL else { return completionHandler(documentURL, nil) }
        let destination = Self.freeName(for: wanted, in: documentURL.deletingLastPathComponent())
        do {
            try FileManager.default.moveItem(at: documentURL, to: destination)
            lists.forEach { $0.reload() }
            completionHandler(destination, nil)
        } catch {
            completionHandler(nil, error)
        }
    }

    /// The async form of `revealDocument(at:importIfNeeded:completion:)`.
    public func revealDocument(at url: URL, importIfNeeded: Bool) async throws -> URL {
        try await withCheckedThrowingContinuation { continuation in
            revealDocument(at: url, importIfNeeded: importIfNeeded) { url, error in
                Self.resume(continuation, url, error)
            }
        }
    }

    /// The async form of `importDocument(at:nextToDocumentAt:mode:completionHandler:)`.
    public func importDocument(at documentURL: URL, nextToDocumentAt neighbourURL: URL, mode importMode: ImportMode) async throws -> URL {
        try await withCheckedThrowingContinuation { continuation in
            importDocument(at: documentURL, nextToDocumentAt: neighbourURL, mode: importMode) { url, error in
                Self.resume(continuation, url, error)
            }
        }
    }

    /// The async form of `renameDocument(at:proposedName:completionHandler:)`.
    public func renameDocument(at documentURL: URL, proposedName: String) async throws -> URL {
        try await withCheckedThrowingContinuation { continuation in
            renameDocument(at: documentURL, proposedName: proposedName) { url, error in
                Self.resume(continuation, url, error)
            }
        }
    }

    private static func resume(_ continuation: CheckedContinuation<URL, any Error>, _ url: URL?, _ error: (any Error)?) {
        if let url {
            continuation.resume(returning: url)
        } else {
            continuation.resume(throwing: error ?? CocoaError(.fileNoSuchFile))
        }
    }

    /// The transition that opens the document at `documentURL` from its row: set it as the document controller's
    /// transitioning delegate's animator.
    open func transitionController(forDocumentAt documentURL: URL) -> UIDocumentBrowserTransitionController {
        let list = lists.last { $0.folder.standardizedFileURL == documentURL.deletingLastPathComponent().standardizedFileURL }
        let frame = list.flatMap { list -> CGRect? in
            guard list.isViewLoaded, let row = list.row(of: documentURL), let cell = list.tableView.cellForRow(at: row) else { return nil }
            return cell.convert(cell.bounds, to: nil)
        }
        return UIDocumentBrowserTransitionController(sourceFrame: frame)
    }

    /// The iOS 11 name of `transitionController(forDocumentAt:)`.
    open func transitionController(forDocumentURL documentURL: URL) -> UIDocumentBrowserTransitionController {
        transitionController(forDocumentAt: documentURL)
    }

    /// + was tapped in `folder`: the delegate makes the document, which is imported there.
    func requestDocumentCreation(in folder: URL) {
        guard let delegate else { return }
        delegate.documentBrowser(self, didRequestDocumentCreationWithHandler: { [weak self] url, mode in
            guard let self, let url, mode != .none else { return }
            do {
                let imported = try importItem(at: url, into: folder, mode: mode)
                self.delegate?.documentBrowser(self, didImportDocumentAt: url, toDestinationURL: imported)
            } catch {
                self.delegate?.documentBrowser(self, failedToImportDocumentAt: url, error: error)
            }
        })
    }

    /// Whether `url` lies in the browser's folder tree.
    private func contains(_ url: URL) -> Bool {
        let root = directoryURL.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        return path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// Opens the lists down to `url`'s folder.
    private func reveal(_ url: URL) {
        guard let navigation else { return }
        let root = directoryURL.standardizedFileURL.pathComponents
        let folders = url.deletingLastPathComponent().standardizedFileURL.pathComponents.dropFirst(root.count)
        var folder = directoryURL
        var stack: [UIViewController] = [DocumentBrowserListController(browser: self, folder: folder)]
        for component in folders {
            folder.appendPathComponent(component, isDirectory: true)
            stack.append(DocumentBrowserListController(browser: self, folder: folder))
        }
        navigation.setViewControllers(stack, animated: false)
    }

    /// Copies or moves `source` into `folder` under a name not yet taken there ("Name 2.ext"), and lists it.
    private func importItem(at source: URL, into folder: URL, mode: ImportMode) throws -> URL {
        let destination = Self.freeName(for: source, in: folder)
        if mode == .move {
            try FileManager.default.moveItem(at: source, to: destination)
        } else {
            try FileManager.default.copyItem(at: source, to: destination)
        }
        lists.forEach { $0.reload() }
        return destination
    }

    /// `source`'s name in `folder`, numbered when taken.
    static func freeName(for source: URL, in folder: URL) -> URL {
        let base = source.deletingPathExtension().lastPathComponent
        let ext = source.pathExtension
        var candidate = folder.appendingPathComponent(source.lastPathComponent)
        var number = 2
        while FileManager.default.fileExists(atPath: candidate.path) {
            let name = "\(base) \(number)"
            candidate = folder.appendingPathComponent(ext.isEmpty ? name : "\(name).\(ext)")
            number += 1
        }
        return candidate
    }
}
