// virtual-pointer: injects pointer input into a wlroots compositor through
// zwlr_virtual_pointer_manager_v1, driven by commands on stdin (one per line).
//
//   move X Y                    absolute motion, in output coordinates
//   press [left|right|middle]   button down (default left)
//   release [left|right|middle] button up (default left)
//   click X Y [button]          move, press, release
//   drag X1 Y1 X2 Y2 [steps]    move, press, move in steps, release
//   scroll DY [DX]              wheel notches (15 units and 1 discrete step each; + is down/right)
//   quit                        destroy the device and exit 0
//
// It prints `ready` once the device exists. Each command ends its events with a `frame`,
// waits for a wl_display_roundtrip and then answers `ok` on stdout (unbuffered), or
// `error MESSAGE` for a command it cannot parse.
// The device lives until `quit` or end of input: the seat loses its pointer capability
// when the last pointer device goes away. When the compositor goes away the tool exits 1
// with one line on stderr, also while it waits for a command.
//
// Options: `--extent WxH` sets the coordinate space of `move` (default: the current mode
// of the first wl_output).

import CWaylandProtocols
import Glibc

// MARK: - Output

func writeOut(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(1, bytes.baseAddress! + offset, bytes.count - offset)
            if written <= 0 { break }
            offset += written
        }
    }
}

func fail(_ reason: String) -> Never {
    var text = "virtual-pointer: \(reason)\n"
    text.withUTF8 { bytes in _ = Glibc.write(2, bytes.baseAddress!, bytes.count) }
    exit(1)
}

// MARK: - State reached from the C callbacks (single thread)

final class State {
    var seat: OpaquePointer?
    var output: OpaquePointer?
    var manager: OpaquePointer?
    var managerVersion: UInt32 = 0
    var modeWidth: Int32 = 0
    var modeHeight: Int32 = 0
}

nonisolated(unsafe) let registryListener: UnsafeMutablePointer<wl_registry_listener> = {
    let listener = UnsafeMutablePointer<wl_registry_listener>.allocate(capacity: 1)
    listener.initialize(to: wl_registry_listener(
        global: { data, registry, name, interface, version in
            guard let data, let interface else { return }
            let state = Unmanaged<State>.fromOpaque(data).takeUnretainedValue()
            switch String(cString: interface) {
            case "wl_seat" where state.seat == nil:
                state.seat = OpaquePointer(wl_registry_bind(registry, name, cw_wl_seat_interface(), min(version, 5)))
            case "wl_output" where state.output == nil:
                let output = OpaquePointer(wl_registry_bind(registry, name, cw_wl_output_interface(), min(version, 2)))
                state.output = output
                wl_output_add_listener(output, outputListener, data)
            case "zwlr_virtual_pointer_manager_v1" where state.manager == nil:
                let bound = min(version, 2)
                state.managerVersion = bound
                state.manager = OpaquePointer(wl_registry_bind(
                    registry, name, cw_zwlr_virtual_pointer_manager_v1_interface(), bound))
            default:
                break
            }
        },
        global_remove: { _, _, _ in }
    ))
    return listener
}()

nonisolated(unsafe) let outputListener: UnsafeMutablePointer<wl_output_listener> = {
    let listener = UnsafeMutablePointer<wl_output_listener>.allocate(capacity: 1)
    listener.initialize(to: wl_output_listener(
        geometry: { _, _, _, _, _, _, _, _, _, _ in },
        mode: { data, _, flags, width, height, _ in
            guard let data else { return }
            let state = Unmanaged<State>.fromOpaque(data).takeUnretainedValue()
            if flags & UInt32(WL_OUTPUT_MODE_CURRENT.rawValue) != 0 {
                state.modeWidth = width
                state.modeHeight = height
            }
        },
        done: { _, _ in },
        scale: { _, _, _ in },
        name: { _, _, _ in },
        description: { _, _, _ in }
    ))
    return listener
}()

// MARK: - Arguments

var extent: (width: UInt32, height: UInt32)?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--extent":
        guard let value = arguments.popFirst() else { fail("--extent needs WxH") }
        let parts = value.split(separator: "x")
        guard parts.count == 2, let w = UInt32(parts[0]), let h = UInt32(parts[1]), w > 0, h > 0 else {
            fail("--extent needs WxH, got '\(value)'")
        }
        extent = (w, h)
    case "-h", "--help":
        writeOut("usage: virtual-pointer [--extent WxH] < commands")
        exit(0)
    default:
        fail("unknown argument '\(argument)'")
    }
}

