import QuartzCore

/// The pixels per point a view's own drawing is made at: its window's, so text and `draw(_:)`
/// content stay sharp on a scale-2 output or a zoomed window, as iOS sets it from the screen.
extension UIView {
    /// The scale of the view's layer contents (`layer.contentsScale`); set from the window's
    /// pixels per point when the view joins a window or the window's scale changes.
    public var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set {
            guard newValue.isFinite, newValue > 0, newValue != layer.contentsScale else { return }
            layer.contentsScale = newValue
            // Drawn content is redrawn at the new scale; a view that draws nothing stays so.
            if layer.contents != nil, !keepsOwnContentScale { setNeedsDisplay() }
        }
    }

    /// Gives this view and its subviews `scale` as their content scale.
    func applyContentScale(_ scale: CGFloat) {
        if !keepsOwnContentScale { contentScaleFactor = scale }
        windowPixelScaleDidChange()
        for subview in subviews { subview.applyContentScale(scale) }
    }
}
