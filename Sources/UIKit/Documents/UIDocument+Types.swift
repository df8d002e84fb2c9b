import Foundation

extension UIDocument {
    /// Where a document stands: open and editable (`normal`, the empty set), closed, failing to save, or with
    /// editing turned off.
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Open, with no conflict, error or editing pause.
        public static let normal: State = []
        /// Not open, or failed to open.
        public static let closed = State(rawValue: 1 << 0)
        /// Another version of the file conflicts with this one.
        public static let inConflict = State(rawValue: 1 << 1)
        /// The last save failed.
        public static let savingError = State(rawValue: 1 << 2)
        /// The document must not be edited now (it is being reverted or read again).
        public static let editingDisabled = State(rawValue: 1 << 3)
        /// `progress` reports a download in progress.
        public static let progressAvailable = State(rawValue: 1 << 4)
    }

    /// What a change to the document did, for its change count.
    public enum ChangeKind: Int, Sendable {
        case done, undone, redone, cleared
    }

    /// Whether a save writes the file for the first time or over an existing one.
    public enum SaveOperation: Int, Sendable {
        case forCreating, forOverwriting
    }

    /// Posted with the document as object whenever `documentState` changes.
    nonisolated public static let stateChangedNotification = Notification.Name("UIDocumentStateChangedNotification")
}
