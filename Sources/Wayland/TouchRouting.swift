/// Which window each touch point belongs to, and the frames of events each window gets: a
/// point stays with the window it went down on until it lifts, and a frame (or a cancel)
/// delivers each window its own events in order. Generic over the window so it is testable.
struct TouchRouting<Target: AnyObject> {
    private var owners: [Int32: Weak] = [:]
    private var pending: [(target: Target, event: TouchEvent)] = []

    private struct Weak {
        weak var target: Target?
    }

    /// A point went down on `target` (nil: a surface that is not ours, ignored).
    mutating func down(_ event: TouchEvent, id: Int32, on target: Target?) {
        guard let target else { return }
        owners[id] = Weak(target: target)
        pending.append((target, event))
    }

    mutating func motion(_ event: TouchEvent, id: Int32) {
        guard let target = owners[id]?.target else { return }
        pending.append((target, event))
    }

    mutating func up(_ event: TouchEvent, id: Int32) {
        guard let target = owners.removeValue(forKey: id)?.target else { return }
        pending.append((target, event))
    }

    /// Ends a frame: each target's events, targets in the order they first appear.
    mutating func frame() -> [(Target, TouchFrame)] {
        var result: [(Target, TouchFrame)] = []
        for entry in pending {
            if let index = result.firstIndex(where: { $0.0 === entry.target }) {
                result[index].1.events.append(entry.event)
            } else {
                result.append((entry.target, TouchFrame(events: [entry.event])))
            }
        }
        pending.removeAll()
        return result
    }

    /// The compositor took the sequence over: every target with a live point gets `cancel`.
    mutating func cancel() -> [(Target, TouchFrame)] {
        var result: [(Target, TouchFrame)] = []
        for owner in owners.values {
            guard let target = owner.target, !result.contains(where: { $0.0 === target }) else { continue }
            result.append((target, TouchFrame(events: [.cancel])))
        }
        owners.removeAll()
        pending.removeAll()
        return result
    }
}
