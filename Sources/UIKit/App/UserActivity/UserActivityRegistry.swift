import Foundation

/// The app's current activity, and the saves activities marked `needsSave` are due: on the main queue's next turn
/// an activity responders hold has its `userInfo` emptied, as UIKit does, then the delegate hears
/// `userActivityWillSave` and each of those responders `updateUserActivityState`.
final class UserActivityRegistry: @unchecked Sendable {
    static let shared = UserActivityRegistry()

    private let lock = NSLock()
    private var currentActivity: NSUserActivity?

    /// The activity that last became current and has not resigned.
    var current: NSUserActivity? {
        get { lock.withLock { currentActivity } }
        set { lock.withLock { currentActivity = newValue } }
    }

    /// `activity` stops being current, if it is.
    func resign(_ activity: NSUserActivity) {
        lock.withLock { if currentActivity === activity { currentActivity = nil } }
    }

    /// Saves `activity` on the main queue's next turn.
    func scheduleSave(_ activity: NSUserActivity) {
        let pending = PendingSave(activity: activity)
        DispatchQueue.main.async { MainActor.assumeIsolated { pending.run() } }
    }

    /// An activity whose save is due, carried to the main queue.
    private struct PendingSave: @unchecked Sendable {
        let activity: NSUserActivity

        @MainActor
        func run() {
            guard activity.needsSave else { return }
            let responders = activity.owners.responders.filter { $0.userActivity === activity }
            if !responders.isEmpty { activity.userInfo = [:] }
            activity.delegate?.userActivityWillSave(activity)
            for responder in responders {
                responder.updateUserActivityState(activity)
            }
            activity.needsSave = false
        }
    }
}

/// The responders whose `userActivity` an activity is, held weakly.
struct UserActivityOwners: @unchecked Sendable {
    private var entries: [WeakResponder] = []

    /// The responders still alive.
    var responders: [UIResponder] { entries.compactMap(\.responder) }

    mutating func add(_ responder: UIResponder) {
        entries.removeAll { $0.responder == nil || $0.responder === responder }
        entries.append(WeakResponder(responder: responder))
    }

    mutating func remove(_ responder: UIResponder) {
        entries.removeAll { $0.responder == nil || $0.responder === responder }
    }

    private struct WeakResponder {
        weak var responder: UIResponder?
    }
}
