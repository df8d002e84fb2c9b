import Foundation
import QuartzCore
import UniformTypeIdentifiers

/// A document the app keeps in a file: it reads the file on a background queue and hands the contents to the app's
/// model (`load(fromContents:ofType:)`), counts the changes made since the last save, saves them by itself a while
/// after the first one (the "saveless" model), and writes the model's contents (`contents(forType:)`) safely.
///
/// Difference from Apple: not an `NSFilePresenter` (swift-corelibs-foundation has no file coordination) and not
/// `ProgressReporting`; files changed by another program while open are not noticed.
@MainActor @preconcurrency
open class UIDocument: NSObject {
    private let initialURL: URL
    private var state: State = .closed
    /// Changes made since the file last matched the model: up for done and redone, down for undone.
    var changeCount = 0
    /// The pending autosave, while there are unsaved changes.
    var autosaveDeadline: ContextDeadline?
    private var ownUndoManager: UndoManager?
    var undoObservers: [NSObjectProtocol] = []
    var lifecycleObservers: [NSObjectProtocol] = []
    /// Whether a save is being written; an autosave waits for it.
    var isSaving = false
    /// Where the file is read and written: one access at a time, in order, off the main thread.
    nonisolated let fileAccessQueue = DispatchQueue(label: "UIDocument file access")

    /// A document kept in the file at `url` (it need not exist yet: `save(to:for:)` with `.forCreating` makes it).
    public init(fileURL url: URL) {
        initialURL = url
        super.init()
    }

    /// The file the document is kept in.
    open var fileURL: URL { initialURL }

    /// The file's name without its extension, as a person sees it.
    open var localizedName: String { fileURL.deletingPathExtension().lastPathComponent }

    /// The uniform type identifier of the file, from its extension.
    open var fileType: String? { UIDocument.typeIdentifier(of: fileURL) }

    /// When the file was last written, as read on opening or after a save.
    open var fileModificationDate: Date?

    /// Where the document stands; `stateChangedNotification` is posted when it changes.
    open var documentState: State { state }

    /// The activity that continues work on this document elsewhere.
    open var userActivity: NSUserActivity?

    /// Puts the document's state into `userActivity`: its file's URL under `NSUserActivityDocumentURLKey`.
    open func updateUserActivityState(_ userActivity: NSUserActivity) {
        userActivity.addUserInfoEntries(from: [NSUserActivityDocumentURLKey: fileURL])
    }

    /// Brings the document back to the state `userActivity` holds; the default does nothing.
    open func restoreUserActivityState(_ userActivity: NSUserActivity) {}

    /// A download's progress; always nil here (files are local).
    open var progress: Progress? { nil }

    /// The undo manager whose registrations, undos and redos count as the document's changes; made on first use.
    open var undoManager: UndoManager! {
        get {
            if let ownUndoManager { return ownUndoManager }
            let made = UndoManager()
            observe(made)
            ownUndoManager = made
            return made
        }
        set {
            observe(newValue)
            ownUndoManager = newValue
        }
    }

    /// Whether changes were made since the file last matched the model.
    open var hasUnsavedChanges: Bool { changeCount != 0 }

    /// Takes the file's contents (`Data`, or a `FileWrapper` for a package) into the app's model. Subclasses override
    /// it; the default throws, as on iOS.
    open func load(fromContents contents: Any, ofType typeName: String?) throws {
        throw CocoaError(.featureUnsupported, userInfo: [NSLocalizedDescriptionKey: "\(type(of: self)) does not override load(fromContents:ofType:)"])
    }

    /// Stops editing while the document is read again: adds `.editingDisabled` to the state.
    open func disableEditing() {
        setState(documentState.union(.editingDisabled))
    }

    /// Allows editing again after `disableEditing()`.
    open func enableEditing() {
        setState(documentState.subtracting(.editingDisabled))
    }

    /// Runs `block` on the document's file-access queue: one at a time, in order, off the main thread.
    nonisolated open func performAsynchronousFileAccess(_ block: @escaping @Sendable () -> Void) {
        fileAccessQueue.async(execute: block)
    }

    /// Opens the document: reads its file on a background queue, gives the contents to
    /// `load(fromContents:ofType:)` on the main queue, and calls `completionHandler` there with whether it worked.
    /// A failure goes to `handleError(_:userInteractionPermitted:)` and leaves the document closed.
    open func open(completionHandler: (@Sendable (Bool) -> Void)? = nil) {
        standardOpen(completionHandler: completionHandler)
    }

    /// Reads the file at `url` (on the file-access queue when opening): its bytes as `Data`, or a directory as a
    /// `FileWrapper`, given to `load(fromContents:ofType:)` on the main queue.
    nonisolated open func read(from url: URL) throws {
        try standardRead(from: url)
    }

    /// Reads the file at `url` again into the model, dropping unsaved changes; editing is disabled meanwhile.
    open func revert(toContentsOf url: URL, completionHandler: (@Sendable (Bool) -> Void)? = nil) {
        standardRevert(toContentsOf: url, completionHandler: completionHandler)
    }

