import Foundation
import QuartzCore
import Wayland

/// Turns a window's pointer, touch and key input into UIKit events: the primary pointer button
/// acts as a finger (a `UITouch` of type `.indirectPointer`), touch points as fingers, keys as
/// presses sent along the responder chain from the first responder.
@MainActor
final class WindowInput {
    private(set) weak var window: UIWindow?
    /// The touch the primary pointer button is making, while it is down.
    private var pointerTouch: UITouch?
    /// Touches of the touch screen, by touch-point id.
    private var fingers: [Int32: UITouch] = [:]
    /// Touches kept from their view's own touch methods (`isMultipleTouchEnabled`).
    private var withheldFromView: Set<ObjectIdentifier> = []
    private var pointerLocation = CGPoint.zero
    private var lastTap: (time: TimeInterval, location: CGPoint, count: Int)?
    /// Live presses, by key code.
    private var presses: [UInt32: UIPress] = [:]
    /// Keys whose press a key command took: their release is not delivered either.
    private var commandKeys: Set<UInt32> = []
    /// The Alt key held with no other key pressed since: its release shows or hides the menu bar.
    var altAlone: UInt32?
    /// The gesture recognizers' view of the touches.
    let arena = GestureArena()
    /// What gives the touches to their views, holding them while a scroll view delays content touches.
    let contentTouches = ContentTouchGate()
    /// What follows the pointer with no button needed: hover, pointer regions and the cursor, tooltips.
    let pointer: PointerTracker
    /// The touchpad's pinches and the scrolling pans follow.
    let touchpad: TouchpadInput
    /// The media time of the newest pointer or key event handled since the last `takeNewestEventTime()`.
    private var newestEventTime: TimeInterval?
    /// The keyboard's modifiers as the newest pointer, touch or key event had them: what `UIEvent.modifierFlags` says.
    private(set) var modifierFlags: UIKeyModifierFlags = []

    static let primaryButton: UInt32 = 0x110
    /// A mouse's back buttons (BTN_SIDE, BTN_BACK), which go back as a browser's do.
    static let backButtons: Set<UInt32> = [0x113, 0x116]
    /// The most time between two touches going down that still makes them a double tap.
    static let multipleTapInterval: TimeInterval = 0.35

    /// Surface units per point: desktop coordinates are divided by it.
    let zoom: CGFloat

    init(window: UIWindow, zoom: CGFloat = 1) {
        self.window = window
        self.zoom = zoom
        pointer = PointerTracker(window: window)
        touchpad = TouchpadInput(window: window)
        window.pointerTracker = pointer
    }

    /// A desktop position (surface units) in points.
    private func point(_ x: Double, _ y: Double) -> CGPoint {
        CGPoint(x: CGFloat(x) / zoom, y: CGFloat(y) / zoom)
    }

    /// The media time of the newest pointer or key event handled since the last call, if any: what the next commit
    /// shows the result of (`UIWindow.frameStatistics`' input latencies).
    func takeNewestEventTime() -> TimeInterval? {
        defer { newestEventTime = nil }
        return newestEventTime
    }

    private func handled(stamp: UInt32) {
        let time = CompositorTime.mediaTime(ofStamp: stamp)
        newestEventTime = max(newestEventTime ?? time, time)
    }

