import QuartzCore

/// A drag of a sheet under way: where its top edge was when the drag began.
struct SheetDrag {
    /// How long the spring takes to bring the sheet to rest.
    static let settleDuration: TimeInterval = 0.5
    /// The spring's damping: it settles without overshoot.
    static let damping: CGFloat = 1

    let startTop: CGFloat
    let geometry: SheetGeometry
}

/// The sheet's gestures: a pan on the container that drags the sheet between detents or away (it gives way to a
/// scroll view under the finger that should scroll instead), and a tap on the dimming view that dismisses.
@MainActor
final class SheetInteractions: UIGestureRecognizerDelegate {
    unowned let sheet: UISheetPresentationController
    let pan = UIPanGestureRecognizer()
    let tap = UITapGestureRecognizer()

    init(sheet: UISheetPresentationController) {
        self.sheet = sheet
        pan.addAction { [unowned self] pan in panChanged(pan) }
        tap.addAction { [unowned self] _ in _ = self.sheet.dismissByUser() }
        pan.delegate = self
    }

    func install(in container: UIView) {
        container.addGestureRecognizer(pan)
        sheet.dimmingView.addGestureRecognizer(tap)
    }

    // MARK: Delegate

    /// The pan takes touches on the sheet only; a scroll view under the touch waits for it to fail.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let presented = sheet.presentedView, let touched = touch.view, touched.isDescendant(of: presented) else { return false }
        UIScrollView.enclosing(touched, within: presented)?.waitForDismissingPan(pan)
        return true
    }

    /// A mostly vertical drag moves the sheet; over a scroll view only when the scroll view is at its top and the
    /// drag goes down, or up towards a taller detent when `prefersScrollingExpandsWhenScrolledToEdge`.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let translation = pan.translation(in: nil)
        guard abs(translation.y) > abs(translation.x), sheet.presentedViewController.relations.coordinator == nil,
              let presented = sheet.presentedView else { return false }
        guard let touched = presented.hitTest(pan.location(in: presented), with: nil),
              let scrollView = UIScrollView.enclosing(touched, within: presented) else { return true }
        let atTop = scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top + 0.5
        let down = translation.y > 0
        guard atTop else { return false }
        if down { return true }
        guard let geometry = sheet.geometry else { return false }
        let atLargest = geometry.stop(for: sheet.selectedDetentIdentifier) == geometry.largest
        return sheet.prefersScrollingExpandsWhenScrolledToEdge && !atLargest
    }

    // MARK: Dragging

    private func panChanged(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard let geometry = sheet.geometry, let frame = sheet.presentedView?.layer.presentation()?.frame ?? sheet.presentedView?.frame else { return }
            sheet.presentedView?.layer.removeAllAnimations()
            sheet.grabberView.layer.removeAllAnimations()
            sheet.dimmingView.layer.removeAllAnimations()
            sheet.drag = SheetDrag(startTop: frame.minY, geometry: geometry)
            follow(pan)
        case .changed:
            follow(pan)
        case .ended:
            release(pan)
        case .cancelled, .failed:
            guard sheet.drag != nil else { return }
            sheet.drag = nil
            sheet.settle(animated: true, velocity: 0)
        default:
            break
        }
    }

    /// Whether the user may dismiss the sheet by dragging it away.
    private var dismissible: Bool { !sheet.presentedViewController.isModalInPresentation }

    private func follow(_ pan: UIPanGestureRecognizer) {
        guard let drag = sheet.drag else { return }
        let top = drag.geometry.draggedTop(from: drag.startTop, by: pan.translation(in: nil).y, dismissible: dismissible)
        UIView.performWithoutAnimation { sheet.place(top: top, in: drag.geometry) }
    }

    /// Rests the sheet at the detent the release picks (telling the delegate of a new one), or dismisses it; a
    /// sheet that refuses springs back to its smallest detent. Whether the user meant to dismiss is read from
    /// the drag as made, before a modal sheet's resistance.
    private func release(_ pan: UIPanGestureRecognizer) {
        guard let drag = sheet.drag, let top = sheet.presentedView?.frame.minY else { return }
        sheet.drag = nil
        let velocity = pan.velocity(in: nil).y
        var target = drag.geometry.restingStop(top: top, velocity: velocity)
        if drag.geometry.wantsDismissal(top: drag.startTop + pan.translation(in: nil).y, velocity: velocity) {
            if sheet.dismissByUser() { return }
            target = drag.geometry.smallest
        }
        let previous = drag.geometry.stop(for: sheet.selectedDetentIdentifier).identifier
        sheet.restAfterDrag(at: target.identifier, velocity: velocity, changed: target.identifier != previous)
    }
}
