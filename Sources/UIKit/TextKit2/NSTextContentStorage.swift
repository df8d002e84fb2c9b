import Foundation

/// The content manager of an attributed string: its text storage's paragraphs are the document's elements, and
/// locations are UTF-16 offsets into it. Edits go to `textStorage` (in `performEditingTransaction(_:)` to group
/// them); the layout managers lay the changed paragraphs out again after each.
@MainActor @preconcurrency
open class NSTextContentStorage: NSTextContentManager, NSTextStorageObserving {
    public static let unsupportedAttributeAddedNotification = Notification.Name("NSTextContentStorageUnsupportedAttributeAddedNotification")

    /// The delegate as a content storage's delegate, which may give paragraphs of its own for ranges of the text.
    ///
    /// Difference from Apple: `delegate` keeps the content manager's type; a `NSTextContentStorageDelegate` set there
    /// is found by a cast.
    var storageDelegate: (any NSTextContentStorageDelegate)? { delegate as? any NSTextContentStorageDelegate }

    /// Whether list markers are part of the paragraphs' text.
    open var includesTextListMarkers = false

    /// The storage holding the text (one of its own, made with the content storage, unless replaced).
    open var textStorage: NSTextStorage? {
        didSet {
            guard textStorage !== oldValue else { return }
            if oldValue?.textStorageObserver === self { oldValue?.textStorageObserver = nil }
            textStorage?.textStorageObserver = self
            paragraphs = nil
            for manager in textLayoutManagers { manager.contentManagerDidChange(to: self) }
        }
    }

    /// The paragraphs of the current text, made again after an edit.
    private var paragraphs: [NSTextParagraph]?

