import QuartzCore

/// Layout passes: a view marked with `setNeedsLayout` lays out its subviews before the next frame.
extension UIView {
    /// Asks for `layoutSubviews` before the next frame.
    public func setNeedsLayout() {
        layer.setNeedsLayout()
    }

    /// Runs any pending layout of this view and its subviews now.
    public func layoutIfNeeded() {
        layer.layoutIfNeeded()
    }
}
