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
    var trackings = Trackings()
}

/// The latest tracking of each tracked method, one slot per update (a dictionary per view cost an allocation and a
/// hash each time a view laid out or updated its constraints).
struct Trackings {
    private var layout, constraints, display, properties, configuration, contentUnavailable: TrackedInvalidation?

    subscript(update: TrackedUpdate) -> TrackedInvalidation? {
        get {
            switch update {
            case .layout: layout
            case .constraints: constraints
            case .display: display
            case .properties: properties
            case .configuration: configuration
            case .contentUnavailable: contentUnavailable
            }
        }
        set {
            switch update {
            case .layout: layout = newValue
            case .constraints: constraints = newValue
            case .display: display = newValue
            case .properties: properties = newValue
            case .configuration: configuration = newValue
            case .contentUnavailable: contentUnavailable = newValue
            }
        }
    }
}