// MARK: - Connect

let displayName = getenv("WAYLAND_DISPLAY").map { String(cString: $0) } ?? "(unset)"
guard let display = wl_display_connect(nil) else {
    fail("cannot connect to the Wayland compositor (WAYLAND_DISPLAY=\(displayName)): \(String(cString: strerror(errno)))")
}
let state = State()
let statePointer = Unmanaged.passRetained(state).toOpaque()
let registry = wl_display_get_registry(display)
wl_registry_add_listener(registry, registryListener, statePointer)
// First roundtrip: the globals. Second: the events of the bound globals (output modes).
guard wl_display_roundtrip(display) >= 0, wl_display_roundtrip(display) >= 0 else {
    fail("lost the connection to the compositor while reading its globals")
}
guard let manager = state.manager else {
    fail("the compositor (WAYLAND_DISPLAY=\(displayName)) has no zwlr_virtual_pointer_manager_v1")
}
guard let seat = state.seat else {
    fail("the compositor (WAYLAND_DISPLAY=\(displayName)) has no wl_seat")
}
if extent == nil {
    guard state.modeWidth > 0, state.modeHeight > 0 else {
        fail("no wl_output mode known; pass --extent WxH")
    }
    extent = (UInt32(state.modeWidth), UInt32(state.modeHeight))
}
let space = extent!

let pointer: OpaquePointer?
if state.managerVersion >= 2, let output = state.output {
    pointer = zwlr_virtual_pointer_manager_v1_create_virtual_pointer_with_output(manager, seat, output)
} else {
    pointer = zwlr_virtual_pointer_manager_v1_create_virtual_pointer(manager, seat)
}
guard let device = pointer else { fail("cannot create a virtual pointer") }
guard wl_display_roundtrip(display) >= 0 else {
    fail("lost the connection to the compositor while creating the virtual pointer")
}
writeOut("ready")

// MARK: - Events

func now() -> UInt32 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt32(truncatingIfNeeded: time.tv_sec * 1000 + time.tv_nsec / 1_000_000)
}

func clamp(_ value: Double, _ limit: UInt32) -> UInt32 {
    UInt32(max(0, min(Double(limit), value.rounded())))
}

func move(_ x: Double, _ y: Double) {
    zwlr_virtual_pointer_v1_motion_absolute(device, now(), clamp(x, space.width), clamp(y, space.height),
                                            space.width, space.height)
    zwlr_virtual_pointer_v1_frame(device)
}

func button(_ code: UInt32, pressed: Bool) {
    let buttonState = pressed ? WL_POINTER_BUTTON_STATE_PRESSED : WL_POINTER_BUTTON_STATE_RELEASED
    zwlr_virtual_pointer_v1_button(device, now(), code, UInt32(buttonState.rawValue))
    zwlr_virtual_pointer_v1_frame(device)
}

/// Wheel notches on both axes, as a mouse wheel sends them (libinput: 15 units per notch).
func scroll(vertical: Int32, horizontal: Int32) {
    zwlr_virtual_pointer_v1_axis_source(device, UInt32(WL_POINTER_AXIS_SOURCE_WHEEL.rawValue))
    let time = now()
    for (axis, notches) in [(WL_POINTER_AXIS_VERTICAL_SCROLL, vertical), (WL_POINTER_AXIS_HORIZONTAL_SCROLL, horizontal)]
    where notches != 0 {
        zwlr_virtual_pointer_v1_axis_discrete(device, time, UInt32(axis.rawValue), notches * 15 * 256, notches)
    }
    zwlr_virtual_pointer_v1_frame(device)
}

/// Sends what is queued and waits until the compositor has handled it.
func sync() {
    if wl_display_roundtrip(display) < 0 {
        fail("lost the connection to the compositor (WAYLAND_DISPLAY=\(displayName))")
    }
}

// linux/input-event-codes.h
let buttonCodes: [String: UInt32] = ["left": 0x110, "right": 0x111, "middle": 0x112]

enum CommandError: Error { case usage(String) }

func number(_ text: Substring) throws -> Double {
    guard let value = Double(text), value.isFinite else { throw CommandError.usage("not a number: '\(text)'") }
    return value
}

