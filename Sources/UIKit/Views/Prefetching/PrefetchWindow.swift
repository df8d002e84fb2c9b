import Foundation

/// What a prefetching data source was told since the data loaded: each layout works out which items ahead of the
/// visible ones to ask for (those neither asked for nor shown yet) and which requests to cancel (asked for, never
/// shown, and out of range now), as a table and a collection view both do.
struct PrefetchWindow {
    /// Asked for and not shown yet.
    private(set) var pending: Set<IndexPath> = []
    /// Asked for or shown since the data loaded (a cancelled item may be asked for again).
    private var known: Set<IndexPath> = []

    /// The items to ask for, in the order of `ahead`, and to cancel, in index order.
    mutating func update(ahead: [IndexPath], visible: Set<IndexPath>) -> (prefetch: [IndexPath], cancel: [IndexPath]) {
        known.formUnion(visible)
        pending.subtract(visible)
        let aheadSet = Set(ahead)
        let cancel = pending.filter { !aheadSet.contains($0) }.sorted()
        pending.subtract(cancel)
        known.subtract(cancel)
        let prefetch = ahead.filter { !known.contains($0) && !visible.contains($0) }
        pending.formUnion(prefetch)
        known.formUnion(prefetch)
        return (prefetch, cancel)
    }

    /// Forgets every request (the data was loaded again).
    mutating func reset() {
        pending.removeAll()
        known.removeAll()
    }
}
