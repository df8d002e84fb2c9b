import Foundation

/// What Core Animation's own run-loop observer does on Apple's systems, for a context no host drives (a program that
/// uses QuartzCore without UIKit): it commits the implicit transaction at the end of the run-loop turn in which it
/// opened, and wakes at the next animation start or end to deliver delegates and completions. A host (UIKit's frame
/// scheduler) takes this over by setting `CATransaction.implicitTransactionOpened`; a context on a manual clock moves
/// only when advanced.
@MainActor
final class RunLoopDriver {
    private let contextReference: UnretainedReference<CAContext>
    private var context: CAContext? { contextReference.object }
    /// Whether a main-queue hop to commit is queued.
    private var isTurnScheduled = false
    /// The media time the queued wake-up is for; a wake-up for another time is stale and does nothing.
    private var wakeTime: CFTimeInterval?

    init(context: CAContext) {
        contextReference = UnretainedReference(context)
    }

    /// Whether this context drives itself: no host claimed its transactions and its clock is the system's.
    private var isDriving: Bool {
        guard let context else { return false }
        return context.transactions.implicitTransactionOpened == nil && !(context.clock is CAManualMediaClock)
    }

    /// The implicit transaction opened with no host: commit it at the end of this run-loop turn (the main queue runs
    /// after the work queued so far).
    func implicitTransactionOpened() {
        guard isDriving, !isTurnScheduled else { return }
        isTurnScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                self?.isTurnScheduled = false
                self?.runTurn()
            }
        }
    }

    /// A commit finished or a timer was scheduled: wake at the next animation event or timer, if any.
    func wakeForEvents() {
        guard isDriving, let context, let next = CAAnimationEngine.nextEventTime(after: context.mediaTime) else { return }
        guard wakeTime.map({ next < $0 }) ?? true else { return }
        wakeTime = next
        let delay = max(0, next - context.mediaTime) + Self.lateness
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.wakeTime == next else { return }
                self.wakeTime = nil
                self.runTurn()
            }
        }
    }

    /// How late a wake-up is set, so that the event it is for has passed by the time it runs.
    private static let lateness: CFTimeInterval = 0.001

    /// One turn, as a host's frame: commit, advance the animation life cycle to now, commit what that changed (each
    /// commit sets the next wake-up).
    private func runTurn() {
        guard let context else { return }
        context.perform {
            CATransaction.flush()
            CAAnimationEngine.update(atMediaTime: context.mediaTime)
            CATransaction.flush()
        }
    }
}
