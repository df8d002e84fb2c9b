@testable import UIKit
import Wayland

/// One finger on a window, moved as a test scripts it: down, moves of 16 ms each, up; the stamps count on from
/// 1000 ms so recognizers see real speeds.
@MainActor
final class TouchScript {
    let input: WindowInput
    private var serial: UInt32 = 1
    private(set) var time: UInt32 = 1000

    init(window: UIWindow) {
        input = WindowInput(window: window)
    }

    func down(_ x: Double, _ y: Double) {
        serial += 1
        input.handle(TouchFrame(events: [.down(id: 1, x: x, y: y, serial: serial, time: time)]))
    }

    /// Moves the finger to (x, y) in `steps` moves of 16 ms each.
    func move(from start: (Double, Double), to end: (Double, Double), steps: Int = 8) {
        for step in 1...steps {
            time += 16
            let t = Double(step) / Double(steps)
            input.handle(TouchFrame(events: [.motion(id: 1, x: start.0 + (end.0 - start.0) * t, y: start.1 + (end.1 - start.1) * t, time: time)]))
        }
    }

    func up() {
        serial += 1
        time += 16
        input.handle(TouchFrame(events: [.up(id: 1, serial: serial, time: time)]))
    }

    /// A finger down and up at one point.
    func tap(_ x: Double, _ y: Double) {
        down(x, y)
        up()
    }

    /// A drag from `start` to `end`, held still at the end before lifting so it leaves no fling.
    func drag(from start: (Double, Double), to end: (Double, Double), steps: Int = 8) {
        down(start.0, start.1)
        move(from: start, to: end, steps: steps)
        time += 200
        input.handle(TouchFrame(events: [.motion(id: 1, x: end.0, y: end.1, time: time)]))
        up()
    }
}
