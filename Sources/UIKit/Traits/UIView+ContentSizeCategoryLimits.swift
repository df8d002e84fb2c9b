import QuartzCore

/// Limits on the text size a view and its subviews see (iOS 15): their `traitCollection.preferredContentSizeCategory`
/// stays within them, so fonts that adjust to it stop growing (or shrinking) there.
extension UIView {
    /// The smallest category the view and its subviews see; nil for no limit.
    ///
    /// Difference from Apple: the limits and their description are `public`, not `open`: subclasses cannot override them.
    public var minimumContentSizeCategory: UIContentSizeCategory? {
        get { traitState.contentSizeLimits.minimum }
        set { changeContentSizeLimits { $0.minimum = newValue } }
    }

    /// The largest category the view and its subviews see; nil for no limit.
    public var maximumContentSizeCategory: UIContentSizeCategory? {
        get { traitState.contentSizeLimits.maximum }
        set { changeContentSizeLimits { $0.maximum = newValue } }
    }

    /// For debugging: the view and each of its superviews, with the category it sees and its limits.
    public var appliedContentSizeCategoryLimitsDescription: String {
        var lines: [String] = []
        var view: UIView? = self
        while let current = view {
            let category = current.traitCollection.preferredContentSizeCategory.rawValue
            lines.append("<\(type(of: current)): \(ObjectIdentifier(current))> \(category); \(current.traitState.contentSizeLimits.description)")
            view = current.superview
        }
        return lines.joined(separator: "\n")
    }

    /// Changes the limits, telling the views below whose traits change.
    private func changeContentSizeLimits(_ change: (inout ContentSizeCategoryLimits) -> Void) {
        var limits = traitState.contentSizeLimits
        change(&limits)
        guard limits != traitState.contentSizeLimits else { return }
        TraitChange.perform(views: [self]) { traitState.contentSizeLimits = limits }
    }
}
