import Foundation

/// An attributed string that tells its layout managers when it changes: each change is reported by `edited(_:range:
/// changeInLength:)` and, at once or at the outermost `endEditing()`, `processEditing()` tells the delegate and
/// the layout managers, which lay the text out again.
///
/// A subclass may keep its text elsewhere (a backing attributed string), overriding `string`,
/// `attributes(at:effectiveRange:)`, `replaceCharacters(in:with:)` and `setAttributes(_:range:)`, as on iOS.
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
    /// The TextKit 2 content storage showing this text, told of each edit after the layout managers.
    weak open var textStorageObserver: (any NSTextStorageObserving)?
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
        if editingDepth == 0 { processEditsOnce() }
    }

    /// Tells the delegate (and observers) of the edits, then the layout managers, and forgets the edits.
    open func processEditing() {
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
            storage.textStorageObserver?.processEditing(
                for: storage, edited: storage.editedMask, range: storage.editedRange, changeInLength: storage.changeInLength, invalidatedRange: storage.editedRange)
        }
        editedMask = []
        editedRange = NSRange(location: NSNotFound, length: 0)
        changeInLength = 0
    }

    /// Calls `processEditing()` (a subclass's override too) unless it is running: the changes it makes (a syntax
    /// colouring subclass's attributes) join the edits being processed.
    private func processEditsOnce() {
        guard !isProcessing else { return }
        isProcessing = true
        defer { isProcessing = false }
        processEditing()
    }

    /// Runs `body` with this storage on the main actor, where its layout managers and delegate live (text storages
    /// are edited there, by the views and controllers showing them).
    /// A storage with neither (an attributed string built off the main thread, say) runs nothing.
    private func onMainActor(_ body: @MainActor (NSTextStorage) -> Void) {
        guard delegate != nil || !layoutManagers.isEmpty || textStorageObserver != nil else { return }
        nonisolated(unsafe) let storage = self
        MainActor.assumeIsolated { body(storage) }
    }

    open func invalidateAttributes(in range: NSRange) {}
    open func ensureAttributesAreFixed(in range: NSRange) {}

    // MARK: Edits

    /// The text's length: a subclass keeping its text elsewhere gives it through `string`.
    override open var length: Int {
        type(of: self) == NSTextStorage.self ? super.length : string.utf16.count
    }

    override open func beginEditing() {
        editingDepth += 1
        super.beginEditing()
    }

    override open func endEditing() {
        super.endEditing()
        editingDepth = max(editingDepth - 1, 0)
        if editingDepth == 0, !editedMask.isEmpty { processEditsOnce() }
    }

    /// Runs a mutation of `super`; the outermost reports it as an edit of `range` changing the length by `delta`.
    private func mutate(_ mask: EditActions, _ range: NSRange, _ delta: Int, _ body: () -> Void) {
        mutating += 1
        body()
        mutating -= 1
        if mutating == 0 { edited(mask, range: range, changeInLength: delta) }
    }

    // The two primitives: every other change is made of them, as Apple's are, so a subclass that keeps its text
    // elsewhere overrides these two (with `string` and `attributes(at:effectiveRange:)`) and the rest follows.

    override open func replaceCharacters(in range: NSRange, with str: String) {
        mutate(.editedCharacters, range, str.utf16.count - range.length) { super.replaceCharacters(in: range, with: str) }
    }

    override open func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        mutate(.editedAttributes, range, 0) { super.setAttributes(attrs, range: range) }
    }

    override open func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        beginEditing()
        replaceCharacters(in: range, with: attrString.string)
        attrString.enumerateAttributes(in: NSRange(location: 0, length: attrString.length), options: []) { attributes, run, _ in
            setAttributes(attributes, range: NSRange(location: range.location + run.location, length: run.length))
        }
        endEditing()
    }

    override open func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        changeAttributes(in: range) { $0[name] = value }
    }

    override open func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        changeAttributes(in: range) { $0.merge(attrs) { _, new in new } }
    }

    override open func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        changeAttributes(in: range) { $0[name] = nil }
    }

    override open func insert(_ attrString: NSAttributedString, at loc: Int) {
        replaceCharacters(in: NSRange(location: loc, length: 0), with: attrString)
    }

    override open func append(_ attrString: NSAttributedString) {
        replaceCharacters(in: NSRange(location: length, length: 0), with: attrString)
    }

    override open func deleteCharacters(in range: NSRange) {
        replaceCharacters(in: range, with: "")
    }

    override open func setAttributedString(_ attrString: NSAttributedString) {
        replaceCharacters(in: NSRange(location: 0, length: length), with: attrString)
    }

    /// Sets the attributes of each run in `range` to its own changed by `change`, in one batch.
    private func changeAttributes(in range: NSRange, _ change: (inout [NSAttributedString.Key: Any]) -> Void) {
        beginEditing()
        var index = range.location
        while index < NSMaxRange(range) {
            var effective = NSRange(location: index, length: 1)
            var attributes = self.attributes(at: index, effectiveRange: &effective)
            let end = min(max(NSMaxRange(effective), index + 1), NSMaxRange(range))
            change(&attributes)
            setAttributes(attributes, range: NSRange(location: index, length: end - index))
            index = end
        }
        endEditing()
    }

    /// The text as a plain attributed string, read through `string` and `attributes(at:effectiveRange:)` (so a
    /// subclass keeping its text elsewhere gives it).
    var contents: NSAttributedString {
        guard type(of: self) != NSTextStorage.self else { return NSAttributedString(attributedString: self) }
        let text = string
        let copy = NSMutableAttributedString(string: text)
        let total = text.utf16.count
        var index = 0
        while index < total {
            var effective = NSRange(location: index, length: 1)
            let attributes = self.attributes(at: index, effectiveRange: &effective)
            let end = min(max(NSMaxRange(effective), index + 1), total)
            copy.setAttributes(attributes, range: NSRange(location: index, length: end - index))
            index = end
        }
        return copy
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
