import QuartzCore

extension UIView {
    /// Where a point of the superview falls in this view for touches: a view in a block animation
    /// without `.allowUserInteraction` takes none (nil), as on iOS; with it, the view is hit where
    /// it is seen, through its presentation layer. Explicit layer animations change nothing.
    func touchLocation(of point: CGPoint) -> CGPoint? {
        let blockAnimations = (layer.animationKeys() ?? []).compactMap {
            layer.animation(forKey: $0)?.value(forKey: AnimationBlock.allowsUserInteractionKey) as? Bool
        }
        guard !blockAnimations.isEmpty else { return convert(point, from: superview) }
        guard blockAnimations.allSatisfy({ $0 }) else { return nil }
        let presentation = layer.presentationGeometry()
        return presentation.convert(point, from: presentation.superlayer)
    }
}
