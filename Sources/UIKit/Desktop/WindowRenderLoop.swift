import Foundation
import QuartzCore
import Wayland

/// Draws a window's frames on its render thread, so animations keep their frame rate while the main thread is
/// busy: at each frame callback, and when woken for a new commit while none is awaited, it takes the newest commit,
/// evaluates it at the current media time, composes what changed, presents it, and asks for the next frame only
/// while something animates. A callback's frame is drawn as late as the compositor's predicted deadline allows
/// (`FrameDeadline`), and starts at once when a commit that followed input arrives in the wait; such a commit is drawn
/// when it arrives even while a frame callback is awaited (`InputFramePacing`).
/// The window's own Wayland requests go through its thread-safe API under its surface lock.
final class WindowRenderLoop: @unchecked Sendable {
    private let surface: Wayland.Window
    private let presenter: FramePresenter
    let composer: WindowComposer
    /// Counts the frames presented, when the window collects statistics.
    private let statistics: FrameStatisticsRecorder?
    /// Draws commits that followed input ahead of the awaited frame callback (render thread only).
    private var inputPacing = InputFramePacing()
    /// Whether an idle check waits to run, whether the wake the render thread gets next was asked for by it, and
    /// whether the render thread has ended, so an idle check due later wakes nothing (any thread, under the lock).
    private let idleCheck = NSLock()
    private var isIdleCheckScheduled = false
    private var isIdleCheckDue = false
    private var isStopped = false
    /// When the heap freed in bulk while frames keep coming goes back: the render thread looks, a utility queue trims
    /// outside the lock.
    private let heapTrim = NSLock()
    private var heapTrimPolicy = HeapTrimPolicy()
    /// Runs on the render thread after each frame the main thread wants to hear of; set before `start`.
    var onMainThreadFrame: (@Sendable () -> Void)?

    init(surface: Wayland.Window, composer: WindowComposer, statistics: FrameStatisticsRecorder? = nil,
         onMainQueueEvents: @escaping @Sendable () -> Void) throws {
        self.surface = surface
        self.composer = composer
        self.statistics = statistics
        presenter = try FramePresenter(window: surface)
        presenter.onFrame = { [unowned self] _ in
            inputPacing.frameCallbackArrived()
            draw()
        }
        presenter.onWake = { [unowned self] in
            if idleCheck.withLock({ () -> Bool in defer { isIdleCheckDue = false }; return isIdleCheckDue }), releaseIfIdle() { return }
            let awaitingFrame = presenter.isWaitingForFrame, scheduled = presenter.isFrameScheduled
            guard inputPacing.drawsOnWake(scheduled: scheduled, awaitingFrame: awaitingFrame,
                                          followsInput: (awaitingFrame || scheduled) && composer.mailbox.holdsInput) else { return }
            if scheduled { presenter.startScheduledFrame() } else { draw() }
        }
        presenter.onError = { error in UIApplication.fail("\(error)") }
        presenter.onMainQueueEvents = onMainQueueEvents
        if let statistics {
            presenter.onPresentation = { feedback in statistics.feedback(presented: feedback.wasPresented) }
        }
    }

    /// Starts the render thread.
    func start() {
        presenter.start(name: "render")
    }

    /// Ends the render thread and gives the window back to the main thread, before the window goes.
    func stop() {
        idleCheck.withLock { isStopped = true }
        presenter.stop()
    }

    /// Has the render thread draw the latest commit (now, or at the frame callback it awaits); from any thread.
    func wake() {
        presenter.wake()
    }

    /// Wakes the render thread for the idle check once the window may have stayed idle for `IdleMemoryRelease.delay`
    /// (after a frame that asked for no next one, drawn on either thread); one check waits at a time.
    func scheduleIdleCheck() {
        let starts = idleCheck.withLock { () -> Bool in
            guard !isIdleCheckScheduled, !isStopped else { return false }
            isIdleCheckScheduled = true
            return true
        }
        if starts { checkIdle(after: IdleMemoryRelease.delay) }
    }