    func handle(_ frame: PointerFrame) {
        modifierFlags = WindowInput.flags(frame.modifiers)
        var scrolled = CGPoint.zero, scrollStamp: UInt32?, stopStamp: UInt32?
        for event in frame.events {
            Log.input.trace("pointer \(event)")
            switch event {
            case let .enter(x, y, _):
                pointerLocation = point(x, y)
                pointer.pointerMoved(to: pointerLocation, at: CACurrentMediaTime(), modifiers: modifierFlags)
            case let .motion(x, y, stamp):
                handled(stamp: stamp)
                pointerLocation = point(x, y)
                pointer.pointerMoved(to: pointerLocation, at: CompositorTime.mediaTime(ofStamp: stamp), modifiers: modifierFlags)
                if pointerTouch == nil { window?.mainMenuPointerMoved(to: pointerLocation) }
                if let touch = pointerTouch {
                    move(touch, to: pointerLocation, at: CompositorTime.mediaTime(ofStamp: stamp))
                }
            case let .button(code, isPressed, _, stamp) where code == WindowInput.primaryButton:
                handled(stamp: stamp)
                let time = CompositorTime.mediaTime(ofStamp: stamp)
                if isPressed { pointer.pointerPressed() }
                // Alt held for a click (a window move) is not Alt alone.
                if isPressed { altAlone = nil }
                if isPressed, pointerTouch == nil {
                    pointerTouch = begin(at: pointerLocation, type: .indirectPointer, at: time)
                } else if !isPressed, let touch = pointerTouch {
                    end(touch, cancelled: false, at: time)
                    pointerTouch = nil
                }
            case let .axis(axis, value, _, stamp):
                let delta = axis == .vertical ? point(0, value) : point(value, 0)
                scrolled = CGPoint(x: scrolled.x + delta.x, y: scrolled.y + delta.y)
                scrollStamp = stamp
            case let .button(code, true, _, _) where WindowInput.backButtons.contains(code):
                window?.performBackCommand()
            case .leave:
                pointer.pointerLeft()
            case let .button(_, isPressed, _, _):
                if isPressed { pointer.pointerPressed() }
            case let .axisStop(_, stamp):
                stopStamp = stamp
            }
        }
        if let scrollStamp {
            let type: UIScrollType = [.finger, .continuous].contains(frame.axisSource) ? .continuous : .discrete
            // Only fingers promise an axis stop; a wheel's notch or a trackpoint's step ends where it is.
            let endsAlone = frame.axisSource != .finger
            if !touchpad.scroll(scrolled, type: type, endsAlone: endsAlone, at: pointerLocation, stamp: scrollStamp, modifiers: modifierFlags) {
                scroll(scrolled)
            }
            // The content moved under the pointer.
            pointer.pointerMoved(to: pointerLocation, at: CACurrentMediaTime(), modifiers: modifierFlags)
        }
        if let stopStamp { touchpad.scrollStopped(stamp: stopStamp, modifiers: modifierFlags) }
    }

    /// A touchpad gesture, with the pointer where it last was.
    func handle(_ event: PointerGestureEvent) {
        touchpad.handle(event, at: pointerLocation, modifiers: modifierFlags)
    }

    /// Scrolls the innermost scroll view (or turns the picker wheel, or pages the calendar) under the pointer.
    private func scroll(_ delta: CGPoint) {
        var view = window?.hitTest(pointerLocation, with: nil)
        while let current = view {
            if let wheel = current as? PickerColumnView {
                wheel.scrollWheel(by: delta.y)
                return
            }
            if let calendar = current as? UICalendarView {
                calendar.scrollWheel(by: delta)
                return
            }
            if let scrollView = current as? UIScrollView, scrollView.isScrollEnabled {
                scrollView.scroll(by: delta)
                return
            }
            view = current.superview
        }
    }

    func handle(_ frame: TouchFrame) {
        modifierFlags = WindowInput.flags(frame.modifiers)
        for event in frame.events {
            Log.input.trace("touch \(event)")
            switch event {
            case let .down(id, x, y, _, stamp):
                fingers[id] = begin(at: point(x, y), type: .direct, at: CompositorTime.mediaTime(ofStamp: stamp))
            case let .motion(id, x, y, stamp):
                if let touch = fingers[id] { move(touch, to: point(x, y), at: CompositorTime.mediaTime(ofStamp: stamp)) }
            case let .up(id, _, stamp):
                if let touch = fingers.removeValue(forKey: id) {
                    end(touch, cancelled: false, at: CompositorTime.mediaTime(ofStamp: stamp))
                }
            case .cancel:
                for touch in fingers.values { end(touch, cancelled: true, at: CACurrentMediaTime()) }
                fingers.removeAll()
            }
        }
    }