    /// Closes the document: saves unsaved changes first, then marks it closed; `completionHandler` hears whether
    /// the save worked, on the main queue.
    open func close(completionHandler: (@Sendable (Bool) -> Void)? = nil) {
        standardClose(completionHandler: completionHandler)
    }

    /// What to save: `Data` for a flat file or a `FileWrapper` for a package. Subclasses override it; the default
    /// throws, as on iOS.
    open func contents(forType typeName: String) throws -> Any {
        throw CocoaError(.featureUnsupported, userInfo: [NSLocalizedDescriptionKey: "\(type(of: self)) does not override contents(forType:)"])
    }

    /// The type to save as; `fileType` unless a subclass says otherwise.
    open var savingFileType: String? { fileType }

    /// The extension a file of `typeName` gets: the type's preferred one, or the current file's.
    open func fileNameExtension(forType typeName: String?, saveOperation: SaveOperation) -> String {
        typeName.flatMap { UTType($0)?.preferredFilenameExtension } ?? fileURL.pathExtension
    }

    /// The file attributes a save sets; none by default.
    nonisolated open func fileAttributesToWrite(to url: URL, for saveOperation: SaveOperation) throws -> [AnyHashable: Any] {
        [:]
    }

    /// Saves the model to `url`: asks `contents(forType:)` on the main queue, writes what it gives on the
    /// file-access queue (`writeContents(_:andAttributes:safelyTo:for:)`), and calls `completionHandler` on the main
    /// queue with whether it worked. Changes made while it was written stay unsaved. A failure adds `.savingError`
    /// to the state and goes to `handleError(_:userInteractionPermitted:)`.
    open func save(to url: URL, for saveOperation: SaveOperation, completionHandler: (@Sendable (Bool) -> Void)? = nil) {
        standardSave(to: url, for: saveOperation, completionHandler: completionHandler)
    }

    /// Saves to `fileURL` if there are unsaved changes (`hasUnsavedChanges`), as UIKit does a while after the first
    /// change and when the app leaves; `completionHandler` hears whether it worked (true when there was nothing to
    /// save), on the main queue.
    open func autosave(completionHandler: (@Sendable (Bool) -> Void)? = nil) {
        standardAutosave(completionHandler: completionHandler)
    }

    /// Writes `contents` to `url` so that a failure leaves the file as it was: into a temporary file beside it, then
    /// moved over it, with `additionalFileAttributes` set on the result.
    nonisolated open func writeContents(_ contents: Any, andAttributes additionalFileAttributes: [AnyHashable: Any]? = nil, safelyTo url: URL, for saveOperation: SaveOperation) throws {
        try standardWriteContents(contents, andAttributes: additionalFileAttributes, safelyTo: url, for: saveOperation)
    }

    /// Writes `contents` (`Data` or a `FileWrapper`) to `url`; any other kind of contents needs a subclass's override.
    nonisolated open func writeContents(_ contents: Any, to url: URL, for saveOperation: SaveOperation, originalContentsURL: URL?) throws {
        try standardWriteContents(contents, to: url, for: saveOperation, originalContentsURL: originalContentsURL)
    }

    /// A token for the changes counted so far, taken as a save begins.
    open func changeCountToken(for saveOperation: SaveOperation) -> Any {
        changeCount
    }

    /// Counts a change: done and redone add one, undone takes one away, cleared forgets them all. The first unsaved
    /// change of an open document schedules an autosave.
    open func updateChangeCount(_ change: ChangeKind) {
        standardUpdateChangeCount(change)
    }

    /// A save that began at `changeCountToken` finished: the changes counted until then are saved, later ones not.
    open func updateChangeCount(withToken changeCountToken: Any, for saveOperation: SaveOperation) {
        standardUpdateChangeCount(withToken: changeCountToken, for: saveOperation)
    }

    /// The app finished handling `error`; subclasses that override `handleError` call it.
    open func finishedHandlingError(_ error: any Error, recovered: Bool) {}

    /// The error arrived where the person cannot be asked (while saving on the way out).
    open func userInteractionNoLongerPermitted(forError error: any Error) {}

    /// An error while opening, reading or saving: by default reported in one line on standard error and finished as
    /// not recovered. Subclasses override it to show the person an alert and call `finishedHandlingError`.
    open func handleError(_ error: any Error, userInteractionPermitted: Bool) {
        standardHandleError(error, userInteractionPermitted: userInteractionPermitted)
    }

    /// Sets the state and tells observers.
    func setState(_ newState: State) {
        guard newState != state else { return }
        state = newState
        NotificationCenter.default.post(name: UIDocument.stateChangedNotification, object: self)
    }

    /// The type identifier of a file at `url`, from its extension.
    nonisolated static func typeIdentifier(of url: URL) -> String? {
        let fileExtension = url.pathExtension
        guard !fileExtension.isEmpty else { return nil }
        return UTType(filenameExtension: fileExtension)?.identifier
    }

    /// Runs `body` on the main queue, waiting for it from another thread.
    nonisolated static func onMainQueue<Value: Sendable>(_ body: @MainActor () throws -> Value) rethrows -> Value {
        if Thread.isMainThread { return try MainActor.assumeIsolated(body) }
        return try DispatchQueue.main.sync { try MainActor.assumeIsolated(body) }
    }
}
