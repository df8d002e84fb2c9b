import QuartzCore

/// View transitions: the view's old look (a snapshot) cross-dissolves or flips away while its
/// new content, set by `animations`, appears.
extension UIView {
    /// Changes a view's content with a transition (`.transitionCrossDissolve`, flips from left,
    /// right, top or bottom; other transitions cross-dissolve).
    public static func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        guard let container = view.superview, let snapshot = view.snapshotView() else {
            UIView.performWithoutAnimation { animations?() }
            DispatchQueue.main.async { MainActor.assumeIsolated { completion?(true) } }
            return
        }
        UIView.performWithoutAnimation {
            snapshot.frame = view.frame
            container.insertSubview(snapshot, aboveSubview: view)
            animations?()
        }
        run(transition: options.transition, duration: duration, options: options, outgoing: snapshot, incoming: view, container: container) { finished in
            snapshot.removeFromSuperview()
            completion?(finished)
        }
    }

    /// Replaces `fromView` with `toView` in its superview through a transition.
    public static func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let container = fromView.superview else {
            completion?(false)
            return
        }
        UIView.performWithoutAnimation {
            toView.frame = fromView.frame
            container.insertSubview(toView, belowSubview: fromView)
        }
        run(transition: options.transition, duration: duration, options: options, outgoing: fromView, incoming: toView, container: container) { finished in
            UIView.performWithoutAnimation {
                fromView.removeFromSuperview()
                fromView.alpha = 1
                fromView.layer.transform = CATransform3DIdentity
            }
            completion?(finished)
        }
    }

    /// Animates `outgoing` away (and `incoming`, when given, into view).
    private static func run(
        transition: Transition, duration: TimeInterval, options: AnimationOptions,
        outgoing: UIView, incoming: UIView?, container: UIView, completion: @escaping (Bool) -> Void
    ) {
        let curve = AnimationOptions(rawValue: options.rawValue & (0xF << 16))
        switch transition {
        case .flip(let axis, let direction):
            // The old face turns edge-on in the first half; the new one, waiting edge-on (and so
            // unseen), turns in during the second.
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 800
            let turn: (CGFloat) -> CATransform3D = { angle in
                CATransform3DConcat(CATransform3DMakeRotation(angle, axis.x, axis.y, 0), perspective)
            }
            let back = incoming ?? outgoing
            UIView.performWithoutAnimation { back.layer.transform = turn(-direction * .pi / 2) }
            var pending = 2
            var allFinished = true
            let done: (Bool) -> Void = { finished in
                allFinished = allFinished && finished
                pending -= 1
                if pending == 0 {
                    UIView.performWithoutAnimation { outgoing.layer.transform = CATransform3DIdentity }
                    completion(allFinished)
                }
            }
            UIView.animate(withDuration: duration / 2, delay: 0, options: curve, animations: {
                outgoing.layer.transform = turn(direction * .pi / 2)
            }, completion: done)
            UIView.animate(withDuration: duration / 2, delay: duration / 2, options: curve, animations: {
                back.layer.transform = CATransform3DIdentity
            }, completion: done)
        case .crossDissolve:
            // The old look fades out over the new one: an exact cross-fade over an opaque view.
            UIView.animate(withDuration: duration, delay: 0, options: curve, animations: {
                outgoing.alpha = 0
            }, completion: completion)
        }
    }

    /// A view showing this view's current look as an image (iOS's `snapshotView(afterScreenUpdates:)`).
    public func snapshotView(afterScreenUpdates afterUpdates: Bool = false) -> UIView? {
        let scale = UIScreen.main.scale
        let width = Int((bounds.width * scale).rounded(.up)), height = Int((bounds.height * scale).rounded(.up))
        guard let target = PixelSurface(width: width, height: height) else { return nil }
        var tree = layer.renderSnapshot()
        // Drawn in its own space: the snapshot sits where the view is, inside it.
        tree.position = CGPoint(x: tree.bounds.width * tree.anchorPoint.x, y: tree.bounds.height * tree.anchorPoint.y)
        tree.transform = CATransform3DIdentity
        tree.opacity = 1
        Compositor(scale: scale).render(tree, into: target)
        guard let image = CGImage(surface: target) else { return nil }
        let snapshot = UIImageView(image: UIImage(cgImage: image, scale: scale))
        snapshot.frame = CGRect(origin: .zero, size: bounds.size)
        return snapshot
    }
}

extension UIView.AnimationOptions {
    /// The transition bits 20–23 ask for.
    var transition: UIView.Transition {
        switch (rawValue >> 20) & 0xF {
        case 1: return .flip(axis: (0, 1), direction: -1)
        case 2: return .flip(axis: (0, 1), direction: 1)
        case 6: return .flip(axis: (1, 0), direction: 1)
        case 7: return .flip(axis: (1, 0), direction: -1)
        default: return .crossDissolve
        }
    }
}

extension UIView {
    /// How a transition moves the old look away.
    enum Transition {
        case crossDissolve
        /// A half turn about the y axis (0, 1) or the x axis (1, 0), in `direction`.
        case flip(axis: (x: CGFloat, y: CGFloat), direction: CGFloat)
    }
}
