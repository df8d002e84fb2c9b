import Foundation

/// The attachments' view providers: made once per attachment (its view loaded), kept while the layout manager
/// lays the text out, and handed to the fragments that lay the attachments out.
extension NSTextLayoutManager {
    /// The provider of `attachment`'s view at document offset `offset`: the one made before (moved to `offset`), or
    /// the one the attachment gives now, its view loaded; nil when the attachment shows no view.
    func viewProvider(for attachment: NSTextAttachment, at offset: Int) -> NSTextAttachmentViewProvider? {
        guard attachment.allowsTextAttachmentView else { return nil }
        let key = ObjectIdentifier(attachment)
        if let made = attachmentViewProviders[key] {
            made.location = TextOffsetLocation(offset)
            return made
        }
        let location = TextOffsetLocation(offset)
        guard let provider = attachment.viewProvider(for: attachmentParentView, location: location, textContainer: textContainer) else { return nil }
        if provider.view == nil { provider.loadView() }
        attachment.activeViewProvider = provider
        attachmentViewProviders[key] = provider
        return provider
    }

    /// The providers of the attachments in `text`, a part of the document starting at offset `start`, in order.
    func viewProviders(in text: NSAttributedString, from start: Int) -> [NSTextAttachmentViewProvider] {
        var found: [NSTextAttachmentViewProvider] = []
        text.enumerateAttribute(.attachment, in: NSRange(location: 0, length: text.length)) { value, range, _ in
            guard let attachment = value as? NSTextAttachment, let provider = viewProvider(for: attachment, at: start + range.location) else { return }
            found.append(provider)
        }
        return found
    }
}
