import CCairo

extension CGContext {
    /// Intersects the clip with the area the current path encloses, then discards the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
    }

    /// Intersects the clip with a rectangle, leaving the current path alone.
    public func clip(to rect: CGRect) {
        clip(to: [rect])
    }

    /// Intersects the clip with the union of rectangles, leaving the current path alone.
    public func clip(to rects: [CGRect]) {
        withSeparatePath {
            addRects(rects)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_clip(cr)
        }
    }

    /// Removes all clipping; saved states keep theirs.
    ///
    /// Difference from Apple: not public in CoreGraphics, like the private `CGContextResetClip`.
    public func resetClip() {
        cairo_reset_clip(cr)
        state.clipMask = nil
    }

    /// The bounding box of the clip area in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
