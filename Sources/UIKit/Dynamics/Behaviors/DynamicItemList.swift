import Foundation

/// A behavior's items in the order added, each once, with a fast membership test.
@MainActor
struct DynamicItemList {
    private(set) var items: [UIDynamicItem]
    private var ids: Set<ObjectIdentifier>

    init(_ items: [UIDynamicItem]) {
        var seen = Set<ObjectIdentifier>()
        self.items = items.filter { seen.insert(ObjectIdentifier($0)).inserted }
        ids = seen
    }

    /// Adds `item` unless present; whether it was added.
    mutating func add(_ item: UIDynamicItem) -> Bool {
        guard ids.insert(ObjectIdentifier(item)).inserted else { return false }
        items.append(item)
        return true
    }

    mutating func remove(_ item: UIDynamicItem) {
        guard ids.remove(ObjectIdentifier(item)) != nil else { return }
        items.removeAll { $0 === item }
    }

    func contains(_ id: ObjectIdentifier) -> Bool {
        ids.contains(id)
    }
}

extension CGVector {
    /// The vector of `magnitude` at `angle` radians clockwise from the positive x axis (y down).
    init(angle: CGFloat, magnitude: CGFloat) {
        self.init(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    /// The direction, in radians clockwise from the positive x axis.
    var angle: CGFloat { atan2(dy, dx) }

    var magnitude: CGFloat { (dx * dx + dy * dy).squareRoot() }
}
