import Foundation
@_spi(FrameUpdates) import QuartzCore

/// Schedules one window's frames: every model change reaches the render side through one main-queue hop, one flush
/// point and one timer.
///
/// The path of a change, in order:
/// 1. **Request** (any thread). The main thread asks with `setNeedsFlush()`: a model change opens the implicit
///    transaction (`CATransaction.implicitTransactionOpened`), an explicit transaction commits (a commit observer),
///    a display link starts (`CADisplayLink.requestFrames`), the instruments change. The render thread asks after a
///    frame the main thread wants to hear of (`frameWasDrawn()`), the event timer when an animation starts or ends.
///    Requests made before the hop runs join it: however many changes a turn makes, one hop is queued.
/// 2. **Hop** (main queue). It runs after the work queued so far: at the end of the run-loop turn.
/// 3. **Flush** (main thread, `flush()`, the one flush point): display links fire when a frame was drawn; the
///    transaction commits (layout, display); the animation life cycle advances to now (starts, stops, delegates,
///    completions); what those callbacks changed commits too. Requests the flush itself causes are served by it,
///    but for a transaction opened by its last commit (layout and display there can change layers): the next hop.
/// 4. **Snapshot** (main thread): the window's tree is captured once as `Sendable` values and handed to the render
///    side with whether frames must keep coming (`onCommit`).
/// 5. **Timer** (armed on the main thread, fires on a background queue): the one timer is set to the next animation
///    start or end or context timer (`CAContext.schedule(at:_:)`), or cancelled when there is none, so an idle window
///    has no timer. When it fires it wakes the render thread (a delayed animation starts on time while the main
///    thread is busy) and requests a flush (step 1), which runs delegates, completions and timers once the main thread
///    is free.
/// 6. **Wake** (any thread): the render thread is woken once to draw the new tree, now or at the frame callback it
///    awaits (now for a tree made after input, once between callbacks: `InputFramePacing`); it paces itself by frame
///    callbacks while something animates, needing nothing from the main thread.
///
/// A window on the desktop has a render thread to wake (`wakeRenderThread`), hops and a timer. The offscreen renderer
/// has none: its caller flushes at the times of a manual clock, and nothing else does.
@MainActor
final class FrameScheduler {
    unowned let window: UIWindow
    /// Receives each flush's commit, on the main thread.
    var onCommit: ((FrameCommit) -> Void)?
    /// Whether the window can show frames (false until the desktop's first configure): until then a flush commits
    /// the transaction and hands nothing on.
    var isDrawable = true
    /// The time between frames, for display links.
    var frameDuration: CFTimeInterval = 1.0 / 60
    /// The next media time the timer fires at; nil when no timer is armed.
    var eventDeadline: CFTimeInterval? { timer?.deadline }

    private nonisolated let wakeRenderThread: (@Sendable () -> Void)?
    private nonisolated let requests = FlushRequests()
    private let timer: EventTimer?
    /// Set while the flush commits: requests made then are served by it.
    private var isFlushing = false
    /// An implicit transaction opened during the flush after its last commit began (layout and display in that
    /// commit can change layers): the next turn's flush commits it.
    private var isTransactionOpenedLate = false
    private var isStopped = false

    /// A scheduler that hops, arms its timer and wakes the render thread with `wakeRenderThread`; without it, one
    /// that flushes only when asked (the offscreen renderer's manual clock).
    init(window: UIWindow, wakeRenderThread: (@Sendable () -> Void)? = nil) {
        self.window = window
        self.wakeRenderThread = wakeRenderThread
        timer = wakeRenderThread == nil ? nil : EventTimer()
        guard let timer else { return }
        timer.onFire = { [weak self] in self?.eventIsDue() }
        CATransaction.addCommitObserver { [weak self] in self?.setNeedsFlush() }
    }

    /// Makes this window the one that commits the app's implicit transactions and draws for its display links, and
    /// flushes at the end of this turn: a transaction may have opened while they went elsewhere.
    func claimAppHooks() {
        CATransaction.implicitTransactionOpened = { [weak self] in self?.implicitTransactionOpened() }
        CADisplayLink.requestFrames = { [weak self] in self?.setNeedsFlush() }
        request(.changes)
    }

    /// Something changed on the main thread: flush at the end of this turn, once for every change of the turn.
    func setNeedsFlush() {
        guard !isFlushing else { return }
        request(.changes)
    }

