import Foundation
import Wayland

/// The Wayland module's own test window: shows the pattern, follows the pointer, shows typed
/// text, and reports every event it sees as a line on stdout for the end-to-end tests.
final class Probe {
    private let display: Display
    private let window: Window
    private var typed = ""
    private var pointer: (x: Double, y: Double)?
    private var isDirty = true
    private var isRunning = true

    init(options: ProbeOptions) throws {
        (display, window) = try options.openWindow()
        window.onConfigure = { [unowned self] configuration in
            say("configure \(configuration.size.width) \(configuration.size.height) \(configuration.states)")
            isDirty = true
            try? draw()
        }
        window.onClose = { [unowned self] in
            say("close")
            isRunning = false
        }
        window.onFrame = { [unowned self] _ in
            if isDirty { try? draw() }
        }
        window.onScaleChange = { [unowned self] scale in
            say("scale \(scale)")
            isDirty = true
        }
        window.onPresentation = { feedback in
            if feedback.wasPresented {
                say("presented \(nanoseconds(feedback.time)) \(nanoseconds(feedback.refresh))")
            } else {
                say("discarded")
            }
        }
        window.onPointer = { [unowned self] frame in handle(frame) }
        window.onKey = { [unowned self] event in handle(event) }
    }

    /// Dispatches events until the compositor closes the window; throws when the connection fails.
    func run() throws {
        while isRunning {
            try display.dispatch()
            if isDirty, !window.isWaitingForFrame {
                try draw()
            }
        }
    }

    private func draw() throws {
        guard let buffer = try window.nextBuffer() else { return }
        ProbePainter.paint(buffer, scale: window.scale, text: typed, pointer: pointer)
        try window.present(buffer, requestFrame: true)
        isDirty = false
        let size = window.configuration!.size
        say("frame \(size.width) \(size.height) \(buffer.width) \(buffer.height)")
    }

    private func handle(_ frame: PointerFrame) {
        for event in frame.events {
            switch event {
            case let .enter(x, y, _):
                say("pointer enter \(format(x)) \(format(y))")
            case .leave:
                say("pointer leave")
            case let .motion(x, y, _):
                say("pointer motion \(format(x)) \(format(y))")
            case let .button(code, isPressed, _, _):
                say("pointer button \(code) \(isPressed ? "pressed" : "released") \(format(frame.x)) \(format(frame.y))")
            case let .axis(axis, value, _, _):
                say("pointer axis \(axis) \(format(value))")
            case .axisStop:
                break
            }
        }
        pointer = frame.isInside ? (frame.x, frame.y) : nil
        isDirty = true
    }

    private func handle(_ event: KeyEvent) {
        guard event.isPressed else { return }
        say("key \(event.name) \(event.text.isEmpty ? "-" : event.text)")
        if event.name == "BackSpace" {
            if !typed.isEmpty { typed.removeLast() }
        } else {
            typed += event.text
        }
        say("text \(typed)")
        isDirty = true
    }

    private func format(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}

/// A duration in whole nanoseconds, as the presentation clock counts.
func nanoseconds(_ duration: Duration) -> Int64 {
    duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000
}

/// Writes one line on stdout at once (no buffering: tests read it while the probe runs).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
