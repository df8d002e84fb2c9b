import QuartzCore

/// A pan that starts at an edge of the window: the touch must go down within a few points of one of `edges`,
/// as a swipe in from the screen's edge does on iOS.
@MainActor @preconcurrency
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges a pan may start from.
    open var edges: UIRectEdge = []
    /// How close to an edge the touch must go down.
    static let edgeWidth: CGFloat = 20

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, numberOfTouches <= touches.count, !startsAtEdge(location(in: nil)) {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
    }

    private func startsAtEdge(_ point: CGPoint) -> Bool {
        guard let bounds = view?.window?.bounds else { return false }
        let width = Self.edgeWidth
        return (edges.contains(.left) && point.x - bounds.minX <= width)
            || (edges.contains(.right) && bounds.maxX - point.x <= width)
            || (edges.contains(.top) && point.y - bounds.minY <= width)
            || (edges.contains(.bottom) && bounds.maxY - point.y <= width)
    }
}
