import Foundation

/// Why a window's main thread should flush, gathered from any thread until one flush serves them all, and whether
/// the one main-queue hop that runs that flush is queued: requests made while it waits join it instead of queueing
/// another.
final class FlushRequests: @unchecked Sendable {
    /// What asked for a flush.
    struct Reasons: OptionSet, Sendable {
        let rawValue: Int

        /// The model changed (a transaction opened or committed, a display link started, the instruments changed).
        static let changes = Reasons(rawValue: 1 << 0)
        /// The render thread drew a frame the main thread wants to hear of: display links fire in the flush.
        static let frameDrawn = Reasons(rawValue: 1 << 1)
        /// An animation starts or ends now: its delegates and completions run in the flush.
        static let eventDue = Reasons(rawValue: 1 << 2)
    }

    private let lock = NSLock()
    private var waiting: Reasons = []
    private var isHopQueued = false

    /// Adds `reasons`; true when no hop is queued yet, so the caller queues the one that serves them.
    func add(_ reasons: Reasons) -> Bool {
        lock.withLock {
            waiting.formUnion(reasons)
            defer { isHopQueued = true }
            return !isHopQueued
        }
    }

    /// The queued hop runs: later requests queue a new one. Whether anything still waits (a flush run directly
    /// since the hop was queued may have served it all).
    func hopRuns() -> Bool {
        lock.withLock {
            isHopQueued = false
            return !waiting.isEmpty
        }
    }

    /// A flush serves what waits: the reasons, none left.
    func take() -> Reasons {
        lock.withLock {
            defer { waiting = [] }
            return waiting
        }
    }
}
