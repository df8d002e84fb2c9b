import Wayland

/// The probe's command line: `wayland-probe [--size WxH] [--title TEXT] [--cursor NAME|none] [--render-thread [--dispatch-main] [--paint-delay MS]]`.
struct ProbeOptions {
    var size = WindowSize(width: 640, height: 480)
    var title = "Wayland probe"
    /// The cursor the window asks for over its content: a theme name, none (`--cursor none`), or the standard one.
    var cursor = WindowCursor.standard
    /// Present from a render thread (`RenderProbe`) instead of the main thread.
    var usesRenderThread = false
    /// With a render thread: run the main thread with `dispatchMain` and a dispatch source.
    var usesDispatchMain = false
    /// With a render thread: milliseconds it spends on each frame after painting, before presenting.
    var paintDelay = 0

    /// Parses the arguments; the error is the one-line message to print.
    init(arguments: [String]) throws(ProbeUsageError) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--size":
                guard let value = rest.popFirst() else { throw ProbeUsageError("--size needs WxH") }
                let parts = value.split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2, parts.allSatisfy({ $0 > 0 && $0 <= 16384 }) else {
                    throw ProbeUsageError("--size takes WxH with positive numbers, not \"\(value)\"")
                }
                size = WindowSize(width: parts[0], height: parts[1])
            case "--title":
                guard let value = rest.popFirst() else { throw ProbeUsageError("--title needs a text") }
                title = value
            case "--cursor":
                guard let value = rest.popFirst() else { throw ProbeUsageError("--cursor needs a cursor name or none") }
                cursor = value == "none" ? .hidden : .named(value)
            case "--render-thread":
                usesRenderThread = true
            case "--dispatch-main":
                usesDispatchMain = true
            case "--paint-delay":
                guard let value = rest.popFirst(), let milliseconds = Int(value), (0...1000).contains(milliseconds) else {
                    throw ProbeUsageError("--paint-delay takes milliseconds from 0 to 1000")
                }
                paintDelay = milliseconds
            case "--help", "-h":
                throw ProbeUsageError("usage: wayland-probe [--size WxH] [--title TEXT] [--cursor NAME|none] [--render-thread [--dispatch-main] [--paint-delay MS]]")
            default:
                throw ProbeUsageError("unknown argument \"\(argument)\"; usage: wayland-probe [--size WxH] [--title TEXT] [--cursor NAME|none] [--render-thread [--dispatch-main] [--paint-delay MS]]")
            }
        }
    }
}

/// A command-line mistake, with the message to print.
struct ProbeUsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

extension ProbeOptions {
    /// Connects and opens the probe's window, then says "ready" (both modes start so).
    func openWindow() throws -> (Display, Window) {
        let display = try Display()
        let window = try Window(
            display: display, title: title, appID: "wayland-probe", preferredSize: size,
            minimumSize: WindowSize(width: 120, height: 80))
        window.cursor = cursor
        say("ready")
        return (display, window)
    }
}
