import Foundation

/// An action of the app's own the document browser offers on documents, in a document's menu or the navigation bar.
@MainActor @preconcurrency
open class UIDocumentBrowserAction: NSObject {
    /// Where the action shows.
    public struct Availability: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// In a document's menu.
        public static let menu = Availability(rawValue: 1)
        /// In the navigation bar while documents are selected.
        public static let navigationBar = Availability(rawValue: 2)
    }

    open private(set) var identifier: String
    open private(set) var localizedTitle: String
    open private(set) var availability: Availability
    open var image: UIImage?
    /// The types of documents the action applies to.
    open var supportedContentTypes: [String] = ["public.content"]
    /// Whether the action applies to several documents at once.
    open var supportsMultipleItems = true
    /// Runs the action on the documents chosen.
    let handler: ([URL]) -> Void

    public init(identifier: String, localizedTitle: String, availability: Availability, handler: @escaping ([URL]) -> Void) {
        self.identifier = identifier
        self.localizedTitle = localizedTitle
        self.availability = availability
        self.handler = handler
        super.init()
    }
}
