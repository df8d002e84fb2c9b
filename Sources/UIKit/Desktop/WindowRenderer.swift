import Foundation
import QuartzCore
import Wayland

/// Joins a `UIWindow` to its desktop window on the main thread: its frame scheduler commits the window's layer tree
/// to the render thread (`WindowRenderLoop`) whenever something changed and delivers animation events when
/// animations start and end; configures are answered by laying out and drawing at the new size in the same turn;
/// pointer, touch and key input become UIKit events.
@MainActor
final class WindowRenderer {
    unowned let window: UIWindow
    let desktop: DesktopConnection
    let surface: Wayland.Window
    let input: WindowInput
    /// The input method of the desktop, joined to the first responder while this window has the text-input focus.
    let textInput: DesktopTextInput
    /// Surface units per point (`UIWindow.desktopZoom`).
    let zoom: CGFloat
    /// The render side: the committed tree and the compositor, shared with the render thread under the surface lock.
    private let composer = WindowComposer()
    private let renderLoop: WindowRenderLoop
    /// Commit → snapshot → wake, with the window's one timer.
    let scheduler: FrameScheduler
    /// The window's frame counts, when it collects them (`UIWindow.collectsFrameStatistics`).
    let statistics: FrameStatisticsRecorder?

    /// Joins `window` to a new toplevel, or, with `popup`, to a popup of another window's surface (a menu).
    init(window: UIWindow, desktop: DesktopConnection, popup: (parent: Wayland.Window, placement: PopupPlacement, grabSerial: UInt32?)? = nil) {
        self.window = window
        self.desktop = desktop
        zoom = window.desktopZoom.isFinite ? min(4, max(0.5, window.desktopZoom)) : 1
        let size = window.bounds.size
        do {
            if let popup {
                surface = try Wayland.Window(popupOf: popup.parent, placement: popup.placement, grabSerial: popup.grabSerial)
            } else {
                surface = try Wayland.Window(
                    display: desktop.display, title: window.title, appID: window.appID,
                    preferredSize: WindowSize(width: max(1, Int((size.width * zoom).rounded())), height: max(1, Int((size.height * zoom).rounded()))),
                    minimumSize: WindowRenderer.surfaceSize(window.minimumSize, zoom: zoom))
            }
        } catch {
            UIApplication.fail("\(error)")
        }
        input = WindowInput(window: window, zoom: zoom)
        textInput = DesktopTextInput(surface: surface, zoom: zoom)
        composer.zoom = zoom
        statistics = window.collectsFrameStatistics ? FrameStatisticsRecorder() : nil
        do {
            renderLoop = try WindowRenderLoop(surface: surface, composer: composer, statistics: statistics, onMainQueueEvents: { [weak desktop] in
                DispatchQueue.main.async { MainActor.assumeIsolated { desktop?.dispatchPending() } }
            })
        } catch {
            UIApplication.fail("\(error)")
        }
        scheduler = FrameScheduler(window: window, wakeRenderThread: { [renderLoop] in renderLoop.wake() })
        scheduler.isDrawable = false
        scheduler.onCommit = { [composer, input] commit in
            var commit = commit
            commit.inputTime = input.takeNewestEventTime()
            composer.mailbox.post(commit)
        }
        renderLoop.onMainThreadFrame = { [weak scheduler] in scheduler?.frameWasDrawn() }
        surface.onConfigure = { [unowned self] configuration in configured(configuration) }
        surface.onClose = { [unowned self] in closeRequested() }
        surface.onScaleChange = { [unowned self] scale in
            use(outputScale: CGFloat(scale))
            scheduler.setNeedsFlush()
        }
        surface.onPointer = { [unowned self] frame in
            // The compositor dismisses a menu on clicks into other programs; a click into this window closes it here.
            // A press on the menu bar's titles goes to the bar, which moves between its menus.
            if let menu = window.openMenu, frame.events.contains(where: WindowRenderer.isPress),
               !window.mainMenuBarTakesPress(at: CGPoint(x: CGFloat(frame.x) / zoom, y: CGFloat(frame.y) / zoom)) {
                return menu.dismiss(choosing: nil)
            }
            input.handle(frame)
            requestContextMenu(frame)
        }
        surface.onTouch = { [unowned self] frame in input.handle(frame) }
        surface.onPointerGesture = { [unowned self] event in input.handle(event) }
        input.pointer.onCursorChange = { [unowned self] cursor in surface.cursor = cursor }
        surface.onKey = { [unowned self] event in
            // An open menu takes the keys first (WindowInput), even when the compositor sends them to this window.
            input.handle(event)
        }
        scheduler.claimAppHooks()
        renderLoop.start()
    }

