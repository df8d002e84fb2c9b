import QuartzCore

/// The pixels per point a view's own drawing is made at: its window's, so text and `draw(_:)`
/// content stay sharp on a scale-2 output or a zoomed window, as iOS sets it from the screen.
extension UIView {
    /// Gives this view and its subviews `scale` as their content scale.
    func applyContentScale(_ scale: CGFloat) {
        if !keepsOwnContentScale { contentScaleFactor = scale }
        windowPixelScaleDidChange()
        for subview in subviews { subview.applyContentScale(scale) }
    }
}
