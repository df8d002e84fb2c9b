import QuartzCore

/// The views of a context owed `updateProperties()` (theirs or their controller's): the update pass runs them top
/// down as the next transaction commits, before layout, once for however many requests a turn makes.
@MainActor
final class PropertiesUpdateQueue {
    private struct Entry {
        weak var view: UIView?
    }

    private var entries: [Entry] = []
    private var isObservingCommits = false
    /// Rounds of one pass: an update that asks for another (its own reads changed by itself) waits for the next.
    private static let roundLimit = 8

    /// Queues `view` for the next pass and asks for a commit; a view already queued waits once.
    func add(_ view: UIView) {
        guard !view.updateState.isQueued else { return }
        view.updateState.isQueued = true
        entries.append(Entry(view: view))
        if !isObservingCommits {
            isObservingCommits = true
            CATransaction.addLayoutObserver { UIKitContextState.current.propertiesQueue.runPass() }
        }
        CATransaction.setNeedsLayoutPass()
    }

    /// The update-properties pass: queued views in a window, shallowest first, each after its controller; views an
    /// update queues run in a further round. A view outside a window keeps its request for when it joins one.
    func runPass() {
        var round = 0
        while !entries.isEmpty, round < Self.roundLimit {
            round += 1
            let views = entries.compactMap(\.view)
            entries.removeAll()
            for view in views { view.updateState.isQueued = false }
            let ordered = views.map { ($0, $0.depth) }.sorted { $0.1 < $1.1 }.map(\.0)
            for view in ordered where view.window != nil {
                view.runOwedPropertiesUpdates()
            }
        }
    }
}
