import Foundation
import Observation

/// An object whose methods UIKit runs under observation tracking (iOS 26's automatic observation tracking): views,
/// view controllers, and through their views cells and buttons.
@MainActor
protocol AutomaticallyObserving: AnyObject {
    var updateState: ViewUpdateState { get set }
    /// A handle to the object for its trackings (found without a dynamic cast to `ObjectHandleOwner`, which cost
    /// each tracked run a protocol conformance lookup).
    var trackingHandle: ObjectHandle { get }
    /// Invalidates what `update` keeps up to date: one of the properties its method read changed.
    func invalidateTrackedUpdate(_ update: TrackedUpdate)
}

extension AutomaticallyObserving {
    /// Runs `body` (the tracked method) noting every `@Observable` property it reads; when one of them changes, the
    /// matching invalidation follows on the main actor, once. A later run replaces this one's tracking.
    func trackingReads<Result>(for update: TrackedUpdate, _ body: () -> Result) -> Result {
        let invalidation = TrackedInvalidation(host: self, update: update)
        updateState.trackings[update] = invalidation
        return withObservationTracking(body, onChange: { invalidation.fire() })
    }
}

/// One run's tracking of a tracked method: when a property it read changes (on any thread) it invalidates its host
/// on the main actor, unless a later run of the method has replaced it.
final class TrackedInvalidation: @unchecked Sendable {
    /// Touched on the main actor only: the host, valid while its handle holds it (see `ObjectHandle`; a weak
    /// reference would slow every retain and release of each view tracked).
    private unowned(unsafe) let trackedHost: any AutomaticallyObserving
    private let handle: ObjectHandle
    private let update: TrackedUpdate

    @MainActor
    init(host: any AutomaticallyObserving, update: TrackedUpdate) {
        trackedHost = host
        handle = host.trackingHandle
        self.update = update
    }

    @MainActor
    private var host: (any AutomaticallyObserving)? { handle.object == nil ? nil : trackedHost }

    /// A read property is about to change: invalidate now on the main thread (inside the caller's animation block,
    /// so `.flushUpdates` sees it), else on the main queue.
    func fire() {
        if Thread.isMainThread {
            MainActor.assumeIsolated { invalidate() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { self.invalidate() } }
        }
    }

    @MainActor
    private func invalidate() {
        guard let host, host.updateState.trackings[update] === self else { return }
        host.updateState.trackings[update] = nil
        host.invalidateTrackedUpdate(update)
    }
}
