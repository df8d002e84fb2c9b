// input-method: plays an input method in a wlroots compositor through zwp_input_method_v2, for the end-to-end
// tests of the app's zwp_text_input_v3. Commands on stdin, one per line:
//
//   preedit TEXT     set_preedit_string(TEXT, cursor at its end), then commit
//   commit TEXT      commit_string(TEXT), then commit
//   delete B A       delete_surrounding_text(B bytes before, A after), then commit
//   quit             exit 0
//
// Each command is answered `ok` after a roundtrip (or `error MESSAGE`). The compositor's events are reported as
// lines: `activate`, `deactivate`, `surrounding TEXT|CURSOR|ANCHOR`, `content-type HINT PURPOSE`, `done N`
// (N done events so far), `unavailable`. It prints `ready` once the input method exists. When the compositor goes
// away it exits 1 with one line on stderr.

import CWaylandProtocols
import Glibc

func say(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let written = write(1, bytes.baseAddress! + offset, bytes.count - offset)
            if written <= 0 { break }
            offset += written
        }
    }
}

func fail(_ reason: String) -> Never {
    var text = "input-method: \(reason)\n"
    text.withUTF8 { bytes in _ = write(2, bytes.baseAddress!, bytes.count) }
    exit(1)
}

/// What the C callbacks reach (one thread).
final class State {
    var seat: OpaquePointer?
    var manager: OpaquePointer?
    /// How many `done` events arrived: the serial a commit carries.
    var dones: UInt32 = 0
}

nonisolated(unsafe) let registryListener = UnsafeMutablePointer<wl_registry_listener>.allocate(capacity: 1)
registryListener.initialize(to: wl_registry_listener(
    global: { data, registry, name, interface, version in
        let state = Unmanaged<State>.fromOpaque(data!).takeUnretainedValue()
        switch String(cString: interface!) {
        case "wl_seat" where state.seat == nil:
            state.seat = OpaquePointer(wl_registry_bind(registry, name, cw_wl_seat_interface(), min(version, 5)))
        case "zwp_input_method_manager_v2" where state.manager == nil:
            state.manager = OpaquePointer(wl_registry_bind(registry, name, cw_zwp_input_method_manager_v2_interface(), 1))
        default:
            break
        }
    },
    global_remove: { _, _, _ in }))

nonisolated(unsafe) let methodListener = UnsafeMutablePointer<zwp_input_method_v2_listener>.allocate(capacity: 1)
methodListener.initialize(to: zwp_input_method_v2_listener(
    activate: { _, _ in say("activate") },
    deactivate: { _, _ in say("deactivate") },
    surrounding_text: { _, _, text, cursor, anchor in say("surrounding \(text.map { String(cString: $0) } ?? "")|\(cursor)|\(anchor)") },
    text_change_cause: { _, _, _ in },
    content_type: { _, _, hint, purpose in say("content-type \(hint) \(purpose)") },
    done: { data, _ in
        let state = Unmanaged<State>.fromOpaque(data!).takeUnretainedValue()
        state.dones += 1
        say("done \(state.dones)")
    },
    unavailable: { _, _ in say("unavailable") }))

let state = State()
guard let display = wl_display_connect(nil) else { fail("no Wayland compositor (WAYLAND_DISPLAY)") }
let registry = wl_display_get_registry(display)
wl_registry_add_listener(registry, registryListener, Unmanaged.passUnretained(state).toOpaque())
guard wl_display_roundtrip(display) >= 0 else { fail("lost the connection to the compositor") }
guard let seat = state.seat else { fail("the compositor offers no wl_seat") }
guard let manager = state.manager else { fail("the compositor offers no zwp_input_method_manager_v2") }
guard let method = zwp_input_method_manager_v2_get_input_method(manager, seat) else { fail("no input method") }
zwp_input_method_v2_add_listener(method, methodListener, Unmanaged.passUnretained(state).toOpaque())
guard wl_display_roundtrip(display) >= 0 else { fail("lost the connection to the compositor") }
say("ready")

/// Runs one command line; the answer after a roundtrip.
@MainActor
func run(_ line: String) {
    let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
    let rest = parts.count > 1 ? parts[1] : ""
    switch parts.first ?? "" {
    case "preedit":
        let length = Int32(rest.utf8.count)
        zwp_input_method_v2_set_preedit_string(method, rest, length, length)
    case "commit":
        zwp_input_method_v2_commit_string(method, rest)
    case "delete":
        let numbers = rest.split(separator: " ").compactMap { UInt32($0) }
        guard numbers.count == 2 else { return say("error delete takes two byte counts") }
        zwp_input_method_v2_delete_surrounding_text(method, numbers[0], numbers[1])
    case "quit":
        exit(0)
    default:
        return say("error unknown command \"\(line)\"")
    }
    zwp_input_method_v2_commit(method, state.dones)
    guard wl_display_roundtrip(display) >= 0 else { fail("lost the connection to the compositor") }
    say("ok")
}

// Wait for the compositor's events and for commands at once.
var pending = ""
while true {
    while wl_display_prepare_read(display) != 0 { wl_display_dispatch_pending(display) }
    wl_display_flush(display)
    var fds = [pollfd(fd: wl_display_get_fd(display), events: Int16(POLLIN), revents: 0), pollfd(fd: 0, events: Int16(POLLIN), revents: 0)]
    if poll(&fds, 2, -1) < 0 {
        wl_display_cancel_read(display)
        continue
    }
    if fds[0].revents & Int16(POLLIN) != 0 {
        if wl_display_read_events(display) < 0 { fail("lost the connection to the compositor") }
    } else {
        wl_display_cancel_read(display)
        if fds[0].revents & Int16(POLLHUP | POLLERR) != 0 { fail("lost the connection to the compositor") }
    }
    if wl_display_dispatch_pending(display) < 0 { fail("lost the connection to the compositor") }
    if fds[1].revents & Int16(POLLIN | POLLHUP) != 0 {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(0, &buffer, buffer.count)
        if count <= 0 { exit(0) }
        pending += String(decoding: buffer[0..<count], as: UTF8.self)
        while let newline = pending.firstIndex(of: "\n") {
            let line = String(pending[..<newline])
            pending = String(pending[pending.index(after: newline)...])
            run(line)
        }
    }
}
