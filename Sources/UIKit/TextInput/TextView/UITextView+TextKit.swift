import Foundation

/// The text view's TextKit stack kept in step with its editor: typing and `text` copy into `textStorage`, edits an
/// app makes to `textStorage` show in the view, and the container follows the view's size.
extension UITextView {
    /// Copies the editor's text into the storage (which tells the layout manager).
    func copyTextToStorage() {
        guard !isSyncingStorage else { return }
        isSyncingStorage = true
        defer { isSyncingStorage = false }
        textStorage.setAttributedString(surface.editor.storage)
    }

    /// The storage was edited (by the app, or by the copy above): shows its text, keeping the selection.
    func textStorageDidProcessEditing() {
        guard !isSyncingStorage else { return }
        isSyncingStorage = true
        defer { isSyncingStorage = false }
        let selection = selectedRange
        surface.editor.setText(NSAttributedString(attributedString: textStorage))
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
        let drawsItself = textContainer.exclusionPaths.isEmpty && type(of: layoutManager) == NSLayoutManager.self
        surface.canvas.textKitDrawing = drawsItself ? nil : (layoutManager, origin)
    }

    /// The content's height: the text's, or with exclusion paths the layout manager's used height, insets included.
    var contentHeightAroundExclusions: CGFloat {
        guard !textContainer.exclusionPaths.isEmpty else { return surface.contentHeight }
        let used = layoutManager.usedRect(for: textContainer).maxY + textContainerInset.top + textContainerInset.bottom
        return max(surface.contentHeight, used)
    }
}
