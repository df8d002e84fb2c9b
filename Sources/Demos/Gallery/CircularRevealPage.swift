import UIKit

/// An app's own navigation transition: the pushed screen is revealed through a growing circle (a `CAShapeLayer`
/// mask whose path animates), and a `UIPercentDrivenInteractiveTransition` holds that animation and scrubs it
/// under the finger. The page opens with the push held half way.
final class CircularRevealPage: GalleryPage {
    override class var name: String { "Circular reveal transition" }
    override class var api: String { "UIViewControllerAnimatedTransitioning · CAShapeLayer mask · UIPercentDrivenInteractiveTransition" }
    override class var hint: String { "Drag across the panel to scrub the reveal; let go past half way and it finishes, before and it cancels." }

    /// The panel the navigation controller shows in, on the stage.
    static let panel = CGRect(x: 200, y: 20, width: 360, height: 330)
    /// Where the circle grows from, in the panel.
    static let origin = CGPoint(x: 300, y: 60)
    static let photoColor = UIColor(red: 0.95, green: 0.55, blue: 0.2, alpha: 1)
    static let gridColor = UIColor(red: 0.16, green: 0.22, blue: 0.36, alpha: 1)

    private(set) var navigation: UINavigationController!
    private let revealDelegate = CircularRevealNavigationDelegate(origin: CircularRevealPage.origin)
    private var progressLabel: UILabel!
    /// The percentage the drag started from.
    private var dragStart: CGFloat = 0

    override func build() {
        let grid = UIViewController()
        grid.title = "Albums"
        grid.view.backgroundColor = Self.gridColor
        // The tiles are placed at fixed points, so the view starts below the bar rather than under it.
        grid.edgesForExtendedLayout = []
        for index in 0..<6 {
            let tile = UIView(frame: CGRect(x: 24 + CGFloat(index % 3) * 108, y: 24 + CGFloat(index / 3) * 108, width: 96, height: 96))
            tile.backgroundColor = GalleryPalette.accents[index % GalleryPalette.accents.count]
            tile.layer.cornerRadius = 10
            grid.view.addSubview(tile)
        }
        navigation = UINavigationController(rootViewController: grid)
        navigation.delegate = revealDelegate
        navigation.view.frame = Self.panel
        navigation.view.layer.cornerRadius = 12
        stage.addSubview(navigation.view)
        let pan = UIPanGestureRecognizer { [unowned self] pan in dragged(pan) }
        navigation.view.addGestureRecognizer(pan)
        progressLabel = caption("", frame: CGRect(x: 200, y: 362, width: 360, height: 20), color: GalleryPalette.text)
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil, navigation.viewControllers.count == 1, revealDelegate.interaction == nil else { return }
        startInteractiveTransition()
        revealDelegate.interaction?.update(0.5)
        showProgress()
    }

    /// The screen the reveal uncovers.
    private func makePhoto() -> UIViewController {
        let photo = UIViewController()
        photo.title = "Sunset"
        photo.view.backgroundColor = Self.photoColor
        photo.edgesForExtendedLayout = []
        let sun = UIView(frame: CGRect(x: 130, y: 60, width: 100, height: 100))
        sun.backgroundColor = UIColor(red: 1, green: 0.9, blue: 0.45, alpha: 1)
        sun.layer.cornerRadius = 50
        photo.view.addSubview(sun)
        let sea = UIView(frame: CGRect(x: 0, y: 190, width: 360, height: 100))
        sea.backgroundColor = UIColor(red: 0.2, green: 0.35, blue: 0.6, alpha: 1)
        sea.autoresizingMask = [.flexibleWidth]
        photo.view.addSubview(sea)
        return photo
    }

    /// Pushes the photo (or pops back to the albums) under an interaction the drag drives.
    private func startInteractiveTransition() {
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionCurve = .easeOut
        revealDelegate.interaction = interaction
        revealDelegate.onEnd = { [weak self] in
            self?.revealDelegate.interaction = nil
            self?.showProgress()
        }
        if navigation.viewControllers.count == 1 {
            navigation.pushViewController(makePhoto(), animated: true)
        } else {
            navigation.popViewController(animated: true)
        }
    }

