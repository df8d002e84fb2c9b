import Foundation

/// The model side of TextKit 2: a document as elements, the layout managers showing it, and edits grouped in
/// transactions after which the layout managers lay the changed text out again. Subclasses give the elements
/// (`NSTextContentStorage` gives an attributed string's paragraphs).
@MainActor @preconcurrency
open class NSTextContentManager: NSTextElementProvider {
    /// How elements are enumerated.
    public struct EnumerationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// From the end of the document toward its start.
        public static let reverse = EnumerationOptions(rawValue: 1 << 0)
    }

    open weak var delegate: (any NSTextContentManagerDelegate)?
    /// The layout managers showing the document (the content manager keeps them).
    open private(set) var textLayoutManagers: [NSTextLayoutManager] = []
    /// The layout manager edits are made through (the first one added, unless set).
    open weak var primaryTextLayoutManager: NSTextLayoutManager?
    /// Whether the layout managers lay the text out again after each transaction (otherwise, only when
    /// `synchronizeTextLayoutManagers(_:)` is called).
    open var automaticallySynchronizesTextLayoutManagers = true
    open var automaticallySynchronizesToBackingStore = true

    /// Nested `performEditingTransaction(_:)` calls running.
    private var transactionDepth = 0
    /// Edits not yet shown to the layout managers.
    var hasUnsynchronizedEdits = false

    public init() {}

    public required init?(coder: NSCoder) {
        return nil
    }

    open func addTextLayoutManager(_ textLayoutManager: NSTextLayoutManager) {
        guard !textLayoutManagers.contains(where: { $0 === textLayoutManager }) else { return }
        textLayoutManager.textContentManager?.removeTextLayoutManager(textLayoutManager)
        textLayoutManagers.append(textLayoutManager)
        textLayoutManager.contentManagerDidChange(to: self)
        if primaryTextLayoutManager == nil { primaryTextLayoutManager = textLayoutManager }
    }

    open func removeTextLayoutManager(_ textLayoutManager: NSTextLayoutManager) {
        guard textLayoutManagers.contains(where: { $0 === textLayoutManager }) else { return }
        textLayoutManagers.removeAll { $0 === textLayoutManager }
        if primaryTextLayoutManager === textLayoutManager { primaryTextLayoutManager = textLayoutManagers.first }
        textLayoutManager.contentManagerDidChange(to: nil)
    }

    /// Has every layout manager lay the edited text out again.
    open func synchronizeTextLayoutManagers(_ completionHandler: ((Error?) -> Void)? = nil) {
        hasUnsynchronizedEdits = false
        for manager in textLayoutManagers { manager.invalidateLayout(for: documentRange) }
        completionHandler?(nil)
    }

    // MARK: Transactions

    /// Whether a transaction is running.
    open var hasEditingTransaction: Bool { transactionDepth > 0 }

    /// Runs `transaction` (edits to the document) as one edit: the layout managers see its changes when the outermost
    /// transaction ends.
    open func performEditingTransaction(_ transaction: () -> Void) {
        transactionDepth += 1
        transaction()
        transactionDepth -= 1
        if transactionDepth == 0, hasUnsynchronizedEdits, automaticallySynchronizesTextLayoutManagers { synchronizeTextLayoutManagers() }
    }

    /// Records that `originalTextRange` was replaced by the text now at `newTextRange`: the layout managers lay it out
    /// again when the transaction ends (at once outside one).
    open func recordEditAction(in originalTextRange: NSTextRange, newTextRange: NSTextRange) {
        hasUnsynchronizedEdits = true
        if !hasEditingTransaction, automaticallySynchronizesTextLayoutManagers { synchronizeTextLayoutManagers() }
    }

    // MARK: Elements (a subclass gives them)

    open var documentRange: NSTextRange { NSTextRange(location: TextOffsetLocation(0)) }

    @discardableResult
    open func enumerateTextElements(from textLocation: (any NSTextLocation)?, options: EnumerationOptions = [], using block: (NSTextElement) -> Bool) -> (any NSTextLocation)? {
        nil
    }

    /// The elements that meet `range`, in order.
    open func textElements(for range: NSTextRange) -> [NSTextElement] {
        var found: [NSTextElement] = []
        enumerateTextElements(from: range.location, options: []) { element in
            guard let elementRange = element.elementRange else { return true }
            if range.isEmpty {
                if elementRange.contains(range.location) { found.append(element) }
                return false
            }
            guard elementRange.location.precedes(range.endLocation) else { return false }
            if elementRange.intersects(range) { found.append(element) }
            return true
        }
        return found
    }

    open func replaceContents(in range: NSTextRange, with textElements: [NSTextElement]?) {}

    open func synchronizeToBackingStore(_ completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(nil)
    }

    open func location(_ location: any NSTextLocation, offsetBy offset: Int) -> (any NSTextLocation)? {
        TextOffsetLocation.moving(location, by: offset)
    }

    open func offset(from: any NSTextLocation, to: any NSTextLocation) -> Int {
        TextOffsetLocation.distance(from: from, to: to)
    }

    open func adjustedRange(from textRange: NSTextRange, forEditingTextSelection: Bool) -> NSTextRange? { nil }
}
