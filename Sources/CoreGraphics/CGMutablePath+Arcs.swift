import Foundation

extension CGMutablePath {
    /// Adds an arc of a circle, joined to the current point by a line (or starting a subpath when the path is empty).
    ///
    /// Angles are radians from the positive x axis towards positive y. As on Apple platforms,
    /// `clockwise` means clockwise in a y-up space (the angle decreases); in this project's y-down
    /// contexts, as in a flipped UIKit context, `clockwise: true` therefore looks counterclockwise on screen.
    /// An angle difference of 2π or more draws a full circle.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let fullTurn = 2 * CGFloat.pi
        var sweep = clockwise ? startAngle - endAngle : endAngle - startAngle
        if sweep >= fullTurn {
            sweep = fullTurn
        } else {
            sweep = sweep.truncatingRemainder(dividingBy: fullTurn)
            if sweep < 0 { sweep += fullTurn }
        }
        addRelativeArc(
            center: center, radius: radius, startAngle: startAngle, delta: clockwise ? -sweep : sweep,
            transform: transform)
    }

    /// Adds an arc of `delta` radians from `startAngle` (positive: towards positive y), joined to the current point by a line.
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        guard radius >= 0, radius.isFinite, startAngle.isFinite, delta.isFinite else { return }
        let circle = CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y)
            .concatenating(transform)
        let (s, c) = CGAffineTransform.sinCos(startAngle)
        let start = CGPoint(x: c, y: s).applying(circle)
        if segmentStart == nil || (elements.last == .closeSubpath && segmentStart == start) {
            elements.append(.moveTo(start))
        } else if segmentStart != start {
            appendSegment(.lineTo(start))
        }
        appendArcCurves(startAngle: startAngle, sweep: delta, transform: circle)
    }

    /// Adds a line towards `tangent1End` and an arc of `radius` tangent to the lines current→tangent1End and tangent1End→tangent2End.
    ///
    /// As Apple does, degenerate input (collinear points, zero radius) adds just the line to `tangent1End`.
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard let current = segmentStart else { return }
        let p0 = current.applying(transform.inverted())
        let p1 = tangent1End, p2 = tangent2End
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y)
        let v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
            return addLine(to: p1, transform: transform)
        }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1), u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let cosTheta = max(-1, min(1, u1.x * u2.x + u1.y * u2.y))
        let half = acos(cosTheta) / 2
        let along = radius / tan(half)
        let t1 = CGPoint(x: p1.x + u1.x * along, y: p1.y + u1.y * along)
        let t2 = CGPoint(x: p1.x + u2.x * along, y: p1.y + u2.y * along)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bl = hypot(bisector.x, bisector.y)
        let centerDistance = radius / sin(half)
        let center = CGPoint(x: p1.x + bisector.x / bl * centerDistance, y: p1.y + bisector.y / bl * centerDistance)
        let a0 = atan2(t1.y - center.y, t1.x - center.x)
        var sweep = atan2(t2.y - center.y, t2.x - center.x) - a0
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        addRelativeArc(center: center, radius: radius, startAngle: a0, delta: sweep, transform: transform)
    }

    /// Appends cubic curves for an arc of the unit circle mapped by `transform`, from the current point at `startAngle`.
    ///
    /// Each curve spans at most a quarter turn, with the usual 4/3·tan(θ/4) handle length.
    func appendArcCurves(startAngle: CGFloat, sweep: CGFloat, transform: CGAffineTransform) {
        guard sweep != 0 else { return }
        let count = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        let k = 4 / 3 * tan(step / 4)
        var angle0 = startAngle
        for i in 1...count {
            let angle1 = i == count ? startAngle + sweep : startAngle + step * CGFloat(i)
            let (s0, c0) = CGAffineTransform.sinCos(angle0)
            let (s1, c1) = CGAffineTransform.sinCos(angle1)
            let control1 = CGPoint(x: c0 - k * s0, y: s0 + k * c0)
            let control2 = CGPoint(x: c1 + k * s1, y: s1 - k * c1)
            appendSegment(
                .curveTo(
                    CGPoint(x: c1, y: s1).applying(transform),
                    control1: control1.applying(transform), control2: control2.applying(transform)))
            angle0 = angle1
        }
    }
}
