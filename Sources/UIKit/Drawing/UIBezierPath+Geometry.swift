import QuartzCore

/// The geometry behind UIBezierPath's arcs, rounded rectangles and reversal.
extension UIBezierPath {
    /// The signed sweep of an arc in UIKit's y-down sense: positive (the angle grows) when `clockwise`.
    ///
    /// A difference of 2π or more either way is one full turn in the asked direction, so code that draws a circle
    /// from 0 to 2π gets it whether it says clockwise or not, as on iOS; smaller differences are taken modulo 2π.
    static func arcSweep(from startAngle: CGFloat, to endAngle: CGFloat, clockwise: Bool) -> CGFloat {
        let fullTurn = 2 * CGFloat.pi
        let difference = endAngle - startAngle
        guard abs(difference) < fullTurn * (1 - 1e-12) else { return clockwise ? fullTurn : -fullTurn }
        var sweep = (clockwise ? difference : -difference).truncatingRemainder(dividingBy: fullTurn)
        if sweep < 0 { sweep += fullTurn }
        return clockwise ? sweep : -sweep
    }

    /// The elements with each subpath running backwards from its end; closed subpaths stay closed.
    static func reversedElements(_ elements: [CGPath.Element]) -> [CGPath.Element] {
        var result: [CGPath.Element] = []
        var subpath: [CGPath.Element] = []
        func flush() {
            guard case .moveTo(let start)? = subpath.first else { return subpath.removeAll() }
            let closed = subpath.last == .closeSubpath
            let segments = subpath.dropFirst().filter { $0 != .closeSubpath }
            var points = [start]
            for segment in segments { points.append(segment.points.last ?? start) }
            result.append(.moveTo(points.last ?? start))
            for (index, segment) in segments.enumerated().reversed() {
                let to = points[index]
                switch segment {
                case .lineTo: result.append(.lineTo(to))
                case .quadCurveTo(_, let control): result.append(.quadCurveTo(to, control: control))
                case .curveTo(_, let control1, let control2): result.append(.curveTo(to, control1: control2, control2: control1))
                case .moveTo, .closeSubpath: break
                }
            }
            if closed { result.append(.closeSubpath) }
            subpath.removeAll()
        }
        for element in elements {
            if case .moveTo = element { flush() }
            subpath.append(element)
        }
        flush()
        return result
    }
}

extension CGMutablePath {
    /// Adds a closed rectangle running clockwise on screen from its top-left corner, with elliptical corners of
    /// `radii` (each at most half its side) at `corners` and square corners elsewhere.
    func addRoundedRect(in rect: CGRect, corners: UIRectCorner, radii: CGSize) {
        let r = rect.standardized
        guard !r.isNull else { return }
        let rx = min(max(radii.width, 0), r.width / 2), ry = min(max(radii.height, 0), r.height / 2)
        guard rx > 0, ry > 0, !corners.isEmpty else { return addRect(r) }
        func size(_ corner: UIRectCorner) -> CGSize { corners.contains(corner) ? CGSize(width: rx, height: ry) : .zero }
        func corner(_ corner: UIRectCorner, center: CGPoint, from angle: CGFloat, at point: CGPoint) {
            let s = size(corner)
            guard s.width > 0 else {
                if currentPoint != point { addLine(to: point) }
                return
            }
            let oval = CGAffineTransform(a: s.width, b: 0, c: 0, d: s.height, tx: center.x, ty: center.y)
            addRelativeArc(center: .zero, radius: 1, startAngle: angle, delta: .pi / 2, transform: oval)
        }
        let topLeft = size(.topLeft), topRight = size(.topRight)
        let bottomRight = size(.bottomRight), bottomLeft = size(.bottomLeft)
        move(to: CGPoint(x: r.minX + topLeft.width, y: r.minY))
        corner(.topRight, center: CGPoint(x: r.maxX - topRight.width, y: r.minY + topRight.height), from: -.pi / 2,
               at: CGPoint(x: r.maxX, y: r.minY))
        corner(.bottomRight, center: CGPoint(x: r.maxX - bottomRight.width, y: r.maxY - bottomRight.height), from: 0,
               at: CGPoint(x: r.maxX, y: r.maxY))
        corner(.bottomLeft, center: CGPoint(x: r.minX + bottomLeft.width, y: r.maxY - bottomLeft.height), from: .pi / 2,
               at: CGPoint(x: r.minX, y: r.maxY))
        if corners.contains(.topLeft) {
            corner(.topLeft, center: CGPoint(x: r.minX + rx, y: r.minY + ry), from: .pi, at: r.origin)
        }
        closeSubpath()
    }
}
