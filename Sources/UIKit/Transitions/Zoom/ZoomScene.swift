import QuartzCore

/// The views of one zoom while it runs: the zoomed view with a mask that rounds and clips it, the dimming under it,
/// the source it grows from (hidden meanwhile) and the two placements it moves between.
@MainActor
final class ZoomScene {
    let zoomedView: UIView
    let sourceView: UIView?
    let dimming: UIView
    /// The zoomed view's frame at rest, in the container.
    let frame: CGRect
    let mask = UIView()
    /// Where the view is at the source's end, and at rest.
    let start: ZoomPlacement
    let end: ZoomPlacement
    /// What the views had before, given back at the end.
    private let previousMask: UIView?
    private let sourceWasHidden: Bool

    /// With Reduce Motion on (`crossFades`), as iOS does: the view fades in and out where it rests, the source left
    /// alone.
    init(zoomedView: UIView, frame: CGRect, sourceView: UIView?, options: UIZoomTransitionOptions, zoomed: UIViewController,
         crossFades: Bool = UIAccessibility.isReduceMotionEnabled) {
        self.zoomedView = zoomedView
        self.frame = frame
        self.sourceView = crossFades ? nil : sourceView
        end = .full(frame.size)
        if crossFades {
            start = end
        } else if let sourceView, let container = zoomedView.superview {
            let target = sourceView.convert(sourceView.bounds, to: container)
            let context = UIZoomTransitionAlignmentRectContext(sourceView: sourceView, zoomedViewController: zoomed)
            let alignment = options.alignmentRectProvider?(context) ?? zoomedView.bounds
            let radius = sourceView.layer.cornerRadius > 0 ? sourceView.layer.cornerRadius : ZoomPlacement.cardCornerRadius
            start = .aligned(alignment, in: frame, to: target, cornerRadius: radius)
        } else {
            start = .centered(in: frame)
        }
        if let effect = options.dimmingVisualEffect {
            dimming = UIVisualEffectView(effect: effect)
        } else {
            dimming = UIView()
            dimming.backgroundColor = options.dimmingColor ?? ZoomTransitionAnimator.dimmingColor
        }
        dimming.isUserInteractionEnabled = false
        mask.backgroundColor = .black
        previousMask = zoomedView.mask
        sourceWasHidden = sourceView?.isHidden ?? false
    }

    func install(in container: UIView) {
        dimming.frame = container.bounds
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(dimming, belowSubview: zoomedView)
        zoomedView.mask = mask
        sourceView?.isHidden = true
    }

    /// Places the zoomed view, dimming fully away from the source (none at it).
    func apply(_ placement: ZoomPlacement, atSource: Bool) {
        apply(placement, dimming: atSource ? 0 : 1)
        if sourceView == nil { zoomedView.alpha = atSource ? 0 : 1 }
    }

    func apply(_ placement: ZoomPlacement, dimming amount: CGFloat) {
        zoomedView.transform = placement.transform
        mask.frame = placement.maskFrame
        mask.layer.cornerRadius = placement.cornerRadius
        dimming.alpha = amount
    }

    /// Stops the springs where they are, the views holding what they show; returns the view's placement there.
    func freeze() -> ZoomPlacement {
        let shown = zoomedView.layer.presentation() ?? zoomedView.layer
        let maskShown = mask.layer.presentation() ?? mask.layer
        let placement = ZoomPlacement(transform: CATransform3DGetAffineTransform(shown.transform),
                                      maskFrame: maskShown.frame, cornerRadius: maskShown.cornerRadius)
        let dimmed = CGFloat((dimming.layer.presentation() ?? dimming.layer).opacity)
        let opacity = CGFloat(shown.opacity)
        for layer in [zoomedView.layer, mask.layer, dimming.layer] { layer.removeAllAnimations() }
        apply(placement, dimming: dimmed)
        zoomedView.alpha = opacity
        return placement
    }

    /// Gives the views back as they were: the zoomed view whole and unmasked, the source shown.
    func remove() {
        zoomedView.layer.removeAllAnimations()
        zoomedView.transform = .identity
        zoomedView.alpha = 1
        zoomedView.mask = previousMask
        dimming.removeFromSuperview()
        sourceView?.isHidden = sourceWasHidden
    }
}
