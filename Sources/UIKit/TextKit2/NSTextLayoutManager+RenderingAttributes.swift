import Foundation

/// Rendering attributes: colours (and other drawing-only attributes) laid over ranges of the text as it draws,
/// without changing the text or its layout — what highlights and spell-check marks use.
extension NSTextLayoutManager {
    /// The attributes links draw with unless the delegate says otherwise.
    public static var linkRenderingAttributes: [NSAttributedString.Key: Any] {
        [.foregroundColor: UIColor.link, .underlineStyle: NSUnderlineStyle.single.rawValue]
    }

    /// The attributes the link `link` at `location` draws with: the delegate's, or the default ones.
    public func renderingAttributes(forLink link: Any, at location: any NSTextLocation) -> [NSAttributedString.Key: Any] {
        let defaults = Self.linkRenderingAttributes
        return delegate?.textLayoutManager(self, renderingAttributesForLink: link, at: location, defaultAttributes: defaults) ?? defaults
    }

    /// Replaces the rendering attributes of `textRange` with `renderingAttributes`.
    public func setRenderingAttributes(_ renderingAttributes: [NSAttributedString.Key: Any], for textRange: NSTextRange) {
        guard let range = renderingRange(textRange) else { return }
        renderingRuns.setAttributes(renderingAttributes, range: range)
    }

    public func addRenderingAttribute(_ renderingAttribute: NSAttributedString.Key, value: Any?, for textRange: NSTextRange) {
        guard let range = renderingRange(textRange) else { return }
        if let value { renderingRuns.addAttribute(renderingAttribute, value: value, range: range) } else { renderingRuns.removeAttribute(renderingAttribute, range: range) }
    }

    public func removeRenderingAttribute(_ renderingAttribute: NSAttributedString.Key, for textRange: NSTextRange) {
        guard let range = renderingRange(textRange) else { return }
        renderingRuns.removeAttribute(renderingAttribute, range: range)
    }

    /// Removes every rendering attribute of `textRange`.
    public func invalidateRenderingAttributes(for textRange: NSTextRange) {
        guard let range = renderingRange(textRange) else { return }
        renderingRuns.setAttributes([:], range: range)
    }

    /// Calls `block` with each run of rendering attributes from `location` (backward when `reverse`) until it
    /// returns false.
    public func enumerateRenderingAttributes(from location: any NSTextLocation, reverse: Bool, using block: (NSTextLayoutManager, [NSAttributedString.Key: Any], NSTextRange) -> Bool) {
        let offset = min(max(documentOffset(location), 0), renderingRuns.length)
        let range = reverse ? NSRange(location: 0, length: offset) : NSRange(location: offset, length: renderingRuns.length - offset)
        renderingRuns.enumerateAttributes(in: range, options: reverse ? [.reverse] : []) { attributes, run, stop in
            guard !attributes.isEmpty, let start = documentLocation(run.location),
                  let textRange = NSTextRange(location: start, end: documentLocation(NSMaxRange(run))) else { return }
            if !block(self, attributes, textRange) { stop.pointee = true }
        }
    }

    /// `textRange` in the document's offsets, within the text.
    private func renderingRange(_ textRange: NSTextRange) -> NSRange? {
        let start = min(max(documentOffset(textRange.location), 0), renderingRuns.length)
        let end = min(max(documentOffset(textRange.endLocation), start), renderingRuns.length)
        return end > start ? NSRange(location: start, length: end - start) : nil
    }

    /// The fragment's layout with the rendering attributes over its text (after the validator set them), or nil when
    /// none apply and the fragment's own layout draws.
    func renderedLayout(of fragment: NSTextLayoutFragment) -> TextLayout? {
        renderingAttributesValidator?(self, fragment)
        let text = fragment.laidOutText
        let range = NSIntersectionRange(NSRange(location: fragment.documentOffset, length: text.length), NSRange(location: 0, length: renderingRuns.length))
        var runs: [(NSRange, [NSAttributedString.Key: Any])] = []
        renderingRuns.enumerateAttributes(in: range, options: []) { attributes, run, _ in
            if !attributes.isEmpty { runs.append((NSRange(location: run.location - fragment.documentOffset, length: run.length), attributes)) }
        }
        guard !runs.isEmpty else { return nil }
        let drawn = NSMutableAttributedString(attributedString: text)
        for (run, attributes) in runs { drawn.addAttributes(attributes, range: run) }
        return fragment.relaidOut(drawn)
    }
}
