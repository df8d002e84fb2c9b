import CCairo
import Foundation

extension CGContext {
    /// Fills the clip area with a gradient varying along the line from `start` to `end` (user space).
    ///
    /// Without the matching option, nothing is drawn before `start` or past `end`, as on Apple platforms.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        let v = CGPoint(x: end.x - start.x, y: end.y - start.y)
        let length = hypot(v.x, v.y)
        guard length > 0 else { return }
        let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
        defer { cairo_pattern_destroy(pattern) }
        gradient.addStops(to: pattern)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        withSeparatePath {
            let clip = boundingBoxOfClipPath
            // Far enough along and across the gradient line to cover the clip area from any point of the line.
            let reach = hypot(clip.width, clip.height) + hypot(clip.midX - start.x, clip.midY - start.y) + length
            let u = CGPoint(x: v.x / length, y: v.y / length), n = CGPoint(x: -u.y, y: u.x)
            let from = options.contains(.drawsBeforeStartLocation) ? -reach : 0
            let to = options.contains(.drawsAfterEndLocation) ? length + reach : length
            func at(_ along: CGFloat, _ across: CGFloat) -> CGPoint {
                CGPoint(x: start.x + u.x * along + n.x * across, y: start.y + u.y * along + n.y * across)
            }
            move(to: at(from, -reach))
            addLine(to: at(to, -reach))
            addLine(to: at(to, reach))
            addLine(to: at(from, reach))
            closePath()
            paintPattern(pattern)
        }
    }

    /// Fills the clip area with a gradient between two circles (user space).
    ///
    /// Difference from Apple: when the start radius is not zero, asking for only one of the two
    /// extension options extends both ways (cairo extends both or neither); with a zero start
    /// radius the result is exact.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        let pattern = cairo_pattern_create_radial(
            Double(startCenter.x), Double(startCenter.y), Double(max(0, startRadius)),
            Double(endCenter.x), Double(endCenter.y), Double(max(0, endRadius)))!
        defer { cairo_pattern_destroy(pattern) }
        gradient.addStops(to: pattern)
        let after = options.contains(.drawsAfterEndLocation), before = options.contains(.drawsBeforeStartLocation)
        let extend = after || (before && startRadius > 0)
        cairo_pattern_set_extend(pattern, extend ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        withSeparatePath { paintPattern(pattern) }
    }

    /// Paints `pattern` with the global alpha inside the current path, or everywhere when the path is empty.
    private func paintPattern(_ pattern: OpaquePointer) {
        let alpha = Double(state.alpha)
        perform { target in
            cairo_save(target)
            if cairo_has_current_point(target) != 0 {
                cairo_set_fill_rule(target, CAIRO_FILL_RULE_WINDING)
                cairo_clip(target)
            }
            cairo_set_source(target, pattern)
            cairo_paint_with_alpha(target, alpha)
            cairo_restore(target)
        }
    }
}
