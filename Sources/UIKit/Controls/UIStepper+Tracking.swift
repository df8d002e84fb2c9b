import QuartzCore

/// Pressing a stepper: a half steps on touch down and, with `autorepeat`, while held; a drag off the half stops it.
extension UIStepper {
    /// A press at `point`: the half under it steps, and starts repeating.
    func beginPress(at point: CGPoint) {
        let half: Half = point.x < bounds.midX ? .decrement : .increment
        guard isEnabled, canStep(half) else { return }
        pressedHalf = half
        valueAtPressStart = value
        stepAndReport(half)
        if autorepeat {
            repeater = StepRepeater(pressTime: CACurrentMediaTime()) { [weak self] in
                guard let self, self.pressedHalf == half else { return false }
                return self.stepAndReport(half) && self.canStep(half)
            }
        }
        updateLayers()
    }

    /// The press moved to `point`: leaving its half (by more than 20 points) ends it.
    func movePress(to point: CGPoint) {
        guard let half = pressedHalf else { return }
        if !halves[half.rawValue].frame.insetBy(dx: -20, dy: -20).contains(point) { endPress() }
    }

    /// Ends the press: the repeating stops, and a non-continuous stepper reports a change it made.
    func endPress() {
        guard pressedHalf != nil else { return }
        repeater?.stop()
        repeater = nil
        pressedHalf = nil
        if !isContinuous, value != valueAtPressStart { sendActions(for: .valueChanged) }
        updateLayers()
    }

    /// Steps `half` once, telling the targets at once when continuous; true when the value changed.
    @discardableResult
    func stepAndReport(_ half: Half) -> Bool {
        guard step(half) else { return false }
        if isContinuous { sendActions(for: .valueChanged) }
        return true
    }

    /// One step of `half` that always tells the targets (assistive technology's increment and decrement).
    func stepAndSend(_ half: Half) {
        if step(half) { sendActions(for: .valueChanged) }
    }

    /// The value as assistive technology reads it: whole numbers without a fraction.
    var valueText: String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
