import Foundation

/// What a text storage tells the TextKit 2 content storage that shows it: each processed edit, and the edits an
/// app groups through the storage.
@MainActor @preconcurrency
public protocol NSTextStorageObserving: AnyObject {
    var textStorage: NSTextStorage? { get set }
    /// After the storage processed an edit (after its layout managers).
    func processEditing(for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions, range newCharRange: NSRange, changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange)
    /// Runs `transaction`'s edits of `textStorage` as one.
    func performEditingTransaction(for textStorage: NSTextStorage, using transaction: () -> Void)
}