    override public init() {
        super.init()
        textStorage = NSTextStorage()
        textStorage?.textStorageObserver = self
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The text: the text storage (setting it replaces the storage's text).
    open var attributedString: NSAttributedString? {
        get { textStorage }
        set {
            performEditingTransaction {
                textStorage?.setAttributedString(newValue ?? NSAttributedString())
            }
        }
    }

    override open var documentRange: NSTextRange {
        NSTextRange(location: TextOffsetLocation(0), end: TextOffsetLocation(textStorage?.length ?? 0)) ?? super.documentRange
    }

    // MARK: Elements

    /// The document's paragraphs: each range of the text up to and with its separator, as the delegate or a plain
    /// `NSTextParagraph` gives it.
    var textParagraphs: [NSTextParagraph] {
        if let paragraphs { return paragraphs }
        guard let storage = textStorage else { return [] }
        let string = storage.string as NSString
        var made: [NSTextParagraph] = []
        var start = 0
        while start < string.length {
            let range = string.paragraphRange(for: NSRange(location: start, length: 0))
            let paragraph = storageDelegate?.textContentStorage(self, textParagraphWith: range)
                ?? NSTextParagraph(attributedString: storage.attributedSubstring(from: range))
            paragraph.textContentManager = self
            paragraph.elementRange = NSTextRange(location: TextOffsetLocation(range.location), end: TextOffsetLocation(NSMaxRange(range)))
            made.append(paragraph)
            start = max(NSMaxRange(range), start + 1)
        }
        paragraphs = made
        return made
    }

    @discardableResult
    override open func enumerateTextElements(from textLocation: (any NSTextLocation)?, options: EnumerationOptions = [], using block: (NSTextElement) -> Bool) -> (any NSTextLocation)? {
        let all = textParagraphs
        guard !all.isEmpty else { return nil }
        let reverse = options.contains(.reverse)
        let offset = (textLocation as? TextOffsetLocation)?.offset ?? (reverse ? Int.max : 0)
        let firstIndex = all.firstIndex { NSMaxRange(range(of: $0)) > offset } ?? (reverse ? all.count - 1 : all.count)
        let order = reverse ? Array(all.indices.prefix(through: min(firstIndex, all.count - 1)).reversed()) : Array(all.indices.suffix(from: firstIndex))
        var ended: (any NSTextLocation)?
        for index in order {
            let paragraph = all[index]
            if delegate?.textContentManager(self, shouldEnumerate: paragraph, options: options) == false { continue }
            ended = reverse ? paragraph.elementRange?.location : paragraph.elementRange?.endLocation
            if !block(paragraph) { break }
        }
        return ended
    }

    /// The paragraph's range in the text.
    func range(of paragraph: NSTextElement) -> NSRange {
        guard let range = paragraph.elementRange, let start = range.location as? TextOffsetLocation, let end = range.endLocation as? TextOffsetLocation else {
            return NSRange(location: 0, length: 0)
        }
        return NSRange(location: start.offset, length: end.offset - start.offset)
    }

    /// The text of `textElement` (a paragraph's attributed string).
    open func attributedString(for textElement: NSTextElement) -> NSAttributedString? {
        (textElement as? NSTextParagraph)?.attributedString
    }

    /// A paragraph of `attributedString`, not yet placed in the document.
    open func textElement(for attributedString: NSAttributedString) -> NSTextElement? {
        NSTextParagraph(attributedString: attributedString)
    }

    /// Replaces the text in `range` by the elements' text, one after the other.
    override open func replaceContents(in range: NSTextRange, with textElements: [NSTextElement]?) {
        guard let nsRange = nsRange(range) else { return }
        let replacement = NSMutableAttributedString()
        for element in textElements ?? [] {
            if let text = attributedString(for: element) { replacement.append(text) }
        }
        performEditingTransaction { textStorage?.replaceCharacters(in: nsRange, with: replacement) }
    }

    // MARK: Locations

    override open func location(_ location: any NSTextLocation, offsetBy offset: Int) -> (any NSTextLocation)? {
        guard let moved = TextOffsetLocation.moving(location, by: offset), moved.offset >= 0, moved.offset <= textStorage?.length ?? 0 else { return nil }
        return moved
    }

    /// `textRange` widened to whole composed characters (an emoji, a letter with its accents).
    override open func adjustedRange(from textRange: NSTextRange, forEditingTextSelection: Bool) -> NSTextRange? {
        guard let storage = textStorage, let range = nsRange(textRange) else { return nil }
        let string = storage.string as NSString
        var adjusted = range.length > 0 ? string.rangeOfComposedCharacterSequences(for: range) : range
        if range.length == 0, range.location < string.length {
            adjusted.location = string.rangeOfComposedCharacterSequence(at: range.location).location
        }
        guard adjusted != range else { return nil }
        return NSTextRange(location: TextOffsetLocation(adjusted.location), end: TextOffsetLocation(NSMaxRange(adjusted)))
    }

    /// The UTF-16 range of a range of this document, clamped to the text.
    func nsRange(_ range: NSTextRange) -> NSRange? {
        guard let start = range.location as? TextOffsetLocation, let end = range.endLocation as? TextOffsetLocation else { return nil }
        let length = textStorage?.length ?? 0
        let from = min(max(start.offset, 0), length), to = min(max(end.offset, from), length)
        return NSRange(location: from, length: to - from)
    }

    // MARK: Edits

    /// Groups the edits of the transaction in one text storage edit, shown to the layout managers when it ends.
    override open func performEditingTransaction(_ transaction: () -> Void) {
        super.performEditingTransaction {
            textStorage?.beginEditing()
            transaction()
            textStorage?.endEditing()
        }
    }

    public func performEditingTransaction(for textStorage: NSTextStorage, using transaction: () -> Void) {
        performEditingTransaction(transaction)
    }

    /// The text storage processed an edit: the paragraphs are made again, and the layout managers told.
    public func processEditing(for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions, range newCharRange: NSRange, changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange) {
        guard textStorage === self.textStorage else { return }
        paragraphs = nil
        let original = NSRange(location: newCharRange.location, length: max(newCharRange.length - delta, 0))
        for manager in textLayoutManagers { manager.contentDidChange(replacing: original, withLength: newCharRange.length) }
        let old = NSTextRange(location: TextOffsetLocation(original.location), end: TextOffsetLocation(NSMaxRange(original)))
        let new = NSTextRange(location: TextOffsetLocation(newCharRange.location), end: TextOffsetLocation(NSMaxRange(newCharRange)))
        if let old, let new { recordEditAction(in: old, newTextRange: new) }
    }
}
