import Foundation

/// A place in a text input's document. Subclass it for a document of your own; the views here use
/// `UITextPosition` with an offset, which `UITextInputStringTokenizer` and the built-in views understand.
@MainActor @preconcurrency
open class UITextPosition: NSObject {
    /// The UTF-16 offset in the document the built-in views and `OffsetTextPosition` count in.
    let offset: Int

    override public init() { offset = 0 }

    init(offset: Int) { self.offset = offset }
}

/// A range between two positions of a text input's document.
@MainActor @preconcurrency
open class UITextRange: NSObject {
    override public init() {}

    /// Whether the range holds no text (its ends are one position).
    open var isEmpty: Bool { OffsetTextRange.range(of: self).map { $0.length == 0 } ?? true }
    open var start: UITextPosition { UITextPosition(offset: 0) }
    open var end: UITextPosition { UITextPosition(offset: 0) }
}

/// The range the built-in views hand out: two offsets.
final class OffsetTextRange: UITextRange {
    let startOffset: Int
    let endOffset: Int

    init(_ range: NSRange) {
        startOffset = range.location
        endOffset = range.location + range.length
        super.init()
    }

    override var start: UITextPosition { UITextPosition(offset: startOffset) }
    override var end: UITextPosition { UITextPosition(offset: endOffset) }
    override var isEmpty: Bool { startOffset == endOffset }

    var nsRange: NSRange { NSRange(location: startOffset, length: endOffset - startOffset) }

    /// The offsets of any range whose ends are offset positions.
    static func range(of range: UITextRange) -> NSRange? {
        if let range = range as? OffsetTextRange { return range.nsRange }
        let start = range.start.offset, end = range.end.offset
        return NSRange(location: min(start, end), length: abs(end - start))
    }
}

/// One piece of a selection as the text input draws it, with its writing direction and whether it holds an end.
@MainActor @preconcurrency
open class UITextSelectionRect {
    open var rect: CGRect { storedRect }
    open var writingDirection: NSWritingDirection { storedDirection }
    open var containsStart: Bool { storedContainsStart }
    open var containsEnd: Bool { storedContainsEnd }
    open var isVertical: Bool { false }
    open var transform: CGAffineTransform { .identity }

    private let storedRect: CGRect
    private let storedDirection: NSWritingDirection
    private let storedContainsStart: Bool
    private let storedContainsEnd: Bool

    public init() {
        storedRect = .zero
        storedDirection = .natural
        storedContainsStart = false
        storedContainsEnd = false
    }

    init(rect: CGRect, writingDirection: NSWritingDirection, containsStart: Bool, containsEnd: Bool) {
        storedRect = rect
        storedDirection = writingDirection
        storedContainsStart = containsStart
        storedContainsEnd = containsEnd
    }
}

/// Directions in the text's storage (toward its end or its start).
public enum UITextStorageDirection: Int, Sendable {
    case forward, backward
}

/// Directions on screen.
public enum UITextLayoutDirection: Int, Sendable {
    case right = 2, left, up, down
}

/// A storage or a layout direction, as the tokenizer takes either.
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }

    /// Forward in storage: toward the end (`right` and `down` count as forward).
    var isForward: Bool { rawValue == UITextStorageDirection.forward.rawValue || rawValue == UITextLayoutDirection.right.rawValue || rawValue == UITextLayoutDirection.down.rawValue }
}

/// The units text is walked in.
public enum UITextGranularity: Int, Sendable {
    case character, word, sentence, paragraph, line, document
}

/// The system's side of a text input: told before and after the text or the selection changes other than by its
/// own doing (an input method keeps its surrounding text through it).
@MainActor @preconcurrency
public protocol UITextInputDelegate: AnyObject {
    func selectionWillChange(_ textInput: (any UITextInput)?)
    func selectionDidChange(_ textInput: (any UITextInput)?)
    func textWillChange(_ textInput: (any UITextInput)?)
    func textDidChange(_ textInput: (any UITextInput)?)
}
