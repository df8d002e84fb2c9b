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

    /// One turn at the current time, in a window frame's order: links, commit, animation events, commit. The turn is a
    /// UI update for the frame participant when links fire or a transaction is open; its phases run around them.
    private func runDue() {
        let now = mediaTime
        let linksAreDue = isDisplayLinkFrameDue(at: now)
        let update = frameUpdate(at: now, linksAreDue: linksAreDue)
        run(.displayLinksWillFire, of: update)
        if linksAreDue { CADisplayLink.fire(at: now, frameDuration: frameDuration) }
        run(.displayLinksDidFire, of: update)
        CATransaction.flush()
        CAAnimationEngine.update(atMediaTime: now)
        CATransaction.flush()
        run(.transactionDidCommit, of: update)
        run(.updateDidComplete, of: update)
    }

    /// Runs the frame participant's part of `phase` when this turn is an update.
    private func run(_ phase: CAFramePhase, of update: CAFrameUpdate?) {
        guard let update else { return }
        frameParticipant?.run(phase, of: update)
    }

    /// The UI update this turn is for the frame participant, nil when it has none or nothing happens now (no link's
    /// frame, no open transaction).
    private func frameUpdate(at now: CFTimeInterval, linksAreDue: Bool) -> CAFrameUpdate? {
        guard frameParticipant != nil, linksAreDue || hasOpenTransaction else { return nil }
        return CAFrameUpdate(targetTime: now, frameDuration: frameDuration, rootLayer: nil) { CATransaction.flush() }
    }

    /// Whether a frame has passed since the running links (display links, or frames the participant wants) last fired,
    /// marking it fired; the first frame is one frame after they start.
    private func isDisplayLinkFrameDue(at now: CFTimeInterval) -> Bool {
        guard CADisplayLink.isAnyRunning else {
            displayLinks.lastFrameTime = nil
            return false
        }
        guard let last = displayLinks.lastFrameTime else {
            displayLinks.lastFrameTime = now
            return false
        }
        guard now >= last + frameDuration - Self.frameTolerance else { return false }
        displayLinks.lastFrameTime = now
        return true
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
