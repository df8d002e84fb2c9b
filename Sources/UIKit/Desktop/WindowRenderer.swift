import Foundation
import QuartzCore
import Wayland

/// Joins a `UIWindow` to its desktop window on the main thread: commits the window's layer tree to the render
/// thread (`WindowRenderLoop`) whenever something changed, answers configures by laying out and drawing at the new
/// size in the same turn, delivers animation events when animations start and end, and turns pointer, touch and
/// key input into UIKit events.
@MainActor
final class WindowRenderer {
    unowned let window: UIWindow
    let desktop: DesktopConnection
    let surface: Wayland.Window
    let input: WindowInput
    /// Surface units per point (`UIWindow.desktopZoom`).
    let zoom: CGFloat
    /// The render side: the committed tree and the compositor, shared with the render thread under the surface lock.
    private let composer = WindowComposer()
    private var renderLoop: WindowRenderLoop!
    /// A timer waking the window for an animation that starts (or ends) later.
    private var wakeTimer: DispatchSourceTimer?
    /// A commit is running (changes it makes are in it) or queued for this turn (one commit serves them all).
    private var isCommitting = false
    private var isCommitQueued = false

    init(window: UIWindow, desktop: DesktopConnection) {
        self.window = window
        self.desktop = desktop
        zoom = window.desktopZoom.isFinite ? min(4, max(0.5, window.desktopZoom)) : 1
        let size = window.bounds.size
        do {
            surface = try Wayland.Window(
                display: desktop.display, title: window.title, appID: window.appID,
                preferredSize: WindowSize(width: max(1, Int((size.width * zoom).rounded())), height: max(1, Int((size.height * zoom).rounded()))),
                minimumSize: WindowRenderer.surfaceSize(window.minimumSize, zoom: zoom))
        } catch {
            UIApplication.fail("\(error)")
        }
        input = WindowInput(window: window, zoom: zoom)
        composer.zoom = zoom
        do {
            renderLoop = try WindowRenderLoop(
                surface: surface, composer: composer,
                onMainThreadFrame: { [weak self] in
                    DispatchQueue.main.async { MainActor.assumeIsolated { self?.mainThreadFrame() } }
                },
                onMainQueueEvents: { [weak desktop] in
                    DispatchQueue.main.async { MainActor.assumeIsolated { desktop?.dispatchPending() } }
                })
        } catch {
            UIApplication.fail("\(error)")
        }
        surface.onConfigure = { [unowned self] configuration in configured(configuration) }
        surface.onClose = { [unowned self] in closeRequested() }
        surface.onScaleChange = { [unowned self] scale in
            use(outputScale: CGFloat(scale))
            setNeedsFrame()
        }
        surface.onPointer = { [unowned self] frame in
            input.handle(frame)
            setNeedsFrame()
        }
        surface.onTouch = { [unowned self] frame in
            input.handle(frame)
            setNeedsFrame()
        }
        surface.onKey = { [unowned self] event in
            input.handle(event)
            setNeedsFrame()
        }
        CATransaction.addCommitObserver { [weak self] in self?.setNeedsFrame() }
        claimDisplayLinks()
        renderLoop.start()
    }

    func setTitle(_ title: String) { surface.setTitle(title) }

    /// Has the window's views draw their content at `outputScale` times the zoom (frames take their scale from
    /// their buffer's).
    private func use(outputScale: CGFloat) {
        window.pixelScale = outputScale * zoom
    }

    func setMinimumSize(_ size: CGSize) {
        surface.setMinimumSize(WindowRenderer.surfaceSize(size, zoom: zoom))
    }

    /// A size in points as whole surface units.
    private static func surfaceSize(_ size: CGSize, zoom: CGFloat) -> WindowSize {
        WindowSize(width: Int((size.width * zoom).rounded(.up)), height: Int((size.height * zoom).rounded(.up)))
    }

    func setMaximized(_ maximized: Bool) { surface.setMaximized(maximized) }
    func setFullscreen(_ fullscreen: Bool) { surface.setFullscreen(fullscreen) }

    /// The compositor chose a size and states: lay out at that size and draw now, so no stale or
    /// stretched frame is ever shown.
    private func configured(_ configuration: WindowConfiguration) {
        let size = CGSize(width: CGFloat(configuration.size.width) / zoom, height: CGFloat(configuration.size.height) / zoom)
        var states: UIWindow.States = []
        if configuration.states.contains(.maximized) { states.insert(.maximized) }
        if configuration.states.contains(.fullscreen) { states.insert(.fullscreen) }
        if configuration.states.contains(.activated) { states.insert(.activated) }
        if configuration.states.contains(.resizing) { states.insert(.resizing) }
        if !configuration.states.isDisjoint(with: .tiled) { states.insert(.tiled) }
        if states != window.states {
            window.states = states
            window.onStatesChange?(states)
        }
        if window.bounds.size != size {
            UIView.performWithoutAnimation {
                window.frame = CGRect(origin: .zero, size: size)
            }
        }
        use(outputScale: CGFloat(surface.scale))
        commit()
        drawConfiguredFrame()
    }

