import Foundation
import QuartzCore
import Wayland

/// Joins a `UIWindow` to its desktop window: answers configures by laying out and drawing at the
/// new size in the same frame, draws frames while animations run (paced by frame callbacks)
/// and only then, and turns pointer, touch and key input into UIKit events.
@MainActor
final class WindowRenderer {
    unowned let window: UIWindow
    let desktop: DesktopConnection
    let surface: Wayland.Window
    let compositor = Compositor()
    let input: WindowInput
    /// Surface units per point (`UIWindow.desktopZoom`).
    let zoom: CGFloat
    /// Pixel surfaces over the shm buffers, by buffer. The buffer is held weakly: the pool alone
    /// decides when a buffer goes (its memory and descriptor with it).
    private var targets: [ObjectIdentifier: DrawingTarget] = [:]
    /// Something changed since the last frame was drawn.
    private var isDirty = true
    /// An instrument asked for the next frame (a flash to restore, the frame rate to count).
    private var instrumentsWantFrame = false
    /// A timer waking the window for an animation that starts (or ends) later.
    private var wakeTimer: DispatchSourceTimer?

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
        compositor.clearColor = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 1)
        surface.onConfigure = { [unowned self] configuration in configured(configuration) }
        surface.onFrame = { [unowned self] _ in frameCallback() }
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
        CADisplayLink.requestFrames = { [weak self] in self?.setNeedsFrame() }
    }

    func setTitle(_ title: String) { surface.setTitle(title) }

    /// Draws at `outputScale` times the zoom, and has the window's views draw their content so.
    private func use(outputScale: CGFloat) {
        compositor.scale = outputScale * zoom
        window.pixelScale = compositor.scale
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
        isDirty = true
        drawFrame()
    }

    /// Something changed: draw at the next frame callback, or now when none is awaited.
    func setNeedsFrame() {
        isDirty = true
        if !surface.isWaitingForFrame {
            drawFrame()
        }
    }

    private func frameCallback() {
        if isDirty || instrumentsWantFrame || CADisplayLink.isAnyRunning || CAAnimationEngine.update() {
            drawFrame()
        }
    }

    /// Commits pending changes, advances animations to now, draws what changed, and asks for
    /// the next frame only while something animates.
    private func drawFrame() {
        guard surface.configuration != nil else { return }
        let now = CACurrentMediaTime()
        CADisplayLink.fire(at: now, frameDuration: 1.0 / 60)
        CATransaction.flush()
        window.layoutIfNeeded()
        let animating = CAAnimationEngine.update(atMediaTime: now) || CADisplayLink.isAnyRunning
        CATransaction.flush()
        let tree = window.layer.renderSnapshot()
        guard let buffer = try? surface.nextBuffer() else {
            UIApplication.fail("cannot allocate a window buffer")
        }
        let target = pixelSurface(for: buffer)
        compositor.debugOptions = window.renderDebugOptions
        if surface.needsPresentation, buffer.age != 1 {
            // A configure must be answered with this buffer, which may not show the last frame:
            // it is drawn whole (once, so the instruments count and flash one frame).
            compositor.invalidate()
        }
        let frame = compositor.render(tree, into: target, bufferAge: buffer.age, at: now)
        instrumentsWantFrame = frame.wantsNextFrame
        let wantsFrame = animating || instrumentsWantFrame
        // What changed since the last frame shown; a buffer repainted more than that (a new one,
        // or one older than the damage remembered) reports what it repainted.
        let changed = buffer.age == 1 ? frame.damage : frame.repainted
        let damage = changed.rects.map { PixelRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
        Log.render.debug("frame at \(now): \(damage.count) damage rect(s), \(damage.reduce(0) { $0 + $1.width * $1.height }) pixels, buffer age \(buffer.age)")
        do {
            if damage.isEmpty, buffer.age > 0, !surface.needsPresentation {
                // Nothing changed on screen: keep the buffer, only keep pacing while animating.
                if wantsFrame { try surface.requestFrame() }
            } else {
                try surface.present(buffer, damage: damage, requestFrame: wantsFrame)
            }
        } catch {
            UIApplication.fail("\(error)")
        }
        isDirty = false
        scheduleWake(animating: animating, after: now)
    }

    /// When nothing animates now but an animation starts or ends later, wakes up then.
    private func scheduleWake(animating: Bool, after now: CFTimeInterval) {
        wakeTimer?.cancel()
        wakeTimer = nil
        guard !animating, let next = CAAnimationEngine.nextEventTime(after: now) else { return }
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + max(0, next - now))
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.setNeedsFrame() }
        }
        timer.resume()
        wakeTimer = timer
    }

    private func pixelSurface(for buffer: ShmBuffer) -> PixelSurface {
        let key = ObjectIdentifier(buffer)
        if let cached = targets[key], cached.buffer === buffer { return cached.surface }
        targets = targets.filter { $0.value.buffer != nil }
        guard let target = PixelSurface(borrowing: buffer.pixels, width: buffer.width, height: buffer.height, stride: buffer.stride) else {
            UIApplication.fail("cannot wrap a window buffer of \(buffer.width)×\(buffer.height)")
        }
        targets[key] = DrawingTarget(buffer: buffer, surface: target)
        return target
    }

    private func closeRequested() {
        UIApplication.shared.windows.removeAll { $0 === window }
        if UIApplication.shared.windows.isEmpty {
            UIApplication.shared.terminate()
        }
        window.isHidden = true
    }
}

/// A pixel surface over a window buffer's memory, valid while the buffer lives.
private struct DrawingTarget {
    weak var buffer: ShmBuffer?
    let surface: PixelSurface
}
