import Foundation

/// What a concentric radius is measured against: the container's radius at each corner and where the view sits in
/// the container's bounds.
struct CornerContainer: Equatable {
    /// Top left, top right, bottom left, bottom right.
    var radii: [CGFloat]
    var bounds: CGRect
    /// The view's frame in the container's bounds' coordinates.
    var frame: CGRect

    /// How far the view's corner at `index` stands in from the container's: the larger of the two edge insets, so
    /// a view far from a corner along either edge takes no radius from it.
    func inset(at index: Int) -> CGFloat {
        let left = frame.minX - bounds.minX, right = bounds.maxX - frame.maxX
        let top = frame.minY - bounds.minY, bottom = bounds.maxY - frame.maxY
        switch index {
        case 0: return max(left, top)
        case 1: return max(right, top)
        case 2: return max(left, bottom)
        default: return max(right, bottom)
        }
    }
}

extension UICornerConfiguration {
    /// The four radii (top left, top right, bottom left, bottom right) for a view of `size` in `container`: fixed
    /// radii as given, concentric ones the container's less the inset, uniform groups at their largest, none more
    /// than half the shorter side.
    func radii(size: CGSize, container: CornerContainer?) -> [CGFloat] {
        let limit = max(0, min(size.width, size.height) / 2)
        switch shape {
        case .capsule(let maximum):
            return Array(repeating: min(limit, maximum.map { CGFloat($0) } ?? limit), count: 4)
        case .corners(let given, let uniform):
            var radii = given.enumerated().map { index, radius in
                radius.map { $0.resolved(corner: index, container: container) } ?? 0
            }
            for group in uniform {
                let members = Self.order.indices.filter { UIRectCorner(rawValue: group).contains(Self.order[$0]) }
                let largest = members.map { radii[$0] }.max() ?? 0
                for index in members { radii[index] = largest }
            }
            return radii.map { min(limit, max(0, $0)) }
        }
    }
}

extension UICornerRadius {
    /// The radius at corner `index` in `container` (a concentric radius with none takes its minimum).
    func resolved(corner index: Int, container: CornerContainer?) -> CGFloat {
        switch kind {
        case .fixed(let radius):
            return CGFloat(radius)
        case .containerConcentric(let minimum):
            let concentric = container.map { $0.radii[index] - $0.inset(at: index) } ?? 0
            return max(concentric, minimum ?? 0, 0)
        }
    }
}