    private func dragged(_ pan: UIPanGestureRecognizer) {
        let width = Self.panel.width
        switch pan.state {
        case .began:
            if revealDelegate.interaction == nil { startInteractiveTransition() }
            dragStart = revealDelegate.interaction?.percentComplete ?? 0
        case .changed:
            let isPush = revealDelegate.isPush
            let moved = pan.translation(in: navigation.view).x / width
            revealDelegate.interaction?.update(dragStart + (isPush ? moved : -moved))
            showProgress()
        case .ended, .cancelled:
            guard let interaction = revealDelegate.interaction else { return }
            if interaction.percentComplete > 0.5 { interaction.finish() } else { interaction.cancel() }
        default:
            break
        }
    }

    private func showProgress() {
        if let interaction = revealDelegate.interaction {
            progressLabel.text = String(format: "%@ · percentComplete %.2f", revealDelegate.isPush ? "push" : "pop", interaction.percentComplete)
        } else {
            progressLabel.text = navigation.viewControllers.count > 1 ? "Drag left to hide the photo again" : "Drag right to reveal the photo"
        }
    }
}

/// Hands the navigation controller the reveal for pushes and pops, and the interaction while one is driven.
@MainActor
final class CircularRevealNavigationDelegate: UINavigationControllerDelegate {
    let origin: CGPoint
    var interaction: UIPercentDrivenInteractiveTransition?
    /// Called when a transition ends (finished or cancelled).
    var onEnd: () -> Void = {}
    private(set) var isPush = true

    init(origin: CGPoint) {
        self.origin = origin
    }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        isPush = operation == .push
        return CircularRevealAnimator(origin: origin, isPush: isPush) { [weak self] in self?.onEnd() }
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }
}

/// Reveals the pushed view through a circle growing from `origin` (a `CAShapeLayer` mask), and on a pop hides the
/// popped one through the circle shrinking back.
@MainActor
final class CircularRevealAnimator: UIViewControllerAnimatedTransitioning {
    let origin: CGPoint
    let isPush: Bool
    private let onEnd: () -> Void

    init(origin: CGPoint, isPush: Bool, onEnd: @escaping () -> Void) {
        self.origin = origin
        self.isPush = isPush
        self.onEnd = onEnd
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        GalleryPage.seconds(0.6)
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to), let fromView = transitionContext.view(forKey: .from),
              let toController = transitionContext.viewController(forKey: .to) else {
            return transitionContext.completeTransition(true)
        }
        let container = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toController)
        if isPush { container.addSubview(toView) } else { container.insertSubview(toView, belowSubview: fromView) }
        let revealed = isPush ? toView : fromView
        let bounds = revealed.bounds
        let radius = hypot(max(origin.x, bounds.width - origin.x), max(origin.y, bounds.height - origin.y))
        let small = Self.circle(origin, radius: 1), large = Self.circle(origin, radius: radius)
        let mask = CAShapeLayer()
        mask.frame = bounds
        mask.path = isPush ? large : small
        revealed.layer.mask = mask
        let reveal = CABasicAnimation(keyPath: "path")
        reveal.fromValue = isPush ? small : large
        reveal.toValue = isPush ? large : small
        reveal.duration = transitionDuration(using: transitionContext)
        reveal.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        CATransaction.begin()
        CATransaction.setCompletionBlock { [onEnd] in
            let cancelled = transitionContext.transitionWasCancelled
            revealed.layer.mask = nil
            (cancelled ? toView : fromView).removeFromSuperview()
            transitionContext.completeTransition(!cancelled)
            onEnd()
        }
        mask.add(reveal, forKey: "reveal")
        CATransaction.commit()
    }

    private static func circle(_ center: CGPoint, radius: CGFloat) -> CGPath {
        UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true).cgPath
    }
}