    func handle(_ event: KeyEvent) {
        Log.input.trace("key \(event.name) code \(event.code) \(event.isPressed ? (event.isRepeat ? "repeat" : "down") : "up")")
        // Ctrl+C types no text; the key still stands for "c" (a one-character keysym name).
        let bare = event.text.isEmpty && event.name.count == 1 ? event.name : event.text
        let key = UIKey(
            characters: event.text, charactersIgnoringModifiers: bare.lowercased(),
            modifierFlags: WindowInput.flags(event.modifiers), keyCode: Int(event.code), keysymName: event.name)
        guard let window else { return }
        modifierFlags = key.modifierFlags
        if window.togglesInstrumentsWithKeys, let option = RenderDebugOptions.toggled(by: key) {
            // The instrument keys never reach the responders; a held key toggles once.
            if event.isPressed, !event.isRepeat { window.renderDebugOptions.formSymmetricDifference(option) }
            return
        }
        if menuBarTook(event) {
            commandKeys.insert(event.code)
            return
        }
        let responder: UIResponder = window.firstResponderHere ?? window.focusSystem.liveFocusedItem as? UIView ?? window.keyInputResponder
        // A repeat carries its press's stamp; it happens now.
        let time = event.isRepeat ? CACurrentMediaTime() : CompositorTime.mediaTime(ofStamp: event.time)
        newestEventTime = max(newestEventTime ?? time, time)
        // While focus is in the window its keys come before the app's key commands, as on iPadOS, except a command
        // that wants priority over the system's behaviour.
        if event.isPressed, !(window.firstResponderHere is UIView), window.focusSystem.claims(key),
           KeyCommandDispatch.perform(key, from: responder, prioritizedOnly: true) != nil || window.focusSystem.handle(key) {
            commandKeys.insert(event.code)
            return
        }
        if event.isPressed, KeyCommandDispatch.perform(key, from: responder) != nil || (event.isRepeat && commandKeys.contains(event.code))
            || (!event.isRepeat && MainMenuCommands.performShortcut(key, from: responder, in: window) != nil) {
            commandKeys.insert(event.code)
            return
        }
        if !event.isPressed, commandKeys.remove(event.code) != nil { return }
        // A media key is a remote-control event for the responder chain, as a headset's buttons are on iOS.
        if let subtype = UIEvent.EventSubtype(mediaKey: event.name) {
            if event.isPressed, !event.isRepeat {
                responder.remoteControlReceived(with: UIEvent(type: .remoteControl, subtype: subtype, timestamp: time))
            }
            return
        }
        // Tab with no view holding the keys gives them to the window's first field (Shift+Tab: its last).
        if event.isPressed, !(window.firstResponderHere is UIView), ["Tab", "ISO_Left_Tab"].contains(event.name),
           FocusLoop.focusFirst(in: window, backwards: key.modifierFlags.contains(.shift) || event.name == "ISO_Left_Tab") {
            commandKeys.insert(event.code)
            return
        }
        if event.isPressed {
            let press = presses[event.code] ?? UIPress(phase: .began, key: key, timestamp: time)
            press.phase = event.isRepeat ? .changed : .began
            press.timestamp = time
            presses[event.code] = press
            responder.pressesBegan([press], with: UIPressesEvent(presses: [press], timestamp: time, modifierFlags: key.modifierFlags))
        } else if let press = presses.removeValue(forKey: event.code) {
            press.phase = .ended
            press.timestamp = time
            responder.pressesEnded([press], with: UIPressesEvent(presses: [press], timestamp: time, modifierFlags: key.modifierFlags))
        }
    }

    /// A new touch at `location` (window coordinates) at media time `time`, delivered to the view hit there.
    private func begin(at location: CGPoint, type: UITouch.TouchType, at time: TimeInterval) -> UITouch? {
        guard let window else { return nil }
        let count = tapCount(at: location, time: time)
        let touch = UITouch(type: type, phase: .began, location: location, timestamp: time, tapCount: count, window: window)
        touch.view = admitted(window.hitTest(location, with: nil))
        if let view = touch.view, !view.isMultipleTouchEnabled, trackedViews.contains(where: { $0 === view }) {
            withheldFromView.insert(ObjectIdentifier(touch))
        }
        Log.input.trace("touch began at \(location.x),\(location.y) (\(type)) on \(touch.view.map { String(describing: Swift.type(of: $0)) } ?? "nothing")")
        let event = touchEvent(touch, at: time)
        arena.touchesBegan([touch], with: event)
        if reachesView(touch) { contentTouches.began(touch, with: event) }
        return touch
    }

