import QuartzCore

extension TextEditingSurface {
    /// Asks the surface's Dynamic Type fonts again at `category`: its font, the fonts in its text and those typing
    /// gives; true when one changed (the surface is laid out again).
    func adjustFonts(to category: UIContentSizeCategory) -> Bool {
        var changed = false
        if let adjusted = font.adjusted(to: category), adjusted !== font {
            font = adjusted
            changed = true
        }
        if let text = editor.storage.adjustingFonts(to: category) {
            text.enumerateAttribute(.font, in: NSRange(location: 0, length: text.length), options: []) { value, range, _ in
                if let font = value { editor.storage.addAttribute(.font, value: font, range: range) }
            }
            changed = true
        }
        if let typed = editor.typingAttributes[.font] as? UIFont, let adjusted = typed.adjusted(to: category), adjusted !== typed {
            editor.typingAttributes[.font] = adjusted
        }
        if changed { relayout() }
        return changed
    }
}
