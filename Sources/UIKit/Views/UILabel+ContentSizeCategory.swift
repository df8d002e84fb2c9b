import QuartzCore

extension UILabel: UIContentSizeCategoryAdjusting {
    /// Asks the label's Dynamic Type fonts again at its content size category: it measures again (its superview, a
    /// button whose title it is, too) and draws again.
    func adjustFontsToContentSizeCategory() {
        let category = traitCollection.preferredContentSizeCategory
        var changed = false
        if let font = storedFont.adjusted(to: category), font !== storedFont {
            storedFont = font
            changed = true
        }
        if let content = attributedContent?.adjustingFonts(to: category) {
            attributedContent = content
            changed = true
        }
        guard changed else { return }
        textChanged()
        setNeedsLayout()
        (superview as? UIButton)?.contentGeometryChanged()
    }
}
