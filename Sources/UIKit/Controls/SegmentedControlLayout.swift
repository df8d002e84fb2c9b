import QuartzCore

/// The arithmetic of a segmented control's widths, on values: segments with a width of their own keep it; the rest
/// share what is left, equally, or in proportion to their content when the control apportions by content.
struct SegmentedControlLayout: Equatable {
    /// One segment's needs: the width set for it (0: none) and its content's width.
    struct Segment: Equatable {
        var fixedWidth: CGFloat
        var contentWidth: CGFloat
    }

    var segments: [Segment]
    var apportionsByContent: Bool

    /// Space on each side of a segment's content.
    static let contentPadding: CGFloat = 12
    /// The narrowest a segment of automatic width is.
    static let minimumWidth: CGFloat = 32

    /// The width a segment of automatic width asks for: its content padded, at least the minimum.
    static func natural(_ segment: Segment) -> CGFloat {
        max(segment.contentWidth + 2 * contentPadding, minimumWidth)
    }

    /// The width the segments fit in: fixed widths, plus the automatic ones at their natural widths (or all at the
    /// widest natural width when they share equally).
    var fittingWidth: CGFloat {
        let automatic = segments.filter { $0.fixedWidth <= 0 }
        let fixed = segments.reduce(0) { $0 + max($1.fixedWidth, 0) }
        if apportionsByContent { return fixed + automatic.reduce(0) { $0 + Self.natural($1) } }
        return fixed + CGFloat(automatic.count) * (automatic.map(Self.natural).max() ?? 0)
    }

    /// The segments' widths in `width`, left to right.
    func widths(in width: CGFloat) -> [CGFloat] {
        let fixed = segments.reduce(0) { $0 + max($1.fixedWidth, 0) }
        let automatic = segments.filter { $0.fixedWidth <= 0 }
        let left = max(width - fixed, 0)
        let naturalTotal = automatic.reduce(0) { $0 + Self.natural($1) }
        return segments.map { segment in
            if segment.fixedWidth > 0 { return segment.fixedWidth }
            if apportionsByContent, naturalTotal > 0 { return left * Self.natural(segment) / naturalTotal }
            return left / CGFloat(automatic.count)
        }
    }

    /// The segments' frames across `bounds`, left to right.
    func frames(in bounds: CGRect) -> [CGRect] {
        var x = bounds.minX
        return widths(in: bounds.width).map { width in
            defer { x += width }
            return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
    }
}