    func setTitle(_ title: String) { surface.setTitle(title) }

    /// A secondary (right) button press asks the view under the pointer for its context menu.
    private func requestContextMenu(_ frame: PointerFrame) {
        for event in frame.events {
            if case let .button(WindowRenderer.secondaryButton, true, serial, _) = event {
                window.contextMenuRequested(at: CGPoint(x: CGFloat(frame.x) / zoom, y: CGFloat(frame.y) / zoom), serial: serial)
            }
        }
    }

    private static func isPress(_ event: PointerEvent) -> Bool {
        if case .button(_, true, _, _) = event { return true }
        return false
    }

    /// BTN_RIGHT.
    static let secondaryButton: UInt32 = 0x111

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
        scheduler.isDrawable = true
        scheduler.flush(wakingRenderThread: false)
        drawConfiguredFrame()
    }

    /// Answers a configure on the main thread, in the same turn: draws the committed tree at the new size into a
    /// buffer and commits it (acknowledging the configure), so no stale or stretched frame is ever shown.
    private func drawConfiguredFrame() {
        surface.withSurfaceLock {
            let next: ShmBuffer?
            do {
                next = try surface.nextBuffer()
            } catch {
                UIApplication.fail("cannot allocate a window buffer: \(error)")
            }
            // The compositor holds every buffer: the render thread answers the configure when one is released.
            guard let buffer = next else { return }
            if let inputTime = composer.adoptPostedCommit()?.inputTime { statistics?.inputCommitted(at: inputTime) }
            let now = CACurrentMediaTime()
            guard let damage = composer.compose(into: buffer, scale: surface.scale, at: now, wholeFrame: buffer.age != 1) else {
                UIApplication.fail("cannot wrap a window buffer of \(buffer.width)×\(buffer.height)")
            }
            let wantsFrame = composer.wantsFrame(at: now)
            do {
                try surface.present(buffer, damage: damage, requestFrame: wantsFrame)
            } catch {
                UIApplication.fail("\(error)")
            }
            if composer.idleRelease.framePresented(at: now, wantsNextFrame: wantsFrame) { renderLoop.scheduleIdleCheck() }
        }
    }

    /// The desktop asked to close the window: the last one sends the app to the background and ends it; another is
    /// hidden and its desktop window goes once this event's dispatch is over (its render thread first, then its
    /// surface).
    func closeRequested() {
        if let menu = window as? MenuWindow {
            // A popup the compositor ended (a click outside): the menu closes, the app goes on.
            return menu.popupDone()
        }
        UIApplication.shared.windows.removeAll { $0 === window }
        if UIApplication.shared.windows.isEmpty {
            UIApplication.shared.lastWindowClosed()
            UIApplication.shared.terminate()
        }
        window.isHidden = true
        let closing = window
        DispatchQueue.main.async {
            MainActor.assumeIsolated { closing.closeDesktopWindow() }
        }
    }

    /// Stops drawing: the render thread ends, no timer wakes the window again and no event of its surface reaches it;
    /// another window takes the app's transactions and display links.
    func close() {
        scheduler.stop()
        renderLoop.stop()
        surface.removeEventHandlers()
        UIApplication.shared.windows.first?.screenWindow?.scheduler.claimAppHooks()
    }
}
