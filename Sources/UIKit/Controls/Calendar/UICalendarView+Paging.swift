import Foundation
import QuartzCore

/// Changing months: the buttons, a horizontal pan that carries the months with the finger and pages when it goes a
/// third of the way or flicks, the mouse wheel and the keys all slide the next month in on the context's clock.
extension UICalendarView {
    /// The wheel travel, in points, that turns one month.
    static let wheelTravelPerMonth: CGFloat = 15

    /// Shows the month `months` away from the one shown, when it holds available dates.
    func page(by months: Int, animated: Bool) {
        let calendar = shownCalendar
        let start = monthView.grid.firstDay
        guard canPage(by: months, from: start, in: calendar),
              let target = calendar.date(byAdding: .month, value: months, to: start) else { return }
        let previous = storedVisible
        storedVisible = monthComponents(target, in: calendar)
        show(month: target, direction: animated ? months.signum() : 0, leaving: previous, in: calendar)
    }

    /// Puts the month starting at `start` in view, sliding in from the right for `direction` 1, from the left for
    /// -1, at once for 0, and tells the delegate the components it left.
    func show(month start: Date, direction: Int, leaving previous: DateComponents, in calendar: Calendar) {
        settleSlide()
        let incoming = makeMonthView(start, in: calendar)
        pager.addSubview(incoming)
        let outgoing = monthView
        monthView = incoming
        updateHeader(in: calendar)
        if direction == 0 {
            outgoing.removeFromSuperview()
            incoming.frame = pager.bounds
        } else if UIAccessibility.isReduceMotionEnabled {
            neighbourView = outgoing
            incoming.frame = pager.bounds
            crossFade(from: outgoing, to: incoming)
        } else {
            neighbourView = outgoing
            incoming.frame = pager.bounds.offsetBy(dx: offset(months: direction), dy: 0)
            slide(to: direction, duration: CalendarMetrics.pageDuration)
        }
        delegate?.calendarView(self, didChangeVisibleDateComponentsFrom: previous)
    }

    /// Where the month `months` away sits beside the one shown: later months to the right, or to the left in a
    /// right-to-left layout.
    private func offset(months: Int) -> CGFloat {
        CGFloat(months) * pager.bounds.width * (isRightToLeft ? -1 : 1)
    }

    /// Slides the month shown to rest and the neighbour out past the side `direction` points away from.
    private func slide(to direction: Int, duration: TimeInterval) {
        let incoming = monthView
        let outgoing = neighbourView
        let away = offset(months: -direction)
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut]) {
            incoming.frame.origin.x = 0
            outgoing?.frame.origin.x = away
        } completion: { [weak self] _ in
            guard let self, let outgoing, neighbourView === outgoing else { return }
            outgoing.removeFromSuperview()
            neighbourView = nil
        }
    }

    /// With Reduce Motion on, the months fade into each other where they would slide.
    private func crossFade(from outgoing: CalendarMonthView, to incoming: CalendarMonthView) {
        incoming.alpha = 0
        UIView.animate(withDuration: CalendarMetrics.pageDuration, delay: 0, options: [.curveEaseInOut]) {
            incoming.alpha = 1
            outgoing.alpha = 0
        } completion: { [weak self] _ in
            guard let self, neighbourView === outgoing else { return }
            outgoing.removeFromSuperview()
            neighbourView = nil
        }
    }

    /// Ends a slide or fade under way at once: the month shown at rest, the neighbour gone.
    func settleSlide() {
        if let neighbourView {
            neighbourView.layer.removeAllAnimations()
            neighbourView.removeFromSuperview()
            self.neighbourView = nil
        }
        monthView.layer.removeAllAnimations()
        monthView.frame = pager.bounds
        monthView.alpha = 1
    }

    // MARK: The pan

    func panned(_ pan: UIPanGestureRecognizer) {
        let calendar = shownCalendar
        let width = pager.bounds.width
        var travel = pan.translation(in: pager).x
        let direction = (travel < 0) != isRightToLeft ? 1 : -1
        let allowed = canPage(by: direction, from: monthView.grid.firstDay, in: calendar)
        switch pan.state {
        case .began:
            settleSlide()
        case .changed:
            if !allowed { travel /= 3 }
            bringNeighbour(direction: allowed ? direction : 0, in: calendar)
            monthView.frame.origin.x = travel
            neighbourView?.frame.origin.x = travel + offset(months: direction)
        case .ended, .cancelled:
            let velocity = pan.velocity(in: pager).x
            let flicked = abs(velocity) > 300 && (velocity < 0) == (travel < 0)
            let pages = pan.state == .ended && allowed && neighbourView != nil && (abs(travel) > width / 3 || flicked)
            if pages { finishPan(direction: direction, in: calendar) } else { cancelPan(direction: direction) }
        default:
            break
        }
    }

    /// Makes the month on the `direction` side the neighbour in view (none for 0).
    private func bringNeighbour(direction: Int, in calendar: Calendar) {
        let start = monthView.grid.firstDay
        let wanted = direction == 0 ? nil : calendar.date(byAdding: .month, value: direction, to: start)
        if neighbourView?.grid.firstDay == wanted, wanted != nil { return }
        neighbourView?.removeFromSuperview()
        neighbourView = wanted.map { makeMonthView($0, in: calendar) }
        if let neighbourView {
            pager.addSubview(neighbourView)
            neighbourView.frame = pager.bounds
        }
    }

    /// The pan went far enough: its neighbour becomes the month shown, sliding to rest.
    private func finishPan(direction: Int, in calendar: Calendar) {
        guard let incoming = neighbourView else { return }
        let previous = storedVisible
        neighbourView = monthView
        monthView = incoming
        storedVisible = monthComponents(incoming.grid.firstDay, in: calendar)
        updateHeader(in: calendar)
        let remaining = abs(incoming.frame.minX) / max(pager.bounds.width, 1)
        slide(to: direction, duration: CalendarMetrics.pageDuration * Double(max(remaining, 0.3)))
        delegate?.calendarView(self, didChangeVisibleDateComponentsFrom: previous)
    }

    /// The pan fell short: the month shown slides back and the neighbour away.
    private func cancelPan(direction: Int) {
        let shown = monthView
        let neighbour = neighbourView
        let aside = offset(months: direction)
        UIView.animate(withDuration: CalendarMetrics.pageDuration * 0.6, delay: 0, options: [.curveEaseOut]) {
            shown.frame.origin.x = 0
            neighbour?.frame.origin.x = aside
        } completion: { [weak self] _ in
            guard let self, let neighbour, neighbourView === neighbour else { return }
            neighbour.removeFromSuperview()
            neighbourView = nil
        }
    }

    // MARK: The wheel and the keys

    /// The mouse wheel or a touchpad scrolled by `delta` over the view: each `wheelTravelPerMonth` points of it
    /// (down or right: later) turn a month; travel during a slide is dropped.
    func scrollWheel(by delta: CGPoint) {
        if neighbourView != nil { return wheelTravel = 0 }
        wheelTravel += abs(delta.x) > abs(delta.y) ? delta.x : delta.y
        guard abs(wheelTravel) >= UICalendarView.wheelTravelPerMonth else { return }
        let months = wheelTravel > 0 ? 1 : -1
        wheelTravel = 0
        page(by: months, animated: true)
    }
}