func buttonCode(_ words: ArraySlice<Substring>) throws -> UInt32 {
    guard let name = words.first else { return buttonCodes["left"]! }
    guard let code = buttonCodes[String(name)] else { throw CommandError.usage("unknown button '\(name)'") }
    return code
}

/// Applies one command; returns false for `quit`.
func apply(_ words: [Substring]) throws -> Bool {
    guard let verb = words.first else { throw CommandError.usage("empty command") }
    let rest = words.dropFirst()
    switch verb {
    case "move":
        guard rest.count == 2 else { throw CommandError.usage("move X Y") }
        move(try number(words[1]), try number(words[2]))
    case "press", "release":
        guard rest.count <= 1 else { throw CommandError.usage("\(verb) [left|right|middle]") }
        button(try buttonCode(rest), pressed: verb == "press")
    case "click":
        guard rest.count == 2 || rest.count == 3 else { throw CommandError.usage("click X Y [button]") }
        let code = try buttonCode(words.dropFirst(3))
        move(try number(words[1]), try number(words[2]))
        sync()
        button(code, pressed: true)
        sync()
        button(code, pressed: false)
    case "drag":
        guard rest.count == 4 || rest.count == 5 else { throw CommandError.usage("drag X1 Y1 X2 Y2 [steps]") }
        let (x1, y1, x2, y2) = (try number(words[1]), try number(words[2]), try number(words[3]), try number(words[4]))
        let steps = rest.count == 5 ? Int(words[5]) ?? 0 : 10
        guard steps >= 1 else { throw CommandError.usage("steps must be a positive integer") }
        move(x1, y1)
        sync()
        button(buttonCodes["left"]!, pressed: true)
        sync()
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            move(x1 + (x2 - x1) * t, y1 + (y2 - y1) * t)
            sync()
        }
        button(buttonCodes["left"]!, pressed: false)
    case "scroll":
        guard rest.count == 1 || rest.count == 2, let dy = Int32(words[1]),
              let dx = rest.count == 2 ? Int32(words[2]) : 0, abs(dy) < 1000, abs(dx) < 1000 else {
            throw CommandError.usage("scroll DY [DX] (whole notches)")
        }
        scroll(vertical: dy, horizontal: dx)
    case "quit":
        return false
    default:
        throw CommandError.usage("unknown command '\(verb)'")
    }
    return true
}

// MARK: - Command loop

/// Reads stdin line by line while watching the compositor's socket, so that the tool ends
/// (status 1, one line on stderr) as soon as the compositor goes away, even when idle.
struct LineReader {
    let display: OpaquePointer
    private var buffer: [UInt8] = []
    private var ended = false

    init(display: OpaquePointer) {
        self.display = display
    }

    /// The next line, or nil at the end of input.
    mutating func next() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            if ended {
                guard !buffer.isEmpty else { return nil }
                defer { buffer.removeAll() }
                return String(decoding: buffer, as: UTF8.self)
            }
            waitForInput()
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            if count <= 0 { ended = true } else { buffer += chunk[0..<count] }
        }
    }

    /// Blocks until stdin is readable, dispatching the compositor's events meanwhile.
    private func waitForInput() {
        while true {
            guard wl_display_flush(display) >= 0 || errno == EAGAIN else {
                fail("lost the connection to the compositor (WAYLAND_DISPLAY=\(displayName))")
            }
            var fds = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: wl_display_get_fd(display), events: Int16(POLLIN), revents: 0)]
            if poll(&fds, 2, -1) < 0 {
                if errno == EINTR { continue }
                fail("poll failed: \(String(cString: strerror(errno)))")
            }
            if fds[1].revents != 0 {
                if wl_display_dispatch(display) < 0 {
                    fail("lost the connection to the compositor (WAYLAND_DISPLAY=\(displayName))")
                }
            }
            if fds[0].revents != 0 { return }
        }
    }
}

var input = LineReader(display: display)
while let line = input.next() {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
    if words.isEmpty { continue }
    do {
        guard try apply(words) else { break }
        sync()
        writeOut("ok")
    } catch {
        guard case CommandError.usage(let message) = error else { fail("\(error)") }
        writeOut("error \(message)")
    }
}

zwlr_virtual_pointer_v1_destroy(device)
zwlr_virtual_pointer_manager_v1_destroy(manager)
_ = wl_display_roundtrip(display)
wl_display_disconnect(display)
writeOut("ok")
exit(0)
