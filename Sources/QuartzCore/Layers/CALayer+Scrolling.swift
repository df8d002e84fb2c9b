import Foundation

/// Scrolling through the closest `CAScrollLayer` above a layer (Core Animation's `CALayer (CALayerScrolling)`).
extension CALayer {
    /// The closest scroll layer above this one (not this layer itself).
    var scrollAncestor: CAScrollLayer? {
        var current = superlayer
        while let layer = current {
            if let scroller = layer as? CAScrollLayer { return scroller }
            current = layer.superlayer
        }
        return nil
    }

    func scrollAncestor(toShow p: CGPoint) {
        guard let scroller = scrollAncestor else { return }
        scroller.scroll(to: convert(p, to: scroller))
    }

    func scrollAncestor(toReveal r: CGRect) {
        guard let scroller = scrollAncestor else { return }
        scroller.scroll(to: convert(r, to: scroller))
    }

    var rectVisibleInScrollAncestor: CGRect {
        guard let scroller = scrollAncestor else { return bounds }
        let shown = convert(scroller.bounds, from: scroller)
        let visible = bounds.intersection(shown)
        return visible.isNull ? .zero : visible
    }
}