    /// After `delay`, wakes the render thread if the window has stayed idle; waits on while frames were presented
    /// since the last idle one, and stops once frames keep coming (their next idle frame schedules a check again).
    private func checkIdle(after delay: CFTimeInterval) {
        DispatchQueue.global().asyncAfter(deadline: .now() + delay) { [weak self] in
            guard let self else { return }
            let releaseTime = surface.withSurfaceLock { composer.idleRelease.releaseTime }
            idleCheck.withLock {
                guard !isStopped, let releaseTime else {
                    isIdleCheckScheduled = false
                    return
                }
                let remaining = releaseTime - CACurrentMediaTime()
                if remaining > 0 {
                    checkIdle(after: remaining)
                } else {
                    isIdleCheckScheduled = false
                    isIdleCheckDue = true
                    presenter.wake()
                }
            }
        }
    }

    /// Gives back the spare buffer and the freed heap when the window stayed idle (render thread); true when it
    /// did, so there is nothing to draw: no commit waits, no frame is awaited and no animation event is due.
    private func releaseIfIdle() -> Bool {
        let now = CACurrentMediaTime()
        let idle = surface.withSurfaceLock {
            !composer.mailbox.holdsCommit && !composer.wantsFrame(at: now) && composer.idleRelease.releasesMemory(at: now)
        }
        guard idle, !presenter.isWaitingForFrame, !presenter.isFrameScheduled else { return false }
        presenter.releaseIdleMemory()
        return true
    }

    /// Off the render thread, gives back the heap freed since the last trim when `HeapTrimPolicy` finds it grown,
    /// and the first time the code pages only the launch ran.
    private func trimHeapIfGrown() {
        DispatchQueue.global(qos: .utility).async { [weak self] in
            guard let self else { return }
            if heapTrim.withLock({ heapTrimPolicy.releasesLaunchPages() }) {
                MappedFiles.releaseResidentPages()
                Heap.trim()
            }
            let free = Heap.freeBytes
            guard heapTrim.withLock({ heapTrimPolicy.trims(freeBytes: free) }) else { return }
            Heap.trim()
            let left = Heap.freeBytes
            heapTrim.withLock { heapTrimPolicy.trimmed(freeBytes: left) }
        }
    }

    /// Draws one frame on the render thread.
    private func draw() {
        let announce = surface.withSurfaceLock { () -> Bool in
            do {
                guard let frame = try presenter.nextFrame() else { return false }
                if let inputTime = composer.adoptPostedCommit()?.inputTime { statistics?.inputCommitted(at: inputTime) }
                let isLate = presenter.isDrawingLate
                let now = CACurrentMediaTime()
                let whole = surface.needsPresentation && frame.buffer.age != 1
                guard let damage = composer.compose(into: frame.buffer, scale: frame.target.scaleFactor, at: now, wholeFrame: whole) else {
                    return false
                }
                let wantsFrame = composer.wantsFrame(at: now)
                Log.render.debug("frame at \(now): \(damage.count) damage rect(s), \(damage.reduce(0) { $0 + $1.width * $1.height }) pixels, buffer age \(frame.buffer.age)")
                if damage.isEmpty, frame.buffer.age > 0, !surface.needsPresentation {
                    // Nothing changed on screen: keep the buffer, only keep pacing while animating.
                    // (Refused only while a configure awaits its frame, which the main thread draws: then draw again.)
                    if wantsFrame, try !presenter.requestFrame() { presenter.wake() }
                } else if try presenter.present(frame, damage: damage, requestFrame: wantsFrame) {
                    if composer.idleRelease.framePresented(at: now, wantsNextFrame: wantsFrame) { scheduleIdleCheck() }
                    if heapTrim.withLock({ heapTrimPolicy.checksHeap(at: now) }) { trimHeapIfGrown() }
                    if let statistics {
                        let presentedAt = CACurrentMediaTime()
                        statistics.framePresented(damagedPixels: damage.reduce(0) { $0 + $1.width * $1.height },
                                                  renderTime: presentedAt - now, at: presentedAt, drawnLate: isLate)
                    }
                } else {
                    // Reconfigured meanwhile: the main thread answered it; draw again for the new size.
                    composer.compositor.invalidate()
                    presenter.wake()
                }
                return composer.mainThreadWantsFrames
            } catch {
                UIApplication.fail("\(error)")
            }
        }
        if announce { onMainThreadFrame?() }
    }
}
