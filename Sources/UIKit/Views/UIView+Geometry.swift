import QuartzCore

/// Conversion between views' coordinates, and what follows a change of size (the geometry itself is declared in
/// the class, where subclasses can override it).
extension UIView {
    /// `point` in `view`'s coordinates (the window's when nil), through the layers' transforms.
    func pointConverted(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: (view ?? window)?.layer)
    }

    /// `point`, given in `view`'s coordinates (the window's when nil), in this view's.
    func pointConverted(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: (view ?? window)?.layer)
    }

    /// The bounding box of `rect` converted to `view`'s coordinates (the window's when nil).
    func rectConverted(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: (view ?? window)?.layer)
    }

    /// The bounding box of `rect`, given in `view`'s coordinates (the window's when nil), in this view's.
    func rectConverted(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: (view ?? window)?.layer)
    }

    /// Applies the subviews' autoresizing masks after the bounds changed size, and asks for layout.
    func boundsSizeChanged(from oldSize: CGSize) {
        let newSize = bounds.size
        guard newSize != oldSize else { return }
        setNeedsLayout()
        guard autoresizesSubviews else { return }
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            subview.frame = UIView.autoresized(subview.frame, mask: subview.autoresizingMask, from: oldSize, to: newSize)
        }
    }

    /// A frame moved and stretched by an autoresizing mask when its superview goes from `old` to `new` size:
    /// the extra space is shared among the flexible parts in proportion to their sizes, as UIKit does.
    static func autoresized(_ frame: CGRect, mask: AutoresizingMask, from old: CGSize, to new: CGSize) -> CGRect {
        func axis(_ start: CGFloat, _ length: CGFloat, oldTotal: CGFloat, newTotal: CGFloat,
                  flexibleStart: Bool, flexibleLength: Bool, flexibleEnd: Bool) -> (CGFloat, CGFloat) {
            let delta = newTotal - oldTotal
            let end = oldTotal - start - length
            let parts = [(flexibleStart, start), (flexibleLength, length), (flexibleEnd, end)]
            let flexibleTotal = parts.filter(\.0).reduce(0) { $0 + max(0, $1.1) }
            let flexibleCount = CGFloat(parts.filter(\.0).count)
            guard flexibleCount > 0 else { return (start, length) }
            func share(_ part: CGFloat) -> CGFloat {
                flexibleTotal > 0 ? delta * max(0, part) / flexibleTotal : delta / flexibleCount
            }
            let newStart = start + (flexibleStart ? share(start) : 0)
            let newLength = length + (flexibleLength ? share(length) : 0)
            return (newStart, max(0, newLength))
        }
        let (x, width) = axis(frame.minX, frame.width, oldTotal: old.width, newTotal: new.width,
                              flexibleStart: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
                              flexibleEnd: mask.contains(.flexibleRightMargin))
        let (y, height) = axis(frame.minY, frame.height, oldTotal: old.height, newTotal: new.height,
                               flexibleStart: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
                               flexibleEnd: mask.contains(.flexibleBottomMargin))
        return CGRect(x: x, y: y, width: width, height: height)
    }
}
