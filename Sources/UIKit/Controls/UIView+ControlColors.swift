import QuartzCore

extension UIView {
    /// `color` as this view's traits show it (light or dark mode), for a layer to draw.
    func shownColor(_ color: UIColor) -> CGColor {
        color.resolvedColor(with: traitCollection).cgColor
    }
}
