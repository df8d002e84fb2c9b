// virtual-pointer: injects pointer input into a wlroots compositor through
// zwlr_virtual_pointer_manager_v1, driven by commands on stdin (one per line).
//
//   move X Y                    absolute motion, in output coordinates
//   press [left|right|middle]   button down (default left)
//   release [left|right|middle] button up (default left)
//   click X Y [button]          move, press, release
//   drag X1 Y1 X2 Y2 [steps]    move, press, move in steps, release
//   quit                        destroy the device and exit 0
//
// It prints `ready` once the device exists. Each command ends its events with a `frame`,
// waits for a wl_display_roundtrip and then answers `ok` on stdout (unbuffered), or
// `error MESSAGE` for a command it cannot parse.
// The device lives until `quit` or end of input: the seat loses its pointer capability
// when the last pointer device goes away.
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
    case "quit":
        return false
    default:
        throw CommandError.usage("unknown command '\(verb)'")
    }
    return true
}

// MARK: - Command loop

while let line = readLine() {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
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
