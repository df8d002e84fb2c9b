import Foundation

/// A path that can be built up element by element, as Apple's CGMutablePath.
///
/// Every `add` method takes an optional transform applied to the points it adds.
/// Differences from Apple: a segment added right after `closeSubpath()` first inserts an explicit
/// move to the closed subpath's start; a segment added to an empty path is ignored, as Apple does, but silently.
public final class CGMutablePath: CGPath {
    /// An empty path.
    public init() {
        super.init(elements: [])
    }

    /// A mutable path starting with exactly these elements.
    ///
    /// Difference from Apple: not in CoreGraphics.
    public override init(elements: [Element]) {
        super.init(elements: elements)
    }

    /// Where the next segment starts, or nil when the path is empty.
    var segmentStart: CGPoint? {
        guard let last = elements.last else { return nil }
        switch last {
        case .moveTo(let p), .lineTo(let p), .quadCurveTo(let p, _), .curveTo(let p, _, _): return p
        case .closeSubpath: return currentPoint
        }
    }

    /// Appends a segment, first re-opening the subpath after a close; ignored when there is no current point.
    func appendSegment(_ element: Element) {
        guard let start = segmentStart else { return }
        if elements.last == .closeSubpath { elements.append(.moveTo(start)) }
        elements.append(element)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.moveTo(point.applying(transform)))
    }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        appendSegment(.lineTo(point.applying(transform)))
    }

    /// Adds a quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        appendSegment(.quadCurveTo(end.applying(transform), control: control.applying(transform)))
    }

    /// Adds a cubic Bézier curve from the current point to `end`.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        appendSegment(
            .curveTo(end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform)))
    }

    /// Closes the current subpath with a line back to its start; nothing when the path is empty or already closed.
    public func closeSubpath() {
        guard let last = elements.last, last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    /// Adds a closed rectangle: start at the origin corner, then along x, as Apple does.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard !r.isNull else { return }
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Adds each rectangle as its own closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds an open polyline through `points` (a move to the first, lines to the rest).
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    /// Adds a closed ellipse inscribed in `rect` as four cubic curves, starting at the right-most point.
    ///
    /// The curves go through (maxX, midY), (midX, maxY), (minX, midY), (midX, minY): clockwise on a y-down screen.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard !r.isNull else { return }
        let ellipse = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY)
            .concatenating(transform)
        move(to: CGPoint(x: 1, y: 0), transform: ellipse)
        appendArcCurves(startAngle: 0, sweep: 2 * .pi, transform: ellipse)
        closeSubpath()
    }

    /// Adds a closed rectangle with elliptical corners; the corner sizes are clamped to half the sides.
    ///
    /// Starts at the top edge after the (minX, minY) corner and runs the same way as `addRect`.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        guard !r.isNull else { return }
        let cw = min(max(cornerWidth, 0), r.width / 2)
        let ch = min(max(cornerHeight, 0), r.height / 2)
        guard cw > 0, ch > 0 else { return addRect(r, transform: transform) }
        func corner(_ cx: CGFloat, _ cy: CGFloat, from angle: CGFloat) {
            let t = CGAffineTransform(a: cw, b: 0, c: 0, d: ch, tx: cx, ty: cy).concatenating(transform)
            appendArcCurves(startAngle: angle, sweep: .pi / 2, transform: t)
        }
        move(to: CGPoint(x: r.minX + cw, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - cw, y: r.minY), transform: transform)
        corner(r.maxX - cw, r.minY + ch, from: -.pi / 2)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ch), transform: transform)
        corner(r.maxX - cw, r.maxY - ch, from: 0)
        addLine(to: CGPoint(x: r.minX + cw, y: r.maxY), transform: transform)
        corner(r.minX + cw, r.maxY - ch, from: .pi / 2)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ch), transform: transform)
        corner(r.minX + cw, r.minY + ch, from: .pi)
        closeSubpath()
    }

    /// Appends all of `path`'s elements, mapped by `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements.append(contentsOf: path.transformed(transform))
    }
}
