import Foundation
import QuartzCore
import Wayland

/// Draws a window's frames on its render thread, so animations keep their frame rate while the main thread is
/// busy: at each frame callback, and when woken for a new commit while none is awaited, it evaluates the committed
/// tree at the current media time, composes what changed, presents it, and asks for the next frame only while
/// something animates. The window's own Wayland requests go through its thread-safe API under its surface lock.
final class WindowRenderLoop: @unchecked Sendable {
    private let surface: Wayland.Window
    private let presenter: FramePresenter
    let composer: WindowComposer
    /// Runs on the render thread after a frame the main thread wants to hear of; at most one is pending.
    private let onMainThreadFrame: @Sendable () -> Void
    private let pendingLock = NSLock()
    private var isMainThreadFramePending = false
    /// Wakes the render thread when an animation starts later, whatever the main thread is doing.
    private var eventTimer: DispatchSourceTimer?

    init(surface: Wayland.Window, composer: WindowComposer, onMainThreadFrame: @escaping @Sendable () -> Void,
         onMainQueueEvents: @escaping @Sendable () -> Void) throws {
        self.surface = surface
        self.composer = composer
        self.onMainThreadFrame = onMainThreadFrame
        presenter = try FramePresenter(window: surface)
        presenter.onFrame = { [unowned self] _ in draw() }
        presenter.onWake = { [unowned self] in
            if !presenter.isWaitingForFrame { draw() }
        }
        presenter.onError = { error in UIApplication.fail("\(error)") }
        presenter.onMainQueueEvents = onMainQueueEvents
    }

    /// Starts the render thread.
    func start() {
        presenter.start(name: "render")
    }

    /// Ends the render thread and gives the window back to the main thread, before the window goes.
    func stop() {
        wake(at: nil)
        presenter.stop()
    }

    /// Has the render thread draw the latest commit (now, or at the frame callback it awaits).
    func wake() {
        presenter.wake()
    }

    /// Wakes the render thread at media time `time` (none when nil), replacing the wake set before.
    func wake(at time: CFTimeInterval?) {
        pendingLock.withLock {
            eventTimer?.cancel()
            eventTimer = nil
            guard let time else { return }
            let timer = DispatchSource.makeTimerSource(queue: .global(qos: .userInteractive))
            timer.schedule(deadline: .now() + max(0, time - CACurrentMediaTime()))
            timer.setEventHandler { [weak self] in self?.presenter.wake() }
            timer.resume()
            eventTimer = timer
        }
    }

    /// The main thread handled a frame it asked to hear of; the next one may be announced.
    func mainThreadFrameHandled() {
        pendingLock.withLock { isMainThreadFramePending = false }
    }

    /// Draws one frame on the render thread.
    private func draw() {
        let announce = surface.withSurfaceLock { () -> Bool in
            do {
                guard let frame = try presenter.nextFrame() else { return false }
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
                } else if try !presenter.present(frame, damage: damage, requestFrame: wantsFrame) {
                    // Reconfigured meanwhile: the main thread answered it; draw again for the new size.
                    composer.compositor.invalidate()
                    presenter.wake()
                }
                return composer.mainThreadWantsFrames
            } catch {
                UIApplication.fail("\(error)")
            }
        }
        guard announce else { return }
        let first = pendingLock.withLock { () -> Bool in
            defer { isMainThreadFramePending = true }
            return !isMainThreadFramePending
        }
        if first { onMainThreadFrame() }
    }
}
