import QuartzCore

/// A scroll view's four edge effects and the layers that draw them, made when one is first asked for.
@MainActor
final class ScrollEdgeEffects {
    /// Top, left, bottom, right.
    let effects: [UIScrollEdgeEffect]
    private var layers: [CAGradientLayer?] = [nil, nil, nil, nil]

    /// How far a soft fade reaches past the edge's inset, and a hard band.
    static let softReach: CGFloat = 24
    static let hardReach: CGFloat = 12

    init(owner: UIScrollView) {
        effects = (0..<4).map { _ in UIScrollEdgeEffect(owner: owner) }
    }

    /// Draws each visible effect at its edge of `view`'s visible bounds, where content lies beyond that edge.
    func layOut(in view: UIScrollView) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let opaque = Self.backgroundColor(behind: view)
        for edge in 0..<4 {
            let effect = effects[edge]
            guard !effect.isHidden, effect.style.kind != .automatic, Self.hasContentBeyond(edge: edge, of: view) else {
                layers[edge]?.isHidden = true
                continue
            }
            let layer = layers[edge] ?? CAGradientLayer()
            layers[edge] = layer
            if !Self.isAboveContent(layer, in: view) { view.layer.addSublayer(layer) }
            layer.isHidden = false
            Self.shape(layer, edge: edge, hard: effect.style.kind == .hard, color: opaque, in: view)
        }
        CATransaction.commit()
    }

    /// The colour the content fades into: the first visible background colour from the scroll view up, else the
    /// system background.
    private static func backgroundColor(behind view: UIScrollView) -> UIColor {
        var candidate: UIView? = view
        while let current = candidate {
            if let color = current.backgroundColor?.resolvedColor(with: view.traitCollection), color.cgColor.alpha > 0 { return color }
            candidate = current.superview
        }
        return UIColor.systemBackground.resolvedColor(with: view.traitCollection)
    }

    /// Whether `layer` is one of `view`'s sublayers and above every subview's layer.
    private static func isAboveContent(_ layer: CALayer, in view: UIScrollView) -> Bool {
        let sublayers = view.layer.sublayers ?? []
        guard let index = sublayers.firstIndex(where: { $0 === layer }) else { return false }
        guard let top = view.subviews.last?.layer, let topIndex = sublayers.firstIndex(where: { $0 === top }) else { return true }
        return index > topIndex
    }

    /// Whether content lies past `edge` (top, left, bottom, right) of the visible bounds.
    private static func hasContentBeyond(edge: Int, of view: UIScrollView) -> Bool {
        let inset = view.adjustedContentInset, offset = view.contentOffset, size = view.bounds.size
        switch edge {
        case 0: return offset.y > -inset.top + 0.5
        case 1: return offset.x > -inset.left + 0.5
        case 2: return offset.y + size.height < view.contentSize.height + inset.bottom - 0.5
        default: return offset.x + size.width < view.contentSize.width + inset.right - 0.5
        }
    }

    /// Places and colours `layer` along `edge`: a fade from the background at the edge to clear, or a band of it
    /// ending in a separator line.
    private static func shape(_ layer: CAGradientLayer, edge: Int, hard: Bool, color: UIColor, in view: UIScrollView) {
        let bounds = view.bounds, inset = view.adjustedContentInset
        let depth = [inset.top, inset.left, inset.bottom, inset.right][edge] + (hard ? hardReach : softReach)
        switch edge {
        case 0: layer.frame = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: depth)
        case 1: layer.frame = CGRect(x: bounds.minX, y: bounds.minY, width: depth, height: bounds.height)
        case 2: layer.frame = CGRect(x: bounds.minX, y: bounds.maxY - depth, width: bounds.width, height: depth)
        default: layer.frame = CGRect(x: bounds.maxX - depth, y: bounds.minY, width: depth, height: bounds.height)
        }
        let starts = [CGPoint(x: 0.5, y: 0), CGPoint(x: 0, y: 0.5), CGPoint(x: 0.5, y: 1), CGPoint(x: 1, y: 0.5)]
        layer.startPoint = starts[edge]
        layer.endPoint = CGPoint(x: 1 - starts[edge].x, y: 1 - starts[edge].y)
        let base = color.cgColor
        if hard {
            let line = UIColor.separator.resolvedColor(with: view.traitCollection).cgColor
            let band = base.copy(alpha: 0.97) ?? base
            let split = (depth - 1) / depth
            layer.colors = [band, band, line, line]
            layer.locations = [0, NSNumber(value: Double(split)), NSNumber(value: Double(split)), 1]
        } else {
            layer.colors = [base.copy(alpha: 0.95) ?? base, base.copy(alpha: 0) ?? base]
            layer.locations = nil
        }
    }
}
