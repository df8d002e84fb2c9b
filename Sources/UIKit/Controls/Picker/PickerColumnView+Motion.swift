import Foundation
import QuartzCore

/// Turning a wheel: its pan moves it with the finger (resisting past the ends; a wheel's pan wins over a scroll view's
/// around it), a release glides it to rest on a row (carried on by a fling's speed), a tap on a row brings that row to the middle, the mouse wheel and steps (keys,
/// assistive technology) turn it by rows. The glide runs on the context's clock; when one the user started ends on a
/// new row, the picker tells its delegate once.
extension PickerColumnView {
    /// A press stops a gliding wheel where it is; the keys now turn this wheel.
    func beginPress() {
        pressStoppedGlide = settle != nil
        stopSettle()
        picker?.focus(component: component)
    }

    /// A release that did not drag: a tap brings the row under it to the middle; a press that stopped a glide lets
    /// the wheel rest on the nearest row.
    func endPress(at y: CGFloat) {
        guard drag == nil else { return }
        let tapped = pressStoppedGlide ? nil : row(atY: y)
        glide(to: tapped ?? PickerSettle.restingRow(from: offset, velocity: 0, count: rowCount), velocity: 0)
    }

    /// The press was taken away (by the wheel's own drag, or by a scroll view around it): unless the wheel is being
    /// dragged, it rests on the nearest row.
    func cancelPress() {
        guard drag == nil else { return }
        glide(to: PickerSettle.restingRow(from: offset, velocity: 0, count: rowCount), velocity: 0)
    }

    /// The wheel's drag: it follows the finger (resisting past the ends), and on release glides on with the finger's
    /// speed to rest on a row.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopSettle()
            drag = offset
            offset = resisted(offset - pan.translation(in: self).y / rowHeight)
        case .changed:
            guard let start = drag else { return }
            offset = resisted(start - pan.translation(in: self).y / rowHeight)
        case .ended:
            guard drag != nil else { return }
            drag = nil
            let velocity = -pan.velocity(in: self).y / rowHeight
            glide(to: PickerSettle.restingRow(from: offset, velocity: velocity, count: rowCount), velocity: velocity)
        case .cancelled, .failed:
            guard drag != nil else { return }
            drag = nil
            glide(to: PickerSettle.restingRow(from: offset, velocity: 0, count: rowCount), velocity: 0)
        default:
            break
        }
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
        // A wheel that goes away mid-glide stops its link rather than leave it running.
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            self.advanceSettle()
        }
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
