import UIKit

/// A pointer gesture a recording plays at a scene time: `X,Y@T` taps, `X,Y>X,Y@T` drags (0.5 s).
struct ScriptedGesture: Equatable {
    var from: CGPoint
    var to: CGPoint
    var time: TimeInterval

    static let dragDuration: TimeInterval = 0.5
    static let tapDuration: TimeInterval = 0.1

    var isTap: Bool { from == to }

    /// Parses `X,Y@T` or `X,Y>X,Y@T`; nil when the text is neither.
    init?(_ text: String) {
        let halves = text.split(separator: "@", omittingEmptySubsequences: false)
        guard halves.count == 2, let time = Double(halves[1]), time.isFinite, time >= 0 else { return nil }
        let points = halves[0].split(separator: ">", omittingEmptySubsequences: false).map(Self.point)
        guard (1...2).contains(points.count), let from = points.first ?? nil, let to = points.last ?? nil else { return nil }
        self.from = from
        self.to = to
        self.time = time
    }

    private static func point(_ text: Substring) -> CGPoint? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
        guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// The pointer steps this gesture makes, one per frame while it lasts: press, moves, release.
    func steps(frameInterval: TimeInterval) -> [(time: TimeInterval, step: PointerStep)] {
        let length = isTap ? Self.tapDuration : Self.dragDuration
        var steps: [(TimeInterval, PointerStep)] = [(time, .down(from))]
        if !isTap {
            let count = max(1, Int((length / frameInterval).rounded()))
            for i in 1...count {
                let f = CGFloat(i) / CGFloat(count)
                let point = CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
                steps.append((time + length * Double(i) / Double(count), .move(point)))
            }
        }
        steps.append((time + length, .up))
        return steps
    }
}

/// One thing the scripted pointer does.
enum PointerStep: Equatable {
    case down(CGPoint)
    case move(CGPoint)
    case up
}
