import CCairo

extension CGContext {
    /// Fills the current path with the fill colour, then discards the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        perform { cr in
            setFill(cr, rule)
            cairo_fill_preserve(cr)
        }
        cairo_new_path(cr)
    }

    /// Fills the current path; the same as `fillPath(using:)`.
    public func fill(using rule: CGPathFillRule = .winding) {
        fillPath(using: rule)
    }

    /// Strokes the current path with the stroke colour and line style, then discards the path.
    public func strokePath() {
        perform { cr in
            setStroke(cr)
            cairo_stroke_preserve(cr)
        }
        cairo_new_path(cr)
    }

    /// Fills and/or strokes the current path (fill first), then discards it.
    public func drawPath(using mode: CGPathDrawingMode) {
        perform { cr in
            switch mode {
            case .fill, .eoFill, .fillStroke, .eoFillStroke:
                setFill(cr, mode == .eoFill || mode == .eoFillStroke ? .evenOdd : .winding)
                cairo_fill_preserve(cr)
            case .stroke:
                break
            }
            if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
                setStroke(cr)
                cairo_stroke_preserve(cr)
            }
        }
        cairo_new_path(cr)
    }

    /// Fills a rectangle, leaving the current path alone.
    public func fill(_ rect: CGRect) {
        fill([rect])
    }

    /// Fills rectangles, leaving the current path alone.
    public func fill(_ rects: [CGRect]) {
        withSeparatePath {
            addRects(rects)
            fillPath()
        }
    }

    /// Fills an ellipse inscribed in `rect`, leaving the current path alone.
    public func fillEllipse(in rect: CGRect) {
        withSeparatePath {
            addEllipse(in: rect)
            fillPath()
        }
    }

    /// Strokes a rectangle's outline, leaving the current path alone.
    public func stroke(_ rect: CGRect) {
        withSeparatePath {
            addRect(rect)
            strokePath()
        }
    }

    /// Strokes a rectangle with a line width for this call only.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = cairo_get_line_width(cr)
        setLineWidth(width)
        stroke(rect)
        cairo_set_line_width(cr, saved)
    }

    /// Strokes an ellipse inscribed in `rect`, leaving the current path alone.
    public func strokeEllipse(in rect: CGRect) {
        withSeparatePath {
            addEllipse(in: rect)
            strokePath()
        }
    }

    /// Strokes separate segments between consecutive pairs of points.
    public func strokeLineSegments(between points: [CGPoint]) {
        withSeparatePath {
            var i = 0
            while i + 1 < points.count {
                move(to: points[i])
                addLine(to: points[i + 1])
                i += 2
            }
            strokePath()
        }
    }

    /// Makes a rectangle fully transparent (black in an opaque context), ignoring blend mode, alpha and shadow.
    public func clear(_ rect: CGRect) {
        withSeparatePath {
            cairo_save(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            addRect(rect)
            cairo_fill(cr)
            cairo_restore(cr)
        }
    }

    /// Sets the fill colour (with the global alpha) and fill rule on `target`.
    private func setFill(_ target: OpaquePointer, _ rule: CGPathFillRule) {
        let c = state.fillColor.rgba
        cairo_set_source_rgba(target, c.r, c.g, c.b, c.a * Double(state.alpha))
        cairo_set_fill_rule(target, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    }

    /// Sets the stroke colour (with the global alpha) on `target`.
    private func setStroke(_ target: OpaquePointer) {
        let c = state.strokeColor.rgba
        cairo_set_source_rgba(target, c.r, c.g, c.b, c.a * Double(state.alpha))
    }
}
