import QuartzCore

extension UIView {
    /// How a view's tint is shown.
    public enum TintAdjustmentMode: Int, Sendable {
        case automatic, normal, dimmed
    }

    /// Whether this view's tint shows dimmed: its own mode, else the nearest ancestor's that is not automatic.
    var isTintDimmed: Bool {
        var view: UIView? = self
        while let current = view {
            switch current.tintAdjustmentMode {
            case .dimmed: return true
            case .normal: return false
            case .automatic: view = current.superview
            }
        }
        return false
    }

    /// The view's layer tree drawn into the current context, scaled to fill `rect`.
    func drawHierarchySnapshot(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0,
              rect.width.isFinite, rect.height.isFinite else { return false }
        if afterUpdates { layoutIfNeeded() }
        context.saveGState()
        defer { context.restoreGState() }
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: context)
        return true
    }
}

extension UIColor {
    /// The colour as a dimmed tint shows it: a grey of its brightness, as UIKit desaturates tints behind an alert.
    var dimmedForTint: UIColor {
        UIColor(dynamicProvider: { traits in
            let resolved = self.resolvedColor(with: traits)
            var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            guard resolved.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return resolved }
            let luma = 0.299 * red + 0.587 * green + 0.114 * blue
            return UIColor(white: luma, alpha: alpha * 0.6)
        })
    }
}
