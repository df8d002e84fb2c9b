import Foundation

/// A TextKit 2 text view shows its attachments' views (iOS 15's `NSTextAttachmentViewProvider`) on its text, each
/// where its attachment's character is laid out, in the room the attachment's bounds take.
extension UITextView {
    /// Makes the providers of the text's attachments (their views loaded) before the text is sized; a new view may
    /// change its attachment's room, so the text is laid out again then. Providers of attachments no longer in the
    /// text are let go.
    func prepareAttachmentViews() {
        guard let manager = textLayoutManager else { return }
        manager.attachmentParentView = self
        let known = Set(manager.attachmentViewProviders.keys)
        let providers = manager.viewProviders(in: textStorage, from: 0)
        manager.attachmentViewProviders = manager.attachmentViewProviders.filter { _, kept in providers.contains { $0 === kept } }
        if !Set(manager.attachmentViewProviders.keys).isSubset(of: known) { surface.relayout() }
    }

    /// Places the providers' views where their attachments are laid out and takes away the others.
    func placeAttachmentViews() {
        guard let manager = textLayoutManager else { return }
        let frames = surface.layout.attachmentFrames
        var shown: [UIView] = []
        for provider in manager.attachmentViewProviders.values {
            guard let view = provider.view, let offset = (provider.location as? TextOffsetLocation)?.offset,
                  let frame = frames.first(where: { $0.utf16Offset == offset }) else { continue }
            if view.superview !== surface.canvas { surface.canvas.addSubview(view) }
            let origin = CGPoint(x: frame.rect.minX + surface.textOrigin.x, y: frame.rect.minY + surface.textOrigin.y)
            UIView.performWithoutAnimation { view.frame = CGRect(origin: origin, size: view.bounds.size) }
            shown.append(view)
        }
        for view in manager.attachmentViewsShown where !shown.contains(where: { $0 === view }) { view.removeFromSuperview() }
        manager.attachmentViewsShown = shown
    }
}
