import CCairo

extension CGContext {
    /// Discards the current path.
    public func beginPath() {
        cairo_new_path(cr)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        cairo_move_to(cr, Double(point.x), Double(point.y))
    }

    /// Adds a line from the current point; ignored without a current point, as Apple does.
    public func addLine(to point: CGPoint) {
        guard cairo_has_current_point(cr) != 0 else { return }
        cairo_line_to(cr, Double(point.x), Double(point.y))
    }

    /// Adds a polyline: a move to the first point, lines to the others.
    public func addLines(between points: [CGPoint]) {
        appendGenerated { $0.addLines(between: points) }
    }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard cairo_has_current_point(cr) != 0 else { return }
        cairo_curve_to(
            cr, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y), Double(end.x), Double(end.y))
    }

    /// Adds a quadratic Bézier curve from the current point (as the equivalent cubic).
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        appendGenerated { $0.addQuadCurve(to: end, control: control) }
    }

    /// Adds a circular arc joined to the current point by a line; `clockwise` has Apple's y-up meaning (see `CGMutablePath.addArc`).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        appendGenerated {
            $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        }
    }

    /// Adds a line and an arc tangent to the lines current→`tangent1End`→`tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        appendGenerated { $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius) }
    }

    /// Adds a closed rectangle subpath.
    public func addRect(_ rect: CGRect) {
        appendGenerated { $0.addRect(rect) }
    }

    /// Adds each rectangle as a closed subpath.
    public func addRects(_ rects: [CGRect]) {
        appendGenerated { $0.addRects(rects) }
    }

    /// Adds a closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) {
        appendGenerated { $0.addEllipse(in: rect) }
    }

    /// Adds every element of `path`, in user space.
    public func addPath(_ path: CGPath) {
        append(path.elements[...])
    }

    /// Closes the current subpath.
    public func closePath() {
        guard cairo_has_current_point(cr) != 0 else { return }
        cairo_close_path(cr)
    }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool {
        path?.isEmpty ?? true
    }

    /// The current point of the path in user space, `.zero` without one.
    public var currentPointOfPath: CGPoint {
        guard cairo_has_current_point(cr) != 0 else { return .zero }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cr, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// The bounding box of the current path in user space (curves exact), `.null` when empty.
    public var boundingBoxOfPath: CGRect {
        path?.boundingBoxOfPath ?? .null
    }

    /// Whether `point` (user space) is inside the current path as `mode` would paint it: in its fill (by the mode's
    /// rule), on its stroke (with the current line width, joins and caps), or in either.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        let x = Double(point.x), y = Double(point.y)
        func inFill(_ rule: cairo_fill_rule_t) -> Bool {
            let previous = cairo_get_fill_rule(cr)
            cairo_set_fill_rule(cr, rule)
            defer { cairo_set_fill_rule(cr, previous) }
            return cairo_in_fill(cr, x, y) != 0
        }
        let onStroke = { cairo_in_stroke(self.cr, x, y) != 0 }
        switch mode {
        case .fill: return inFill(CAIRO_FILL_RULE_WINDING)
        case .eoFill: return inFill(CAIRO_FILL_RULE_EVEN_ODD)
        case .stroke: return onStroke()
        case .fillStroke: return inFill(CAIRO_FILL_RULE_WINDING) || onStroke()
        case .eoFillStroke: return inFill(CAIRO_FILL_RULE_EVEN_ODD) || onStroke()
        }
    }

    /// A copy of the current path in user space, nil when there is none.
    public var path: CGPath? {
        let copied = cairo_copy_path(cr)!
        defer { cairo_path_destroy(copied) }
        guard copied.pointee.status == CAIRO_STATUS_SUCCESS, copied.pointee.num_data > 0 else { return nil }
        var elements: [CGPath.Element] = []
        var i = 0
        let data = copied.pointee.data!
        while i < Int(copied.pointee.num_data) {
            let header = data[i].header
            func point(_ k: Int) -> CGPoint { CGPoint(x: data[i + k].point.x, y: data[i + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: elements.append(.moveTo(point(1)))
            case CAIRO_PATH_LINE_TO: elements.append(.lineTo(point(1)))
            case CAIRO_PATH_CURVE_TO: elements.append(.curveTo(point(3), control1: point(1), control2: point(2)))
            default: elements.append(.closeSubpath)
            }
            i += Int(header.length)
        }
        // cairo follows each close with a move to the subpath start; that move is implicit in CGPath.
        var cleaned: [CGPath.Element] = []
        for (index, element) in elements.enumerated() {
            if case .moveTo = element, index > 0, elements[index - 1] == .closeSubpath,
                index + 1 == elements.count || elements[index + 1].type == .moveToPoint
            {
                continue
            }
            cleaned.append(element)
        }
        return CGPath(elements: cleaned)
    }

    /// Builds elements with `CGMutablePath` (so arcs match `CGPath` exactly), starting from the current point.
    private func appendGenerated(_ build: (CGMutablePath) -> Void) {
        let scratch = CGMutablePath()
        let hasCurrent = cairo_has_current_point(cr) != 0
        if hasCurrent { scratch.move(to: currentPointOfPath) }
        build(scratch)
        append(scratch.elements.dropFirst(hasCurrent ? 1 : 0))
    }

    /// Appends elements to cairo's path, turning quadratic curves into cubics.
    func append(_ elements: ArraySlice<CGPath.Element>) {
        for element in elements {
            switch element {
            case .moveTo(let p):
                cairo_move_to(cr, Double(p.x), Double(p.y))
            case .lineTo(let p):
                guard cairo_has_current_point(cr) != 0 else { continue }
                cairo_line_to(cr, Double(p.x), Double(p.y))
            case .quadCurveTo(let p, let c):
                guard cairo_has_current_point(cr) != 0 else { continue }
                let p0 = currentPointOfPath
                cairo_curve_to(
                    cr, Double(p0.x + 2 / 3 * (c.x - p0.x)), Double(p0.y + 2 / 3 * (c.y - p0.y)),
                    Double(p.x + 2 / 3 * (c.x - p.x)), Double(p.y + 2 / 3 * (c.y - p.y)), Double(p.x), Double(p.y))
            case .curveTo(let p, let c1, let c2):
                guard cairo_has_current_point(cr) != 0 else { continue }
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            case .closeSubpath:
                cairo_close_path(cr)
            }
        }
    }

    /// Runs `body` with an empty path, then puts the current path back (for calls Apple defines as path-neutral).
    func withSeparatePath(_ body: () -> Void) {
        let saved = cairo_copy_path(cr)!
        defer { cairo_path_destroy(saved) }
        cairo_new_path(cr)
        body()
        cairo_new_path(cr)
        cairo_append_path(cr, saved)
    }
}
