import Foundation

/// An attributed string that tells its layout managers when it changes: each change is reported by `edited(_:range:
/// changeInLength:)` and, at once or at the outermost `endEditing()`, `processEditing()` tells the delegate and
/// the layout managers, which lay the text out again.
///
/// Difference from Apple: a subclass keeps its text in the storage itself; one that stores it elsewhere by overriding
/// `string` and `attributes(at:effectiveRange:)` is not read through those overrides.
open class NSTextStorage: NSMutableAttributedString {
    /// What an edit changed.
    public struct EditActions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let editedAttributes = EditActions(rawValue: 1)
        public static let editedCharacters = EditActions(rawValue: 2)
    }

    public static let willProcessEditingNotification = Notification.Name("NSTextStorageWillProcessEditingNotification")
    public static let didProcessEditingNotification = Notification.Name("NSTextStorageDidProcessEditingNotification")

    /// The layout managers that lay this text out (the storage keeps them).
    open private(set) var layoutManagers: [NSLayoutManager] = []
    weak open var delegate: (any NSTextStorageDelegate)?
    /// The kinds of change since the last `processEditing()`.
    open private(set) var editedMask: EditActions = []
    /// The range changed since the last `processEditing()`, in the current text.
    open private(set) var editedRange = NSRange(location: NSNotFound, length: 0)
    /// The change in length since the last `processEditing()`.
    open private(set) var changeInLength = 0
    open var fixesAttributesLazily: Bool { false }

    /// Nested `beginEditing()` calls not yet ended.
    private var editingDepth = 0
    /// Whether `processEditing()` is running: edits the delegate makes then join the ones being processed.
    private var isProcessing = false
    /// Nested mutators running (one mutator may call another; the outermost reports the edit).
    private var mutating = 0

    public init() { super.init(string: "") }
    override public init(string: String) { super.init(string: string) }
    override public init(string: String, attributes attrs: [NSAttributedString.Key: Any]? = nil) { super.init(string: string, attributes: attrs) }
    override public init(attributedString: NSAttributedString) { super.init(attributedString: attributedString) }
    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

    open func addLayoutManager(_ aLayoutManager: NSLayoutManager) {
        guard !layoutManagers.contains(where: { $0 === aLayoutManager }) else { return }
        layoutManagers.append(aLayoutManager)
        onMainActor { storage in
            if let previous = aLayoutManager.textStorage, previous !== storage { previous.removeLayoutManager(aLayoutManager) }
            aLayoutManager.storageDidChange(to: storage)
        }
    }

    open func removeLayoutManager(_ aLayoutManager: NSLayoutManager) {
        guard layoutManagers.contains(where: { $0 === aLayoutManager }) else { return }
        onMainActor { _ in aLayoutManager.storageDidChange(to: nil) }
        layoutManagers.removeAll { $0 === aLayoutManager }
    }

    /// Records a change of `editedMask` kind to `editedRange` (in the text before the change) that changed its length
    /// by `delta`, then processes the edits unless inside `beginEditing()`.
    open func edited(_ editedMask: EditActions, range editedRange: NSRange, changeInLength delta: Int) {
        let changed = NSRange(location: editedRange.location, length: max(editedRange.length + delta, 0))
        if self.editedMask.isEmpty || self.editedRange.location == NSNotFound {
            self.editedRange = changed
        } else {
            var previous = self.editedRange
            if editedRange.location <= NSMaxRange(previous) { previous.length = max(previous.length + delta, 0) }
            self.editedRange = NSUnionRange(previous, changed)
        }
        self.editedMask.formUnion(editedMask)
        changeInLength += delta
        if editingDepth == 0, !isProcessing { processEditing() }
    }

    /// Tells the delegate (and observers) of the edits, then the layout managers, and forgets the edits.
    open func processEditing() {
        isProcessing = true
        defer { isProcessing = false }
        let (mask, range, delta) = (editedMask, editedRange, changeInLength)
        onMainActor { $0.delegate?.textStorage($0, willProcessEditing: mask, range: range, changeInLength: delta) }
        NotificationCenter.default.post(name: Self.willProcessEditingNotification, object: self)
        onMainActor { $0.delegate?.textStorage($0, didProcessEditing: $0.editedMask, range: $0.editedRange, changeInLength: $0.changeInLength) }
        NotificationCenter.default.post(name: Self.didProcessEditingNotification, object: self)
        onMainActor { storage in
            for layoutManager in storage.layoutManagers {
                layoutManager.processEditing(
                    for: storage, edited: storage.editedMask, range: storage.editedRange, changeInLength: storage.changeInLength, invalidatedRange: storage.editedRange)
            }
        }
        editedMask = []
        editedRange = NSRange(location: NSNotFound, length: 0)
        changeInLength = 0
    }

    /// Runs `body` with this storage on the main actor, where its layout managers and delegate live (text storages
    /// are edited there, by the views and controllers showing them).
    /// A storage with neither (an attributed string built off the main thread, say) runs nothing.
    private func onMainActor(_ body: @MainActor (NSTextStorage) -> Void) {
        guard delegate != nil || !layoutManagers.isEmpty else { return }
        nonisolated(unsafe) let storage = self
        MainActor.assumeIsolated { body(storage) }
    }

    open func invalidateAttributes(in range: NSRange) {}
    open func ensureAttributesAreFixed(in range: NSRange) {}

    // MARK: Edits

    override open func beginEditing() {
        editingDepth += 1
        super.beginEditing()
    }

    override open func endEditing() {
        super.endEditing()
        editingDepth = max(editingDepth - 1, 0)
        if editingDepth == 0, !editedMask.isEmpty { processEditing() }
    }

    /// Runs a mutation of `super`; the outermost reports it as an edit of `range` changing the length by `delta`.
    private func mutate(_ mask: EditActions, _ range: NSRange, _ delta: Int, _ body: () -> Void) {
        mutating += 1
        body()
        mutating -= 1
        if mutating == 0 { edited(mask, range: range, changeInLength: delta) }
    }

    override open func replaceCharacters(in range: NSRange, with str: String) {
        mutate(.editedCharacters, range, str.utf16.count - range.length) { super.replaceCharacters(in: range, with: str) }
    }

    override open func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        mutate([.editedCharacters, .editedAttributes], range, attrString.length - range.length) { super.replaceCharacters(in: range, with: attrString) }
    }

    override open func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        mutate(.editedAttributes, range, 0) { super.setAttributes(attrs, range: range) }
    }

    override open func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        mutate(.editedAttributes, range, 0) { super.addAttribute(name, value: value, range: range) }
    }

    override open func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        mutate(.editedAttributes, range, 0) { super.addAttributes(attrs, range: range) }
    }

    override open func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        mutate(.editedAttributes, range, 0) { super.removeAttribute(name, range: range) }
    }

    override open func insert(_ attrString: NSAttributedString, at loc: Int) {
        mutate([.editedCharacters, .editedAttributes], NSRange(location: loc, length: 0), attrString.length) { super.insert(attrString, at: loc) }
    }

    override open func append(_ attrString: NSAttributedString) {
        mutate([.editedCharacters, .editedAttributes], NSRange(location: length, length: 0), attrString.length) { super.append(attrString) }
    }

    override open func deleteCharacters(in range: NSRange) {
        mutate(.editedCharacters, range, -range.length) { super.deleteCharacters(in: range) }
    }

    override open func setAttributedString(_ attrString: NSAttributedString) {
        mutate([.editedCharacters, .editedAttributes], NSRange(location: 0, length: length), attrString.length - length) { super.setAttributedString(attrString) }
    }
}

/// What a text storage tells its delegate as it processes edits.
@MainActor @preconcurrency
public protocol NSTextStorageDelegate: AnyObject {
    /// Before the edits are processed: the delegate may still change attributes.
    func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int)
    /// After the edits are processed, before the layout managers lay the text out again.
    func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int)
}

extension NSTextStorageDelegate {
    public func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int) {}
    public func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int) {}
}
