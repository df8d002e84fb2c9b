import Foundation

/// Moving a context's time by hand, as swift-nio's `EmbeddedEventLoop` does: every animation start and end and
/// every display-link frame in between runs at its exact time.
extension CAContext {
    /// Moves the manual clock forward by `interval` seconds, running what falls due on the way.
    public func advance(by interval: CFTimeInterval) {
        advance(to: mediaTime + interval)
    }

    /// Moves the manual clock to `time`, stopping at each animation event and display-link frame before it: links
    /// fire, the implicit transaction commits, animations start and end with their delegates and completions.
    public func advance(to time: CFTimeInterval) {
        guard let manual = clock as? CAManualMediaClock else {
            perform { CADiagnostics.report("CAContext.advance needs a CAManualMediaClock; ran what is due now") }
            run()
            return
        }
        perform {
            runDue()
            // An event a hair past `time` (sums of frame durations drift) counts as reached: the clock moves to it,
            // never back, so the loop always moves on.
            var end = time
            while let next = nextDueTime(), next <= end + Self.frameTolerance {
                end = max(end, next)
                manual.set(next)
                runDue()
            }
            manual.set(end)
            runDue()
        }
    }

    /// Runs what is due at the clock's current time: display links, the implicit transaction, animation events.
    public func run() {
        perform { runDue() }
    }

    /// How close to a frame's time counts as reaching it, so sums of frame durations land on their frames.
    private static let frameTolerance: CFTimeInterval = 1e-9

    /// One turn at the current time, in a window frame's order: links, commit, animation events, commit.
    private func runDue() {
        let now = mediaTime
        fireDisplayLinksIfDue(at: now)
        CATransaction.flush()
        CAAnimationEngine.update(atMediaTime: now)
        CATransaction.flush()
    }

    /// Fires running links when a frame has passed since they last fired; the first frame is one frame after they
    /// start.
    private func fireDisplayLinksIfDue(at now: CFTimeInterval) {
        guard CADisplayLink.isAnyRunning else {
            displayLinks.lastFrameTime = nil
            return
        }
        guard let last = displayLinks.lastFrameTime else {
            displayLinks.lastFrameTime = now
            return
        }
        guard now >= last + frameDuration - Self.frameTolerance else { return }
        displayLinks.lastFrameTime = now
        CADisplayLink.fire(at: now, frameDuration: frameDuration)
    }

    /// The next time after now at which an animation starts or ends or a running link's frame falls.
    private func nextDueTime() -> CFTimeInterval? {
        let now = mediaTime
        var next = CAAnimationEngine.nextEventTime(after: now)
        if CADisplayLink.isAnyRunning, let last = displayLinks.lastFrameTime {
            next = min(next ?? .infinity, last + frameDuration)
        }
        guard let next, next > now else { return nil }
        return next
    }
}
