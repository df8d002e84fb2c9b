import Foundation

/// What a method UIKit tracks keeps up to date: the invalidation its reads of `@Observable` properties lead to when
/// one of them changes (`setNeedsLayout`, `setNeedsUpdateConstraints`, `setNeedsDisplay`, `setNeedsUpdateProperties`,
/// `setNeedsUpdateConfiguration`, `setNeedsUpdateContentUnavailableConfiguration`).
enum TrackedUpdate: Hashable, Sendable {
    case layout, constraints, display, properties, configuration, contentUnavailable
}

/// What the update pass keeps for a view or view controller: whether `updateProperties()` is owed, whether the view
/// waits in the pass's queue, and the latest tracking of each tracked method (an older one that fires is stale).
struct ViewUpdateState {
    var needsUpdateProperties = true
    var isQueued = false
    var trackings: [TrackedUpdate: TrackedInvalidation] = [:]
}
