import Foundation
import QuartzCore

/// Turning a wheel: a drag moves it with the finger (resisting past the ends), a release glides it to rest on a row
/// (carried on by a fling's speed), a tap on a row brings that row to the middle, the mouse wheel and steps (keys,
/// assistive technology) turn it by rows. The glide runs on the context's clock; when one the user started ends on a
/// new row, the picker tells its delegate once.
extension PickerColumnView {
    /// Movement (points) before a press counts as a drag rather than a tap.
    static let dragThreshold: CGFloat = 4
    /// How far back (seconds) the release speed is measured.
    static let velocityWindow: TimeInterval = 0.1

    /// A press: the glide stops where it is, and a drag may begin.
    func beginDrag(_ touch: UITouch) {
        guard drag == nil else { return }
        stopSettle()
        picker?.focus(component: component)
        let y = touch.location(in: self).y
        drag = (y, offset, false, [(touch.timestamp, y)])
    }

    /// The press moved: past a few points it drags the wheel.
    func moveDrag(_ touch: UITouch) {
        guard var current = drag else { return }
        let y = touch.location(in: self).y
        if abs(y - current.startY) > PickerColumnView.dragThreshold { current.moved = true }
        current.samples.append((touch.timestamp, y))
        current.samples.removeAll { touch.timestamp - $0.time > PickerColumnView.velocityWindow }
        drag = current
        if current.moved { offset = resisted(current.startOffset - (y - current.startY) / rowHeight) }
    }

    /// The release: a tap brings the row under it to the middle, a drag glides on with its speed to a row.
    func endDrag(_ touch: UITouch) {
        guard let current = drag else { return }
        drag = nil
        guard current.moved else {
            let row = self.row(atY: touch.location(in: self).y) ?? Int(offset.rounded())
            return glide(to: row, velocity: 0)
        }
        let samples = current.samples.filter { touch.timestamp - $0.time <= PickerColumnView.velocityWindow }
        var velocity: CGFloat = 0
        if let first = samples.first, let last = samples.last, last.time > first.time {
            velocity = -(last.y - first.y) / CGFloat(last.time - first.time) / rowHeight
        }
        glide(to: PickerSettle.restingRow(from: offset, velocity: velocity, count: rowCount), velocity: velocity)
    }

    /// The press was taken away: the wheel rests on the nearest row.
    func cancelDrag() {
        guard drag != nil else { return }
        drag = nil
        glide(to: PickerSettle.restingRow(from: offset, velocity: 0, count: rowCount), velocity: 0)
    }

    /// The mouse wheel turned by `delta` points (down is positive): the wheel turns as far, then rests on a row.
    func scrollWheel(by delta: CGFloat) {
        guard rowCount > 0, drag == nil else { return }
        stopSettle()
        picker?.focus(component: component)
        offset = min(max(offset + delta / rowHeight, 0), CGFloat(rowCount - 1))
        glide(to: Int(offset.rounded()), velocity: 0)
    }

    /// Turns the wheel by `rows` from the row it is heading for, as the user (keys, assistive technology).
    func step(by rows: Int) {
        guard rowCount > 0 else { return }
        let from = settle?.target ?? max(selectedRow, 0)
        glide(to: min(max(from + rows, 0), rowCount - 1), velocity: 0)
    }

    /// Glides to `row`, for the user (the delegate hears of a new row at rest) or not.
    func glide(to row: Int, velocity: CGFloat, byUser: Bool = true) {
        guard rowCount > 0 else { return }
        stopSettle()
        settle = PickerSettle(from: offset, to: row, velocity: velocity, at: CACurrentMediaTime())
        settleIsUsers = byUser
        let link = CADisplayLink { [weak self] _ in self?.advanceSettle() }
        link.add(to: .main, forMode: .common)
        settleLink = link
    }

    /// Moves the glide to the clock's time, ending it at its row when its time is up.
    func advanceSettle() {
        guard let settle else { return }
        let now = CACurrentMediaTime()
        guard settle.isFinished(at: now) else { return offset = settle.offset(at: now) }
        let byUser = settleIsUsers
        stopSettle()
        offset = CGFloat(settle.target)
        layoutIfNeeded()
        guard settle.target != selectedRow else { return }
        selectedRow = settle.target
        if byUser { picker?.columnDidSettle(self) }
    }

    func stopSettle() {
        settleLink?.invalidate()
        settleLink = nil
        settle = nil
    }

    /// A dragged offset, which past either end moves a third as far as the finger.
    private func resisted(_ raw: CGFloat) -> CGFloat {
        let top = CGFloat(max(rowCount - 1, 0))
        if raw < 0 { return raw / 3 }
        if raw > top { return top + (raw - top) / 3 }
        return raw
    }
}
