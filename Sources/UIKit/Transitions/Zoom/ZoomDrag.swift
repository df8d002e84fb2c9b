import QuartzCore

/// A drag (or pinch) that dismisses a zoomed view, as values: the view follows the finger (the point taken stays
/// under it) and shrinks as the finger travels along the drag's direction (or as the fingers close), into a rounded
/// card; on release it goes on to the source or springs back.
struct ZoomDrag: Equatable {
    /// The view's frame at rest, in the container.
    let frame: CGRect
    /// Where the finger took the view, in the container.
    let grab: CGPoint
    /// The direction that dismisses, a unit vector: down for the drag, towards the trailing edge for the edge swipe.
    let direction: CGVector
    /// Where the view was when the finger took it: full (nil), or wherever a zoom caught in flight had brought it.
    var start: ZoomPlacement?

    /// How small the view gets at a drag of the view's whole extent along the direction.
    static let smallestScale: CGFloat = 0.5
    /// How far along (as a part of the extent) a slow release still finishes.
    static let finishingProgress: CGFloat = 0.2
    /// How fast along the direction (points per second) a release finishes from anywhere.
    static let finishingSpeed: CGFloat = 300
    /// How fast back (points per second) a release cancels from anywhere.
    static let cancellingSpeed: CGFloat = 100
    /// How far a pinch closes before its slow release finishes, and how fast (scale per second) it finishes anyway.
    static let finishingPinchScale: CGFloat = 0.85
    static let finishingPinchSpeed: CGFloat = 0.5

    /// The view's extent along the direction.
    private var extent: CGFloat {
        max(1, abs(direction.dx) * frame.width + abs(direction.dy) * frame.height)
    }

    /// How far the drag went along its direction, 0…1 of the extent.
    func progress(_ translation: CGPoint) -> CGFloat {
        min(max((translation.x * direction.dx + translation.y * direction.dy) / extent, 0), 1)
    }

    func scale(_ translation: CGPoint) -> CGFloat {
        1 - (1 - Self.smallestScale) * progress(translation)
    }

    /// The view's placement with the finger moved by `translation`: scaled about its centre and moved so that the
    /// point taken is under the finger, its corners rounding as it leaves the full view.
    func placement(_ translation: CGPoint) -> ZoomPlacement {
        placement(translation, scale: scale(translation))
    }

    /// The placement with the fingers moved by `translation` and the view at `scale` (a pinch's).
    func placement(_ translation: CGPoint, scale: CGFloat) -> ZoomPlacement {
        let base = start ?? .full(frame.size)
        let startScale = max(base.transform.a, 0.01)
        let scale = startScale * min(max(scale, 0.05), 1)
        let center = CGPoint(x: frame.midX, y: frame.midY)
        // The point taken, from the view's centre in its own (unscaled) coordinates.
        let taken = CGPoint(x: (grab.x - center.x - base.transform.tx) / startScale,
                            y: (grab.y - center.y - base.transform.ty) / startScale)
        let tx = grab.x + translation.x - center.x - scale * taken.x
        let ty = grab.y + translation.y - center.y - scale * taken.y
        let rounding = min(1, (1 - scale) / (1 - Self.smallestScale) * 10) * ZoomPlacement.cardCornerRadius
        let radius = max(rounding, base.cornerRadius * startScale)
        return ZoomPlacement(transform: CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: tx, ty: ty),
                             maskFrame: base.maskFrame, cornerRadius: radius / scale)
    }

    /// Whether a release with the finger moved by `translation` at `velocity` finishes the dismissal: a flick along
    /// the direction, or a slow release far enough along that is not moving back.
    func finishes(_ translation: CGPoint, velocity: CGPoint) -> Bool {
        let speed = velocity.x * direction.dx + velocity.y * direction.dy
        if speed >= Self.finishingSpeed { return true }
        return progress(translation) >= Self.finishingProgress && speed > -Self.cancellingSpeed
    }

    /// Whether a pinch released at `scale` closing at `velocity` (scale per second) finishes the dismissal.
    static func pinchFinishes(scale: CGFloat, velocity: CGFloat) -> Bool {
        velocity <= -finishingPinchSpeed || (scale <= finishingPinchScale && velocity < finishingPinchSpeed)
    }
}
