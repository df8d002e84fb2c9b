import QuartzCore

/// Where a zoomed view shows, as values: the transform that scales and moves it about its centre, and the rounded
/// window of it that shows (its mask, in the view's own coordinates). The zoom animates between two placements.
struct ZoomPlacement: Equatable {
    var transform: CGAffineTransform
    var maskFrame: CGRect
    /// The mask's corner radius in the view's coordinates (the radius seen, divided by the scale).
    var cornerRadius: CGFloat

    /// The corner radius of a source with square corners, and of the card a drag makes: the zoom still opens up.
    static let cardCornerRadius: CGFloat = 10

    /// The view as it rests: untransformed, whole, square-cornered.
    static func full(_ size: CGSize) -> ZoomPlacement {
        ZoomPlacement(transform: .identity, maskFrame: CGRect(origin: .zero, size: size), cornerRadius: 0)
    }

    /// The view of `frame` (in the container) scaled and moved so that its `alignment` rectangle (in the view's
    /// coordinates) fills `target` (in the container), keeping its proportions, and clipped to `target` with
    /// corners of `cornerRadius` as seen.
    static func aligned(_ alignment: CGRect, in frame: CGRect, to target: CGRect, cornerRadius: CGFloat) -> ZoomPlacement {
        guard alignment.width > 0, alignment.height > 0, target.width > 0, target.height > 0 else {
            return full(frame.size)
        }
        let scale = max(target.width / alignment.width, target.height / alignment.height)
        let half = CGPoint(x: frame.width / 2, y: frame.height / 2)
        let tx = target.midX - frame.midX - scale * (alignment.midX - half.x)
        let ty = target.midY - frame.midY - scale * (alignment.midY - half.y)
        let shown = CGSize(width: target.width / scale, height: target.height / scale)
        let mask = CGRect(x: alignment.midX - shown.width / 2, y: alignment.midY - shown.height / 2,
                          width: shown.width, height: shown.height)
        return ZoomPlacement(transform: CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: tx, ty: ty),
                             maskFrame: mask, cornerRadius: cornerRadius / scale)
    }

    /// The view of `frame` with no source to go to: half its size about its centre.
    static func centered(in frame: CGRect) -> ZoomPlacement {
        let bounds = CGRect(origin: .zero, size: frame.size)
        return aligned(bounds, in: frame, to: frame.insetBy(dx: frame.width / 4, dy: frame.height / 4),
                       cornerRadius: cardCornerRadius)
    }
}
