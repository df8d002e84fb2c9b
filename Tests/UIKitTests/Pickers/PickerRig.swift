import Foundation
@testable import UIKit
import Wayland
import XCTest

/// A window (400 × 300 unless told) on a fresh manual clock holding a view at (40, 40), with a finger to press, drag
/// and lift at times 10 ms apart, the mouse wheel, keys as xkb names them, and the clock to move. Points are in the
/// view's coordinates.
@MainActor
final class PickerRig<Picker: UIView> {
    let clock = installManualClock()
    let window: UIWindow
    let view: Picker
    private lazy var input = WindowInput(window: window)

    init(_ makeView: @autoclosure () -> Picker, size: CGSize = CGSize(width: 320, height: 216),
         windowSize: CGSize = CGSize(width: 400, height: 300)) {
        window = UIWindow(frame: CGRect(origin: .zero, size: windowSize))
        UIApplication.firstResponder = nil
        view = makeView()
        view.frame = CGRect(origin: CGPoint(x: 40, y: 40), size: size)
        window.addSubview(view)
        window.layoutIfNeeded()
    }

    /// Drags a finger from `start` to `end` in `steps` moves 10 ms apart, holds it still for `hold` seconds, and
    /// lifts it.
    func drag(from start: CGPoint, to end: CGPoint, steps: Int, hold: CFTimeInterval = 0) {
        touch([.down(id: 1, x: Double(40 + start.x), y: Double(40 + start.y), serial: 1, time: 0)])
        for step in 1...steps {
            advance(by: 0.01)
            let f = CGFloat(step) / CGFloat(steps)
            touch([.motion(id: 1, x: Double(40 + start.x + (end.x - start.x) * f), y: Double(40 + start.y + (end.y - start.y) * f), time: 0)])
        }
        if hold > 0 {
            advance(by: hold)
            touch([.motion(id: 1, x: Double(40 + end.x), y: Double(40 + end.y), time: 0)])
        }
        touch([.up(id: 1, serial: 2, time: 0)])
    }

    /// A finger down and up at `point`.
    func tap(_ point: CGPoint) {
        touch([.down(id: 1, x: Double(40 + point.x), y: Double(40 + point.y), serial: 1, time: 0)])
        touch([.up(id: 1, serial: 2, time: 0)])
    }

    /// One turn of the mouse wheel over `point`, `delta` points (down is positive).
    func wheel(at point: CGPoint, by delta: Double) {
        let x = Double(40 + point.x), y = Double(40 + point.y)
        input.handle(PointerFrame(events: [.motion(x: x, y: y, time: 0), .axis(.vertical, value: delta, steps: 1, time: 0)], x: x, y: y, isInside: true))
    }

    /// Presses and releases the key named `name`.
    func press(_ name: String) {
        input.handle(KeyEvent(code: 103, keysym: 0, name: name, text: "", isPressed: true, isRepeat: false, modifiers: [], time: 0))
        input.handle(KeyEvent(code: 103, keysym: 0, name: name, text: "", isPressed: false, isRepeat: false, modifiers: [], time: 0))
    }

    func advance(by seconds: CFTimeInterval) {
        CAContext.current.advance(by: seconds)
    }

    private func touch(_ events: [TouchEvent]) {
        input.handle(TouchFrame(events: events))
    }
}

/// A data source and delegate that answer from lists of titles and write down what it was asked and told.
@MainActor
final class RecordingPickerSource: UIPickerViewDataSource, UIPickerViewDelegate {
    var components: [[String]]
    var selections: [String] = []
    var titleRequests = 0
    var componentRequests = 0

    init(_ components: [[String]]) {
        self.components = components
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        componentRequests += 1
        return components.count
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        components[component].count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        titleRequests += 1
        return components[component][row]
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append("\(component):\(row)")
    }
}

/// Ten countries, the rows most tests turn through.
let countryNames = ["Argentina", "Brazil", "Canada", "Denmark", "Egypt", "France", "Germany", "Hungary", "India", "Japan"]

/// A rig holding a picker whose data source and delegate answer from `components`.
@MainActor
func pickerRig(_ components: [[String]]) -> (PickerRig<UIPickerView>, RecordingPickerSource) {
    let source = RecordingPickerSource(components)
    let rig = PickerRig(UIPickerView())
    rig.view.dataSource = source
    rig.view.delegate = source
    rig.window.layoutIfNeeded()
    return (rig, source)
}
