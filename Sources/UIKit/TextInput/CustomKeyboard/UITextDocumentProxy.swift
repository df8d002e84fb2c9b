import Foundation

/// What a custom keyboard sees of the document it types into: the text around the insertion point, the selection,
/// and the means to insert, delete, move the insertion point and compose marked text.
@MainActor @preconcurrency
public protocol UITextDocumentProxy: UIKeyInput {
    var documentContextBeforeInput: String? { get }
    var documentContextAfterInput: String? { get }
    var selectedText: String? { get }
    var documentInputMode: UITextInputMode? { get }
    var documentIdentifier: UUID { get }
    func adjustTextPositionByCharacterOffset(_ offset: Int)
    func setMarkedText(_ markedText: String, selectedRange: NSRange)
    func unmarkText()
}
