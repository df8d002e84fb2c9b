import QuartzCore

/// Swiping between pages: the pan asks the data source for the page on the side it moves towards, tells the
/// delegate it will show it, drags both pages with the finger, and on release slides on to it when the finger went
/// past half a page or flicked that way, else back.
extension UIPageViewController {
    /// The speed along the axis, in points a second, past which a release turns the page whatever the distance.
    static let flickVelocity: CGFloat = 500

    func panned(_ recognizer: UIPanGestureRecognizer) {
        let horizontal = navigationOrientation == .horizontal
        let translation = recognizer.translation(in: view)
        let distance = horizontal ? translation.x : translation.y
        switch recognizer.state {
        case .began:
            directionsWithoutPage = []
            drag(by: distance)
        case .changed:
            drag(by: distance)
        case .ended, .cancelled, .failed:
            guard let slide, slide.interactive else {
                if let page = current?.viewIfLoaded, page.frame != view.bounds {
                    UIView.animate(withDuration: Self.settleDuration) { page.frame = self.view.bounds }
                }
                return
            }
            let velocity = recognizer.velocity(in: view)
            let speed = horizontal ? velocity.x : velocity.y
            let towards: CGFloat = slide.forward ? -1 : 1
            let completes = recognizer.state == .ended
                && (slide.offset * towards > slide.stride / 2 || speed * towards > Self.flickVelocity)
            slide.settle(completing: completes, duration: Self.settleDuration)
        default:
            break
        }
    }

    /// Moves the pages with the finger, fetching the page on the side it moves towards.
    private func drag(by distance: CGFloat) {
        if let slide, !slide.interactive { slide.finishAtOnce() }
        guard let current, distance != 0 || slide != nil else { return }
        let forward = distance < 0
        if let slide, slide.forward != forward {
            // The finger crossed back over the start: the other neighbour comes in instead.
            release(slide.to)
            self.slide = nil
        }
        let direction: NavigationDirection = forward ? .forward : .reverse
        if slide == nil, let dataSource, !directionsWithoutPage.contains(direction) {
            let neighbour = forward ? dataSource.pageViewController(self, viewControllerAfter: current)
                : dataSource.pageViewController(self, viewControllerBefore: current)
            if neighbour == nil { directionsWithoutPage.insert(direction) }
            if let neighbour {
                delegate?.pageViewController(self, willTransitionTo: [neighbour])
                adopt(neighbour)
                slide = PageSlide(controller: self, from: current, to: neighbour, forward: forward, interactive: true)
            }
        }
        if let slide {
            slide.move(to: min(max(distance, -slide.stride), slide.stride))
        } else {
            // No page that way: the page follows the finger a third of the way, and springs back on release.
            UIView.performWithoutAnimation {
                let bounds = view.bounds
                current.view.frame = navigationOrientation == .horizontal ? bounds.offsetBy(dx: distance / 3, dy: 0)
                    : bounds.offsetBy(dx: 0, dy: distance / 3)
            }
        }
    }
}
