import QuartzCore

/// Glass in an effect view: its highlight, its shape (the view's own corners, as its corner configuration or its
/// layer's radius gives them), and interactive glass brightening under a touch.
extension UIVisualEffectView {
    /// Fades the highlight in for glass and out for anything else, making it the first time glass shows.
    func showGlassHighlight(_ shown: Bool) {
        if shown, highlightView == nil {
            let highlight = GlassHighlightView(frame: bounds)
            // Made inside an animation block, it still fades in with the glass.
            highlight.creatingBlock = nil
            UIView.performWithoutAnimation { insertSubview(highlight, aboveSubview: backdropView) }
            highlightView = highlight
            shapeGlass()
        }
        let alpha: CGFloat = shown ? 1 : 0
        if let highlightView, highlightView.alpha != alpha { highlightView.alpha = alpha }
    }

    /// Rounds the glass's backdrop and highlight as the view's corners are rounded.
    func shapeGlass() {
        guard let highlightView else { return }
        let radius = layer.cornerRadius, corners = layer.maskedCorners, curve = layer.cornerCurve
        for part in [backdropView.layer, highlightView.layer] {
            if part.cornerRadius != radius { part.cornerRadius = radius }
            if part.maskedCorners != corners { part.maskedCorners = corners }
            if part.cornerCurve != curve { part.cornerCurve = curve }
            if !part.masksToBounds { part.masksToBounds = true }
        }
    }
}
