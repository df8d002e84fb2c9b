import QuartzCore

extension NSAttributedString {
    /// This text with each Dynamic Type font asked for again at `category`; nil when no font changes.
    func adjustingFonts(to category: UIContentSizeCategory) -> NSAttributedString? {
        guard length > 0 else { return nil }
        var changes: [(UIFont, NSRange)] = []
        enumerateAttribute(.font, in: NSRange(location: 0, length: length), options: []) { value, range, _ in
            guard let font = value as? UIFont, let adjusted = font.adjusted(to: category), adjusted !== font else { return }
            changes.append((adjusted, range))
        }
        guard !changes.isEmpty else { return nil }
        let changed = NSMutableAttributedString(attributedString: self)
        for (font, range) in changes { changed.addAttribute(.font, value: font, range: range) }
        return changed
    }
}
