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
    /// Adds a closed rectangle running clockwise on screen from the top edge's start, its `corners` rounded by
    /// `radius` as UIKit rounds them since iOS 7 (the shared continuous outline while it fits, up to about a third
    /// of the shorter side; circular arcs of at most half that side above) and square elsewhere.
    func addRoundedRect(in rect: CGRect, corners: UIRectCorner, radius: CGFloat) {
        let r = rect.standardized
        guard !r.isNull else { return }
        let radius = radius.isFinite ? max(radius, 0) : 0
        guard radius > 0, !corners.isEmpty else { return addRect(r) }
        let rounds = (corners.contains(.topLeft), corners.contains(.topRight), corners.contains(.bottomRight), corners.contains(.bottomLeft))
        guard radius > CGMutablePath.largestContinuousCornerRadius(in: r) else {
            return addContinuousRoundedRect(r, radius: radius, rounds: rounds)
        }
        let arc = min(radius, min(r.width, r.height) / 2)
        func size(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? arc : 0 }
        func corner(_ corner: UIRectCorner, center: CGPoint, from angle: CGFloat, at point: CGPoint) {
            guard size(corner) > 0 else {
                if currentPoint != point { addLine(to: point) }
                return
            }
            addRelativeArc(center: center, radius: arc, startAngle: angle, delta: .pi / 2)
        }
        let topLeft = size(.topLeft), topRight = size(.topRight)
        let bottomRight = size(.bottomRight), bottomLeft = size(.bottomLeft)
        move(to: CGPoint(x: r.minX + topLeft, y: r.minY))
        corner(.topRight, center: CGPoint(x: r.maxX - topRight, y: r.minY + topRight), from: -.pi / 2, at: CGPoint(x: r.maxX, y: r.minY))
        corner(.bottomRight, center: CGPoint(x: r.maxX - bottomRight, y: r.maxY - bottomRight), from: 0, at: CGPoint(x: r.maxX, y: r.maxY))
        corner(.bottomLeft, center: CGPoint(x: r.minX + bottomLeft, y: r.maxY - bottomLeft), from: .pi / 2, at: CGPoint(x: r.minX, y: r.maxY))
        if topLeft > 0 {
            corner(.topLeft, center: CGPoint(x: r.minX + arc, y: r.minY + arc), from: .pi, at: r.origin)
        }
        closeSubpath()
    }
}
