import Foundation

/// A responder that edits a document the system can read and change: the selection, marked text (an input
/// method's composition), positions and ranges, and the geometry an input method places its window by. The
/// built-in `UITextField` and `UITextView` adopt it; so can an app's own editor.
///
/// Difference from Apple: the optional requirements have default implementations in an extension, as Swift protocols have no `optional`.
@MainActor @preconcurrency
public protocol UITextInput: UIKeyInput {
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)
    var selectedTextRange: UITextRange? { get set }
    var markedTextRange: UITextRange? { get }
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    func unmarkText()

    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int

    var inputDelegate: (any UITextInputDelegate)? { get set }
    var tokenizer: any UITextInputTokenizer { get }

    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)

    func firstRect(for range: UITextRange) -> CGRect
    func caretRect(for position: UITextPosition) -> CGRect
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    func closestPosition(to point: CGPoint) -> UITextPosition?
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    func characterRange(at point: CGPoint) -> UITextRange?

    // Optional in Apple's SDK.
    func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool
    func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition?
    func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int
    var textInputView: UIView { get }
    var selectionAffinity: UITextStorageDirection { get set }
    func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange)
}

extension UITextInput {
    public func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool { true }

    public func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition? {
        position(from: range.start, offset: offset)
    }

    public func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int {
        self.offset(from: range.start, to: position)
    }

    public var textInputView: UIView { (self as? UIView) ?? UIView() }
    public var selectionAffinity: UITextStorageDirection { get { .forward } set {} }

    public func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange) {
        setMarkedText(markedText?.string, selectedRange: selectedRange)
    }
}

/// Finds the boundaries of text units (characters, words, paragraphs) around positions of a text input.
@MainActor @preconcurrency
public protocol UITextInputTokenizer: AnyObject {
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection) -> UITextRange?
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> UITextPosition?
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool
}

/// The tokenizer of plain text: grapheme clusters, words, paragraphs (lines count as paragraphs, sentences as
/// paragraphs) and the document, over the text input's whole text.
@MainActor @preconcurrency
open class UITextInputStringTokenizer: UITextInputTokenizer {
    private weak var textInput: (UIResponder & UITextInput)?

    public init(textInput: UIResponder & UITextInput) {
        self.textInput = textInput
    }

    private var navigation: TextNavigation? {
        guard let input = textInput, let range = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument) else { return nil }
        return TextNavigation(input.text(in: range) ?? "")
    }

    private func offset(_ position: UITextPosition) -> Int {
        guard let input = textInput else { return 0 }
        return input.offset(from: input.beginningOfDocument, to: position)
    }

    private func position(_ offset: Int) -> UITextPosition? {
        guard let input = textInput else { return nil }
        return input.position(from: input.beginningOfDocument, offset: offset)
    }

    private func unitRange(_ navigation: TextNavigation, at offset: Int, _ granularity: UITextGranularity) -> NSRange {
        switch granularity {
        case .character:
            let end = navigation.nextCharacter(after: offset)
            return NSRange(location: navigation.clamped(offset), length: end - navigation.clamped(offset))
        case .word: return navigation.wordRange(at: offset)
        case .sentence, .paragraph, .line: return navigation.paragraphRange(at: offset)
        case .document: return NSRange(location: 0, length: navigation.length)
        }
    }

    open func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection) -> UITextRange? {
        guard let navigation, let input = textInput else { return nil }
        let at = offset(position)
        let probe = direction.isForward ? at : max(at - 1, 0)
        let range = unitRange(navigation, at: probe, granularity)
        guard range.location <= at, at <= range.location + range.length,
              let start = self.position(range.location), let end = self.position(range.location + range.length) else { return nil }
        return input.textRange(from: start, to: end)
    }

    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool {
        guard let navigation else { return false }
        let at = offset(position)
        let range = unitRange(navigation, at: direction.isForward ? max(at - 1, 0) : at, granularity)
        return direction.isForward ? range.location + range.length == at : range.location == at
    }

    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> UITextPosition? {
        guard let navigation else { return nil }
        let at = offset(position)
        let target: Int
        switch granularity {
        case .character: target = direction.isForward ? navigation.nextCharacter(after: at) : navigation.previousCharacter(before: at)
        case .word: target = direction.isForward ? navigation.nextWordEnd(after: at) : navigation.previousWordStart(before: at)
        case .document: target = direction.isForward ? navigation.length : 0
        case .sentence, .paragraph, .line:
            let range = navigation.paragraphRange(at: at)
            let end = range.location + range.length
            if direction.isForward {
                target = at < end ? end : navigation.paragraphRange(at: navigation.nextCharacter(after: end)).upperBound
            } else {
                target = at > range.location ? range.location : navigation.paragraphRange(at: navigation.previousCharacter(before: at)).location
            }
        }
        return self.position(target)
    }

    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool {
        guard let navigation else { return false }
        let at = offset(position)
        let range = unitRange(navigation, at: at, granularity)
        return range.location < at && at < range.location + range.length
    }
}