    /// The app's implicit transaction opened: commit it at the end of this turn. One that opens during a flush is
    /// committed by that flush, unless it opens after the flush's last commit began.
    private func implicitTransactionOpened() {
        if isFlushing {
            isTransactionOpenedLate = true
        } else {
            request(.changes)
        }
    }

    /// The render thread drew a frame the main thread wants to hear of (any thread).
    nonisolated func frameWasDrawn() {
        request(.frameDrawn)
    }

    /// The timer fired: the render thread draws what starts now, the main thread delivers the events.
    private nonisolated func eventIsDue() {
        wakeRenderThread?()
        request(.eventDue)
    }

    /// Queues the one hop that serves `reasons` unless one is queued; the offscreen renderer's caller flushes itself.
    private nonisolated func request(_ reasons: FlushRequests.Reasons) {
        guard wakeRenderThread != nil, requests.add(reasons) else { return }
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.hopRuns() }
        }
    }

    private func hopRuns() {
        guard requests.hopRuns() else { return }
        flush()
    }

    /// The one flush point: fires display links for a drawn frame (`isFrame`, or one the render thread reported),
    /// commits, lays out, advances the animation life cycle to now, commits what that changed, snapshots the window's
    /// tree for `onCommit`, arms the timer at the next event and wakes the render thread (unless `wakingRenderThread`
    /// is false: a configure is answered on the main thread). A flush with something to do is a UI update: the
    /// update links' phases run around its display links and commit (`UpdateLinkRegistry`). Serves every request made
    /// so far. The commit, or nil when the window cannot show frames yet.
    @discardableResult
    func flush(isFrame: Bool = false, wakingRenderThread: Bool = true) -> FrameCommit? {
        guard !isFlushing, !isStopped else { return nil }
        let reasons = requests.take()
        let now = CACurrentMediaTime()
        let linksFire = isFrame || reasons.contains(.frameDrawn)
        let update = isDrawable ? frameUpdate(at: now, linksFire: linksFire, reasons: reasons) : nil
        isFlushing = true
        var animating = false
        if isDrawable {
            run(.displayLinksWillFire, of: update)
            if linksFire {
                CADisplayLink.fire(at: now, frameDuration: frameDuration)
            }
            run(.displayLinksDidFire, of: update)
            CATransaction.flush()
            window.layoutIfNeeded()
            animating = CAAnimationEngine.update(atMediaTime: now)
        }
        commitLast()
        run(.transactionDidCommit, of: update)
        isFlushing = false
        if isTransactionOpenedLate { request(.changes) }
        guard isDrawable else { return nil }
        let tree = window.layer.treeSnapshot()
        let commit = FrameCommit(
            tree: tree, isAnimating: animating || tree.animatesByItself,
            mainThreadWantsFrames: CADisplayLink.isAnyRunning || (animating && tree.drawsAnimatedContent),
            nextEventTime: CAAnimationEngine.nextEventTime(after: now), debugOptions: window.renderDebugOptions)
        onCommit?(commit)
        timer?.arm(at: commit.nextEventTime)
        if wakingRenderThread { wakeRenderThread?() }
        run(.updateDidComplete, of: update)
        return commit
    }

    /// The flush's last commit: what the animation life cycle changed, and changes made during the flush before it
    /// began. A transaction opened after it begins waits for the next flush.
    private func commitLast() {
        isTransactionOpenedLate = false
        CATransaction.flush()
        if isDrawable { window.layoutIfNeeded() }
    }

    /// The UI update a flush at `now` is, nil when it has nothing to do: no change, no event due, no link's frame.
    private func frameUpdate(at now: CFTimeInterval, linksFire: Bool, reasons: FlushRequests.Reasons) -> CAFrameUpdate? {
        let context = CAContext.current
        guard context.frameParticipant != nil else { return nil }
        let hasWork = context.hasOpenTransaction || !reasons.subtracting(.frameDrawn).isEmpty
            || (linksFire && CADisplayLink.isAnyRunning)
        guard hasWork else { return nil }
        return CAFrameUpdate(targetTime: now, frameDuration: frameDuration, rootLayer: window.layer) { [weak self] in
            self?.commitLast()
        }
    }

    /// Runs the update links' part of `phase` when the flush is an update.
    private func run(_ phase: CAFramePhase, of update: CAFrameUpdate?) {
        guard let update else { return }
        CAContext.current.frameParticipant?.run(phase, of: update)
    }

    /// Stops for good: no hop flushes and no timer fires again.
    func stop() {
        isStopped = true
        timer?.arm(at: nil)
    }
}
