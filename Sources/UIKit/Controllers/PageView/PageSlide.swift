import QuartzCore

/// One move between two pages: the page shown and the one sliding in beside it, placed by how far the move has gone
/// (`offset`, in points along the navigation axis, negative towards the next page), and settled by an animation.
@MainActor
final class PageSlide {
    unowned let controller: UIPageViewController
    let from: UIViewController
    let to: UIViewController
    let forward: Bool
    /// Whether a swipe drives the move (its delegate hears of its end).
    let interactive: Bool
    private(set) var offset: CGFloat = 0
    private var settled = false
    private var onSettled: [(Bool) -> Void] = []

    init(controller: UIPageViewController, from: UIViewController, to: UIViewController, forward: Bool, interactive: Bool) {
        self.controller = controller
        self.from = from
        self.to = to
        self.forward = forward
        self.interactive = interactive
        UIView.performWithoutAnimation { place() }
    }

    private var isHorizontal: Bool { controller.navigationOrientation == .horizontal }

    /// The distance from one page to the next: the page's length and the gap between pages.
    var stride: CGFloat {
        let bounds = controller.view.bounds
        return (isHorizontal ? bounds.width : bounds.height) + controller.interPageSpacing
    }

    /// Moves both pages to `offset`.
    func move(to offset: CGFloat) {
        self.offset = offset
        UIView.performWithoutAnimation { place() }
    }

    private func place() {
        let bounds = controller.view.bounds
        let incoming = offset + (forward ? stride : -stride)
        from.view.frame = isHorizontal ? bounds.offsetBy(dx: offset, dy: 0) : bounds.offsetBy(dx: 0, dy: offset)
        to.view.frame = isHorizontal ? bounds.offsetBy(dx: incoming, dy: 0) : bounds.offsetBy(dx: 0, dy: incoming)
    }

    /// Animates to the end (the new page in place) or back to the start, then settles the controllers.
    func settle(completing: Bool, duration: TimeInterval, completion: ((Bool) -> Void)? = nil) {
        if let completion { onSettled.append(completion) }
        offset = completing ? (forward ? -stride : stride) : 0
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut, .allowUserInteraction], animations: {
            self.place()
        }, completion: { [weak self] finished in
            self?.end(completed: completing, finished: finished)
        })
    }

    /// Ends the move where it is going without waiting for the animation (a new page was set meanwhile).
    func finishAtOnce() {
        UIView.performWithoutAnimation { place() }
        end(completed: offset != 0, finished: false)
    }

    private func end(completed: Bool, finished: Bool) {
        guard !settled else { return }
        settled = true
        if controller.slide === self { controller.slide = nil }
        let kept = completed ? to : from
        controller.release(completed ? from : to)
        if controller.current === (completed ? from : to) { controller.current = kept }
        UIView.performWithoutAnimation { kept.view.frame = controller.view.bounds }
        if interactive {
            controller.delegate?.pageViewController(controller, didFinishAnimating: finished, previousViewControllers: [from],
                                                    transitionCompleted: completed)
            controller.updatePageControl()
        }
        for completion in onSettled { completion(finished) }
        onSettled.removeAll()
    }
}
