import Foundation

/// Arc-length measurement of a path: its length, the point and direction at a distance, and trimmed copies.
///
/// An addition with no Apple counterpart: Core Animation does this internally for paced keyframe
/// animation along a path (`calculationMode = .paced`, `rotationMode = .rotateAuto`) and for
/// `CAShapeLayer.strokeStart`/`strokeEnd`. Curves are flattened once; moves between subpaths add no length,
/// closing lines do.
public struct CGPathMeasure: Sendable {
    /// One straight piece with the distance along the path where it starts.
    private struct Segment: Sendable {
        var start: CGPoint
        var end: CGPoint
        var offset: CGFloat
        var length: CGFloat
        var subpath: Int
    }

    private let segments: [Segment]
    private let subpaths: [FlatSubpath]
    private let firstPoint: CGPoint?

    /// The total length of the path.
    public let length: CGFloat

    /// Measures `path`, flattening curves to within `tolerance` (in path units).
    public init(path: CGPath, tolerance: CGFloat = 0.01) {
        subpaths = path.flattenedSubpaths(tolerance: max(tolerance, 1e-6))
        var segments: [Segment] = []
        var total: CGFloat = 0
        for (index, subpath) in subpaths.enumerated() {
            var pts = subpath.points
            if subpath.isClosed, let first = pts.first { pts.append(first) }
            for (a, b) in zip(pts, pts.dropFirst()) {
                let l = hypot(b.x - a.x, b.y - a.y)
                guard l > 0 else { continue }
                segments.append(Segment(start: a, end: b, offset: total, length: l, subpath: index))
                total += l
            }
        }
        self.segments = segments
        self.length = total
        self.firstPoint = subpaths.first?.points.first
    }

    /// The point `distance` along the path and the direction of travel there (radians from +x towards +y).
    ///
    /// The distance is clamped to `0...length`; nil for an empty path. A path of zero length gives its first point and angle 0.
    public func position(atDistance distance: CGFloat) -> (point: CGPoint, angle: CGFloat)? {
        guard !segments.isEmpty else { return firstPoint.map { ($0, 0) } }
        let d = min(max(distance.isNaN ? 0 : distance, 0), length)
        let i = segmentIndex(containing: d)
        let s = segments[i]
        let t = s.length > 0 ? min(max((d - s.offset) / s.length, 0), 1) : 0
        let point = CGPoint(x: s.start.x + (s.end.x - s.start.x) * t, y: s.start.y + (s.end.y - s.start.y) * t)
        return (point, atan2(s.end.y - s.start.y, s.end.x - s.start.x))
    }

    /// The part of the path between two distances as straight segments (what `strokeStart`/`strokeEnd` draw).
    ///
    /// A closed subpath lying entirely inside the range stays closed, so its stroke joins all round.
    public func path(fromDistance start: CGFloat, toDistance end: CGFloat) -> CGPath {
        let path = CGMutablePath()
        let from = max(0, start), to = min(length, end)
        guard from < to || (from == 0 && to == length), !segments.isEmpty else { return path }
        var currentSubpath = -1
        var lastPoint: CGPoint?
        for s in segments where s.offset + s.length > from && s.offset < to {
            let t0 = max(0, (from - s.offset) / s.length), t1 = min(1, (to - s.offset) / s.length)
            let a = CGPoint(x: s.start.x + (s.end.x - s.start.x) * t0, y: s.start.y + (s.end.y - s.start.y) * t0)
            let b = CGPoint(x: s.start.x + (s.end.x - s.start.x) * t1, y: s.start.y + (s.end.y - s.start.y) * t1)
            if s.subpath != currentSubpath || lastPoint != a {
                if currentSubpath >= 0 { closeIfWhole(path, subpath: currentSubpath, from: from, to: to) }
                path.move(to: a)
                currentSubpath = s.subpath
            }
            path.addLine(to: b)
            lastPoint = b
        }
        if currentSubpath >= 0 { closeIfWhole(path, subpath: currentSubpath, from: from, to: to) }
        return path
    }

    /// Closes the path's last subpath when it is a closed one that the range covers completely.
    private func closeIfWhole(_ path: CGMutablePath, subpath: Int, from: CGFloat, to: CGFloat) {
        guard subpaths[subpath].isClosed else { return }
        let own = segments.filter { $0.subpath == subpath }
        guard let first = own.first, let last = own.last else { return }
        if from <= first.offset, to >= last.offset + last.length {
            if case .lineTo = path.elements.last { path.elements.removeLast() }
            path.closeSubpath()
        }
    }

    /// The index of the segment holding distance `d` (binary search on the offsets).
    private func segmentIndex(containing d: CGFloat) -> Int {
        var low = 0, high = segments.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if segments[mid].offset <= d { low = mid } else { high = mid - 1 }
        }
        return low
    }
}

extension CGPath {
    /// The length of the path.
    ///
    /// Difference from Apple: not in CoreGraphics; for paced animation (see `CGPathMeasure`).
    public var length: CGFloat { CGPathMeasure(path: self).length }

    /// The point `distance` along the path, clamped to its ends; nil when the path is empty.
    ///
    /// Difference from Apple: not in CoreGraphics (see `CGPathMeasure`).
    public func point(atDistance distance: CGFloat) -> CGPoint? {
        CGPathMeasure(path: self).position(atDistance: distance)?.point
    }
}
