import Foundation

/// The text view's TextKit stack kept in step with its editor: typing and `text` copy into `textStorage`, edits an
/// app makes to `textStorage` show in the view, and the container follows the view's size.
extension UITextView {
    /// Copies the editor's text into the storage (which tells the layout manager): only the characters that changed
    /// when the characters changed, the whole when only attributes did, nothing when they are the same. Attributes the storage's delegate or
    /// subclass gives the text while processing the edit (syntax colours) come back into the view.
    func copyTextToStorage() {
        guard !isSyncingStorage else { return }
        let edited = surface.editor.storage
        isSyncingStorage = true
        if let change = Self.changedRanges(from: textStorage.string, to: edited.string) {
            textStorage.replaceCharacters(in: change.old, with: edited.attributedSubstring(from: change.new))
        } else if !textStorage.contents.isEqual(to: edited) {
            textStorage.setAttributedString(edited)
        }
        isSyncingStorage = false
        let stored = textStorage.contents
        if !stored.isEqual(to: edited) {
            surface.editor.adoptAttributes(of: stored)
            surface.relayout()
        }
    }

    /// The range of `old` that differs from `new` and the range of `new` that replaces it (UTF-16 units, what lies
    /// between their common start and common end); nil when the two are the same characters.
    static func changedRanges(from old: String, to new: String) -> (old: NSRange, new: NSRange)? {
        let a = Array(old.utf16), b = Array(new.utf16)
        guard a != b else { return nil }
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        // Keep surrogate pairs whole.
        if prefix > 0, prefix < a.count, UTF16.isTrailSurrogate(a[prefix]) { prefix -= 1 }
        if suffix > 0, a.count - suffix < a.count, UTF16.isTrailSurrogate(a[a.count - suffix]) { suffix -= 1 }
        return (NSRange(location: prefix, length: a.count - prefix - suffix), NSRange(location: prefix, length: b.count - prefix - suffix))
    }

    /// The storage was edited (by the app, or by the copy above): shows its text, keeping the selection.
    func textStorageDidProcessEditing() {
        guard !isSyncingStorage else { return }
        isSyncingStorage = true
        defer { isSyncingStorage = false }
        let selection = selectedRange
        surface.editor.setText(textStorage.contents)
        let length = textStorage.length
        let start = min(selection.location, length)
        surface.editor.select(NSRange(location: start, length: min(selection.length, length - start)))
        layoutCanvas()
    }

    /// The container's paths or size changed: the text is drawn again.
    func textContainerGeometryDidChange() {
        setNeedsLayout()
        surface.canvas.setNeedsDisplay()
    }

    /// Gives the container the view's width (and height) less the insets, when it tracks them, and has the canvas
    /// draw through the layout manager while the container has exclusion paths or the layout manager is an app's
    /// subclass (which may draw backgrounds or glyphs of its own).
    func trackContainerSize() {
        var size = textContainer.size
        if textContainer.widthTracksTextView { size.width = max(bounds.width - textContainerInset.left - textContainerInset.right, 0) }
        if textContainer.heightTracksTextView { size.height = max(bounds.height - textContainerInset.top - textContainerInset.bottom, 0) }
        if size != textContainer.size { textContainer.size = size }
        let origin = CGPoint(x: textContainerInset.left, y: textContainerInset.top)
        let drawsItself = textContainer.exclusionPaths.isEmpty && type(of: textKit1LayoutManager) == NSLayoutManager.self
        surface.canvas.textKitDrawing = drawsItself ? nil : (textKit1LayoutManager, origin)
    }

    /// The content's height: the text's, or with exclusion paths the layout manager's used height, insets included.
    var contentHeightAroundExclusions: CGFloat {
        guard !textContainer.exclusionPaths.isEmpty else { return surface.contentHeight }
        let used = textKit1LayoutManager.usedRect(for: textContainer).maxY + textContainerInset.top + textContainerInset.bottom
        return max(surface.contentHeight, used)
    }
}
