import QuartzCore

/// The gestures that dismiss a zoomed controller: a drag mostly down anywhere on its view, a pinch closing on it
/// (and, in a navigation controller, the edge swipe, which the navigation controller hands here); a touch holds a
/// zoom in flight, for the drag or pinch to take on. It asks `interactiveDismissShouldBegin`,
/// then pops or dismisses the controller with a `ZoomInteractiveDismissal` that the finger drives.
@MainActor
final class ZoomDismissGesture: UIGestureRecognizerDelegate {
    /// The zoom these gestures belong to (it holds them; a controller given another transition lets both go).
    weak var zoom: ZoomTransition?
    weak var zoomed: UIViewController?
    let pan = UIPanGestureRecognizer()
    let pinch = UIPinchGestureRecognizer()
    /// Holds a zoom in flight from the moment a finger touches it.
    let hold = UILongPressGestureRecognizer()
    /// Where the pinch's fingers were when it began, in the window.
    private var pinchStart = CGPoint.zero
    private var interaction: ZoomInteractiveDismissal?

    init(zoom: ZoomTransition, zoomed: UIViewController) {
        self.zoom = zoom
        self.zoomed = zoomed
        pan.addAction { [weak self] pan in self?.panChanged(pan) }
        pinch.addAction { [weak self] pinch in self?.pinchChanged(pinch) }
        hold.minimumPressDuration = 0
        hold.allowableMovement = .greatestFiniteMagnitude
        hold.addAction { [weak self] hold in self?.holdChanged(hold) }
        for recognizer in [pan, pinch, hold] as [UIGestureRecognizer] { recognizer.delegate = self }
    }

    func install(on view: UIView) {
        guard pan.view !== view else { return }
        uninstall()
        for recognizer in [pan, pinch, hold] as [UIGestureRecognizer] { view.addGestureRecognizer(recognizer) }
    }

    func uninstall() {
        for recognizer in [pan, pinch, hold] as [UIGestureRecognizer] { recognizer.view?.removeGestureRecognizer(recognizer) }
    }

    /// The hold, the drag and the pinch work together on one zoom.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        [pan, pinch, hold].contains { $0 === gestureRecognizer } && [pan, pinch, hold].contains { $0 === other }
    }

    // MARK: Beginning

    /// A scroll view under the touch waits for the drag to fail before it scrolls.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        if gestureRecognizer === pan, let view = zoomed?.viewIfLoaded, let touched = touch.view {
            UIScrollView.enclosing(touched, within: view)?.waitForDismissingPan(pan)
        }
        return true
    }

    /// A drag mostly down begins, unless a scroll view under it is scrolled away from its top (it scrolls instead).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === hold { return zoom?.running?.canBeCaught == true }
        if gestureRecognizer === pinch {
            return allows(at: pinch.location(in: nil), velocity: .zero, willBegin: pinch.scale < 1)
        }
        let translation = pan.translation(in: nil)
        var willBegin = translation.y > 0 && translation.y > abs(translation.x)
        if let view = zoomed?.viewIfLoaded, let touched = view.hitTest(pan.location(in: view), with: nil),
           let scrollView = UIScrollView.enclosing(touched, within: view), !scrollView.isAtContentEdge(.top) {
            willBegin = false
        }
        return allows(at: pan.location(in: nil), velocity: pan.velocity(in: nil), willBegin: willBegin)
    }

    /// Whether a dismissal may begin with the finger at `location` (in the window): only while the controller is
    /// shown and no transition runs (or one a finger may take, or holds), and as `interactiveDismissShouldBegin`
    /// answers (else as `willBegin` says).
    func allows(at location: CGPoint, velocity: CGPoint, willBegin: Bool) -> Bool {
        guard let zoom, let zoomed, let view = zoomed.viewIfLoaded, isShown(zoomed),
              zoomed.relations.coordinator == nil || zoom.running?.canBeCaught == true || interaction != nil else {
            return false
        }
        let context = UIZoomTransitionInteractionContext(
            location: view.convert(location, from: nil), velocity: CGVector(dx: velocity.x, dy: velocity.y), willBegin: willBegin)
        return zoom.options.interactiveDismissShouldBegin?(context) ?? willBegin
    }

    /// Whether the controller is the top of its navigation stack or presented.
    private func isShown(_ controller: UIViewController) -> Bool {
        if let navigation = controller.navigationController { return navigation.topViewController === controller }
        return controller.relations.presenting != nil
    }

    // MARK: Driving

    private func panChanged(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: nil)
        switch pan.state {
        case .began:
            let location = pan.location(in: nil)
            _ = take(grab: CGPoint(x: location.x - translation.x, y: location.y - translation.y))
            follow(translation)
        case .changed:
            follow(translation)
        case .ended:
            release(velocity: pan.velocity(in: nil))
        case .cancelled, .failed:
            interaction?.cancel()
            interaction = nil
        default:
            break
        }
    }

    private func pinchChanged(_ pinch: UIPinchGestureRecognizer) {
        let location = pinch.location(in: nil)
        let translation = CGPoint(x: location.x - pinchStart.x, y: location.y - pinchStart.y)
        switch pinch.state {
        case .began:
            pinchStart = location
            _ = take(grab: location)
            interaction?.update(.zero, scale: pinch.scale)
        case .changed:
            interaction?.update(translation, scale: pinch.scale)
        case .ended:
            interaction?.release(velocity: .zero, pinchVelocity: pinch.velocity)
            interaction = nil
        case .cancelled, .failed:
            interaction?.cancel()
            interaction = nil
        default:
            break
        }
    }

    /// A touch on a zoom in flight holds it there; lifted with no drag or pinch taking over, the zoom goes on.
    private func holdChanged(_ hold: UILongPressGestureRecognizer) {
        switch hold.state {
        case .began:
            interaction = zoom?.running?.catchInFlight(grab: hold.location(in: nil))
        case .ended, .cancelled, .failed:
            let driven = [pan, pinch].contains { $0.state == .began || $0.state == .changed }
            guard !driven else { return }
            interaction?.release(velocity: .zero)
            interaction = nil
        default:
            break
        }
    }

    /// Takes the zoom a touch holds, or the one running now where it is, else starts the dismissal; false when
    /// none of these happened.
    private func take(grab: CGPoint) -> Bool {
        if interaction != nil { return true }
        if let caught = zoom?.running?.catchInFlight(grab: grab) {
            interaction = caught
            return true
        }
        return begin(grab: grab, direction: CGVector(dx: 0, dy: 1))
    }

    /// Starts the dismissal with the finger at `grab` (in the window); false when it did not start.
    func begin(grab: CGPoint, direction: CGVector) -> Bool {
        guard let zoom, let zoomed else { return false }
        let made = ZoomInteractiveDismissal(grab: grab, direction: direction)
        zoom.pendingInteraction = made
        defer { zoom.pendingInteraction = nil }
        if let navigation = zoomed.navigationController {
            navigation.popViewController(animated: true)
        } else {
            zoomed.dismiss(animated: true)
        }
        guard made.isRunning else { return false }
        interaction = made
        return true
    }

    func follow(_ translation: CGPoint) {
        interaction?.update(translation)
    }

    func release(velocity: CGPoint) {
        interaction?.release(velocity: velocity)
        interaction = nil
    }
}