    /// Something changed: commit it to the render thread at the end of this turn (once for every change of the
    /// turn), which draws it now or at its next frame callback.
    func setNeedsFrame() {
        guard surface.configuration != nil, !isCommitting, !isCommitQueued else { return }
        isCommitQueued = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.commitQueued() }
        }
    }

    private func commitQueued() {
        guard isCommitQueued else { return }
        commit()
        renderLoop.wake()
    }

    /// The render thread drew a frame the main thread asked to hear of: display links fire (once a frame), content
    /// drawn from animated values is drawn again, and the result is committed.
    private func mainThreadFrame() {
        renderLoop.mainThreadFrameHandled()
        guard surface.configuration != nil else { return }
        isCommitting = true
        CADisplayLink.fire(at: CACurrentMediaTime(), frameDuration: 1.0 / 60)
        isCommitting = false
        commit()
        renderLoop.wake()
    }

    /// Commits pending changes, lays out, advances the animation life cycle to now (starts, stops, completions),
    /// and hands the window's tree to the render side as a snapshot.
    private func commit() {
        isCommitting = true
        isCommitQueued = false
        defer { isCommitting = false }
        let now = CACurrentMediaTime()
        CATransaction.flush()
        window.layoutIfNeeded()
        let animating = CAAnimationEngine.update(atMediaTime: now)
        CATransaction.flush()
        let tree = window.layer.treeSnapshot()
        let options = window.renderDebugOptions
        let next = CAAnimationEngine.nextEventTime(after: now)
        surface.withSurfaceLock {
            composer.tree = tree
            composer.isAnimating = animating
            // Content drawn from animated values needs the main thread only while they change.
            composer.mainThreadWantsFrames = CADisplayLink.isAnyRunning || (animating && tree.drawsAnimatedContent)
            composer.nextEventTime = animating ? nil : next
            composer.compositor.debugOptions = options
        }
        renderLoop.wake(at: animating ? nil : next)
        scheduleWake(at: next, after: now)
    }

    /// Answers a configure on the main thread, in the same turn: draws the committed tree at the new size into a
    /// buffer and commits it (acknowledging the configure), so no stale or stretched frame is ever shown.
    private func drawConfiguredFrame() {
        surface.withSurfaceLock {
            guard let buffer = try? surface.nextBuffer() else {
                UIApplication.fail("cannot allocate a window buffer")
            }
            let now = CACurrentMediaTime()
            guard let damage = composer.compose(into: buffer, scale: surface.scale, at: now, wholeFrame: buffer.age != 1) else {
                UIApplication.fail("cannot wrap a window buffer of \(buffer.width)×\(buffer.height)")
            }
            do {
                try surface.present(buffer, damage: damage, requestFrame: composer.wantsFrame(at: now))
            } catch {
                UIApplication.fail("\(error)")
            }
        }
    }

    /// Wakes up at media time `next`, when an animation starts or ends, to deliver its events and commit what follows.
    private func scheduleWake(at next: CFTimeInterval?, after now: CFTimeInterval) {
        wakeTimer?.cancel()
        wakeTimer = nil
        guard let next else { return }
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + max(0, next - now))
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.setNeedsFrame() }
        }
        timer.resume()
        wakeTimer = timer
    }

    /// Display links ask this window for frames.
    func claimDisplayLinks() {
        CADisplayLink.requestFrames = { [weak self] in self?.setNeedsFrame() }
    }

    /// The desktop asked to close the window: the last one ends the app; another is hidden and its desktop window
    /// goes once this event's dispatch is over (its render thread first, then its surface).
    private func closeRequested() {
        UIApplication.shared.windows.removeAll { $0 === window }
        if UIApplication.shared.windows.isEmpty {
            UIApplication.shared.terminate()
        }
        window.isHidden = true
        let closing = window
        DispatchQueue.main.async {
            MainActor.assumeIsolated { closing.closeDesktopWindow() }
        }
    }

    /// Stops drawing: the render thread ends and no timer wakes the window again.
    func close() {
        wakeTimer?.cancel()
        wakeTimer = nil
        isCommitQueued = false
        renderLoop.stop()
        UIApplication.shared.windows.first?.screenWindow?.claimDisplayLinks()
    }
}