    /// The view a new touch goes to: `view`, unless an exclusive-touch view tracks another touch or `view` is
    /// exclusive while others are tracked — then nowhere, as on iOS.
    private func admitted(_ view: UIView?) -> UIView? {
        guard let view else { return nil }
        let others = trackedViews
        if others.contains(where: { $0.isExclusiveTouch && $0 !== view }) { return nil }
        if view.isExclusiveTouch, others.contains(where: { $0 !== view }) { return nil }
        return view
    }

    /// The views of the touches down now.
    private var trackedViews: [UIView] {
        (Array(fingers.values) + [pointerTouch].compactMap { $0 })
            .filter { $0.phase != .ended && $0.phase != .cancelled }.compactMap(\.view)
    }

    /// Whether `touch` reaches its view's own touch methods: not a second touch on a view that takes one at a time
    /// (its gesture recognizers still see it, so a pinch works, as on iOS).
    private func reachesView(_ touch: UITouch) -> Bool {
        arena.viewReceives(touch) && !withheldFromView.contains(ObjectIdentifier(touch))
    }

    private func move(_ touch: UITouch, to location: CGPoint, at time: TimeInterval) {
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = location
        touch.phase = .moved
        touch.timestamp = time
        let event = touchEvent(touch, at: time)
        arena.touchesMoved([touch], with: event)
        if touch.viewDelivery == .delivered { touch.view?.touchesMoved([touch], with: event) }
    }

    private func end(_ touch: UITouch, cancelled: Bool, at time: TimeInterval) {
        touch.phase = cancelled ? .cancelled : .ended
        touch.timestamp = time
        let event = touchEvent(touch, at: time)
        withheldFromView.remove(ObjectIdentifier(touch))
        if cancelled {
            arena.touchesCancelled([touch], with: event)
            contentTouches.drop(touch)
            if touch.viewDelivery == .delivered { touch.view?.touchesCancelled([touch], with: event) }
        } else {
            arena.touchesEnded([touch], with: event)
            // A touch lifting before its delay ran out reaches its view now: began, then ended.
            contentTouches.release(touch)
            if touch.viewDelivery == .delivered { touch.view?.touchesEnded([touch], with: event) }
        }
    }

    /// The event of one touch changing: the modifiers held now, and the primary button while the pointer's touch is down.
    private func touchEvent(_ touch: UITouch, at time: TimeInterval) -> UIEvent {
        let buttons: UIEvent.ButtonMask = touch.type == .indirectPointer && touch.phase != .ended && touch.phase != .cancelled ? .primary : []
        return UIEvent(type: .touches, timestamp: time, touches: [touch], modifierFlags: modifierFlags, buttonMask: buttons)
    }

    /// Counts taps in quick succession at about the same place, as `UITouch.tapCount` does, by the
    /// times the touches went down.
    private func tapCount(at location: CGPoint, time: TimeInterval) -> Int {
        var count = 1
        if let last = lastTap, (0..<WindowInput.multipleTapInterval).contains(time - last.time), hypot(location.x - last.location.x, location.y - last.location.y) < 10 {
            count = last.count + 1
        }
        lastTap = (time, location, count)
        return count
    }

    static func flags(_ modifiers: KeyModifiers) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if modifiers.contains(.shift) { flags.insert(.shift) }
        if modifiers.contains(.control) { flags.insert(.control) }
        if modifiers.contains(.alternate) { flags.insert(.alternate) }
        if modifiers.contains(.command) { flags.insert(.command) }
        if modifiers.contains(.capsLock) { flags.insert(.alphaShift) }
        return flags
    }
}
