import CWaylandProtocols
import Foundation

/// The seat's keyboard: compiles the compositor's keymap, tracks modifiers and focus, repeats
/// held keys, and delivers `KeyEvent`s to the focused window.
public final class Keyboard {
    let proxy: OpaquePointer
    unowned let seat: Seat
    /// The keymap the compositor sent, once it did.
    public private(set) var keymap: Keymap?
    private weak var focus: Window?
    var repeater = KeyRepeater()
    private var repeatTime: UInt32 = 0
    /// Dead keys and Compose sequences of the user's locale (nil where the system has no compose tables).
    public private(set) lazy var composer: Composer? = Composer()

    init(seat: Seat, proxy: OpaquePointer) {
        self.seat = seat
        self.proxy = proxy
        wl_keyboard_add_listener(proxy, keyboardListener, userData(self))
    }

    deinit {
        releaseDevice(proxy, since: 3) { wl_keyboard_release($0) }
    }

    fileprivate func keymapReceived(format: UInt32, fd: Int32, size: UInt32) {
        defer { close(fd) }
        guard format == WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1.rawValue else {
            seat.display.deferredError = .invalidInput("a keymap in an unknown format (\(format))")
            return
        }
        do {
            keymap = try Keymap(fileDescriptor: fd, size: Int(size))
            repeater.stop()
        } catch let error as WaylandError {
            seat.display.deferredError = error
        } catch {}
    }

    fileprivate func entered(surface: OpaquePointer?, serial: UInt32) {
        seat.inputEvent(serial: serial)
        focus = seat.display.window(for: surface)
        focus?.onKeyboardFocus?(true)
    }

    fileprivate func left() {
        repeater.stop()
        composer?.reset()
        focus?.onKeyboardFocus?(false)
        focus = nil
    }

    fileprivate func key(serial: UInt32, time: UInt32, code: UInt32, state: UInt32) {
        seat.inputEvent(serial: serial)
        let pressed = state == WL_KEYBOARD_KEY_STATE_PRESSED.rawValue
        if pressed, keymap?.repeats(key: code) == true {
            repeatTime = time
            repeater.press(code, at: .now)
        } else if !pressed {
            repeater.release(code)
        }
        deliver(code: code, isPressed: pressed, isRepeat: false, time: time)
    }

    fileprivate func modifiersChanged(depressed: UInt32, latched: UInt32, locked: UInt32, group: UInt32) {
        keymap?.updateModifiers(depressed: depressed, latched: latched, locked: locked, group: group)
    }

    fileprivate func repeatInfo(rate: Int32, delay: Int32) {
        repeater.rate = max(0, Int(rate))
        repeater.delay = .milliseconds(max(0, Int(delay)))
        if rate <= 0 { repeater.stop() }
    }

    /// Delivers the repeats due at `now`.
    func runRepeats(now: ContinuousClock.Instant) {
        guard let code = repeater.key else { return }
        for _ in 0..<repeater.due(at: now) {
            deliver(code: code, isPressed: true, isRepeat: true, time: repeatTime)
        }
    }

    private func deliver(code: UInt32, isPressed: Bool, isRepeat: Bool, time: UInt32) {
        guard let keymap, let focus else { return }
        let keysym = keymap.keysym(forKey: code)
        let event = KeyEvent(
            code: code, keysym: keysym, name: Keymap.name(ofKeysym: keysym),
            text: isPressed ? keymap.text(forKey: code) : "", isPressed: isPressed, isRepeat: isRepeat,
            modifiers: keymap.modifiers, time: time)
        focus.onKey?(isPressed ? Keyboard.composing(event, with: composer) : event)
    }

    /// The event with the text a Compose sequence gives it: none while the sequence is under way or broken off,
    /// the composed text at its end.
    static func composing(_ event: KeyEvent, with composer: Composer?) -> KeyEvent {
        guard let composer else { return event }
        var event = event
        switch composer.feed(event.keysym) {
        case .passThrough:
            break
        case .composing, .cancelled:
            event.text = ""
            event.isComposing = true
        case .composed(let text):
            event.text = text
        }
        return event
    }
}

nonisolated(unsafe) let keyboardListener = UnsafeMutablePointer<wl_keyboard_listener>.listenerTable(
    wl_keyboard_listener(
        keymap: { data, _, format, fd, size in
            owner(data, as: Keyboard.self).keymapReceived(format: format, fd: fd, size: size)
        },
        enter: { data, _, serial, surface, _ in owner(data, as: Keyboard.self).entered(surface: surface, serial: serial) },
        leave: { data, _, _, _ in owner(data, as: Keyboard.self).left() },
        key: { data, _, serial, time, key, state in
            owner(data, as: Keyboard.self).key(serial: serial, time: time, code: key, state: state)
        },
        modifiers: { data, _, _, depressed, latched, locked, group in
            owner(data, as: Keyboard.self).modifiersChanged(
                depressed: depressed, latched: latched, locked: locked, group: group)
        },
        repeat_info: { data, _, rate, delay in owner(data, as: Keyboard.self).repeatInfo(rate: rate, delay: delay) }
    ))
