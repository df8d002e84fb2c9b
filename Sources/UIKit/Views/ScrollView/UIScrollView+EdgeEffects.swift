import QuartzCore

/// The scroll view's edge effects (iOS 26): one per edge, drawn over the content at the visible edge while content
/// lies beyond it.
extension UIScrollView {
    /// The effect at the top edge.
    public var topEdgeEffect: UIScrollEdgeEffect { edgeEffects.effects[0] }
    /// The effect at the left edge.
    public var leftEdgeEffect: UIScrollEdgeEffect { edgeEffects.effects[1] }
    /// The effect at the bottom edge.
    public var bottomEdgeEffect: UIScrollEdgeEffect { edgeEffects.effects[2] }
    /// The effect at the right edge.
    public var rightEdgeEffect: UIScrollEdgeEffect { edgeEffects.effects[3] }

    /// The four effects, made on first use.
    var edgeEffects: ScrollEdgeEffects {
        if let edgeEffectStorage { return edgeEffectStorage }
        let made = ScrollEdgeEffects(owner: self)
        edgeEffectStorage = made
        return made
    }

    /// Places the edge effects after a layout or a scroll (nothing when none was ever asked for).
    func layOutEdgeEffects() {
        edgeEffectStorage?.layOut(in: self)
    }
}
