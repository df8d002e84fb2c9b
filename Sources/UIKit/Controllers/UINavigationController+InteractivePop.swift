import QuartzCore

/// The pop under the finger: a pan from the window's leading edge drives the pop transition, which finishes or
/// cancels on release by where the finger is and how fast it moves.
extension UINavigationController {
    /// How far ahead a release's velocity is projected when deciding between finishing and cancelling.
    static let releaseProjection: CGFloat = 0.25

    func makeEdgePan() -> UIScreenEdgePanGestureRecognizer {
        let pan = NavigationPopGestureRecognizer { [unowned self] pan in edgePanChanged(pan) }
        pan.edges = .left
        return pan
    }

    private func edgePanChanged(_ pan: UIScreenEdgePanGestureRecognizer) {
        // Right to left, the pan comes from the right edge and moves towards the left.
        let width = max(1, view.bounds.width) * (view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1)
        switch pan.state {
        case .began:
            guard stack.count > 1, running == nil, interactivePop == nil else { return }
            if let zoom = stack.last?.zoomTransition {
                return beginZoomPop(zoom, from: pan, direction: width < 0 ? -1 : 1)
            }
            let interaction = UIPercentDrivenInteractiveTransition()
            interaction.completionCurve = .linear
            interactivePop = interaction
            replaceStack(with: Array(stack.dropLast()), animated: true, interactor: interaction)
            if running == nil || running?.interactor !== interaction { interactivePop = nil }
        case .changed:
            zoomEdgePan?.follow(pan.translation(in: nil))
            interactivePop?.update(pan.translation(in: view).x / width)
        case .ended:
            zoomEdgePan?.release(velocity: pan.velocity(in: nil))
            zoomEdgePan = nil
            guard let interaction = interactivePop else { return }
            let progress = pan.translation(in: view).x / width
            let velocity = pan.velocity(in: view).x / width
            if progress + velocity * Self.releaseProjection > 0.5, velocity >= 0 {
                interaction.finish()
            } else {
                interaction.cancel()
            }
        case .cancelled, .failed:
            zoomEdgePan?.release(velocity: .zero)
            zoomEdgePan = nil
            interactivePop?.cancel()
        default:
            break
        }
    }

    /// The edge swipe over a zoomed controller dismisses it as its drag does, towards the trailing edge.
    private func beginZoomPop(_ zoom: ZoomTransition, from pan: UIScreenEdgePanGestureRecognizer, direction: CGFloat) {
        guard let top = stack.last else { return }
        let gesture = zoom.dismissGesture ?? ZoomDismissGesture(zoom: zoom, zoomed: top)
        zoom.dismissGesture = gesture
        let location = pan.location(in: nil), translation = pan.translation(in: nil)
        guard gesture.allows(at: location, velocity: pan.velocity(in: nil), willBegin: true),
              gesture.begin(grab: CGPoint(x: location.x - translation.x, y: location.y - translation.y),
                            direction: CGVector(dx: direction, dy: 0)) else { return }
        zoomEdgePan = gesture
        gesture.follow(translation)
    }
}

/// The recognizer of the pop under the finger: it starts at the leading edge of the navigation controller's view,
/// the left one or, right to left, the right one.
@MainActor
final class NavigationPopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let view {
            edges = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
        }
        super.touchesBegan(touches, with: event)
    }
}
