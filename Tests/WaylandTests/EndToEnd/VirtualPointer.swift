import Foundation

/// A running `virtual-pointer` (Sources/VirtualPointer): a pointer device in a wlroots
/// compositor, driven by one command per line, each answered with `ok` once the compositor
/// handled it. The device lives as long as this process: the seat loses its pointer
/// capability when the last pointer device goes away.
final class VirtualPointer: @unchecked Sendable {
    let client: ClientProcess

    init(_ client: ClientProcess) {
        self.client = client
    }

    deinit { client.terminate() }

    /// Sends `command` and waits for its `ok`.
    func send(_ command: String, timeout: TimeInterval = 10) throws {
        try client.send(command)
        let answer = try client.waitForLine("answer to '\(command)'", timeout: timeout) {
            $0 == "ok" || $0.hasPrefix("error")
        }
        guard answer == "ok" else { throw HarnessError("virtual-pointer: '\(command)' → \(answer)") }
    }

    /// Moves to (x, y) in output coordinates.
    func move(_ x: Double, _ y: Double) throws { try send("move \(x) \(y)") }

    /// Moves to (x, y), then presses and releases `button` (left, right, middle).
    func click(_ x: Double, _ y: Double, button: String = "left") throws { try send("click \(x) \(y) \(button)") }

    func press(_ button: String = "left") throws { try send("press \(button)") }

    func release(_ button: String = "left") throws { try send("release \(button)") }

    func drag(from start: (Double, Double), to end: (Double, Double), steps: Int = 10) throws {
        try send("drag \(start.0) \(start.1) \(end.0) \(end.1) \(steps)")
    }

    /// Turns the wheel by `notches` (positive: down) and `horizontal` notches (positive: right).
    func scroll(_ notches: Int, horizontal: Int = 0) throws { try send("scroll \(notches) \(horizontal)") }

    /// Destroys the device and waits for the process to end.
    func quit() throws {
        try client.send("quit")
        _ = try client.waitForExit(timeout: 5)
    }
}
