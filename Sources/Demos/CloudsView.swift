import UIKit

/// The Clouds scene of the seed article on clouds drifting in UIKit, written as its author wrote it for
/// iOS: clouds spawned at random, drifting right with a linear curve, removed when they finish.
/// Two additions the seed asks for: a resize re-aims every cloud at the new right edge (the
/// seed's noted bug: a cloud stopping in view after a rotation), and a cloud can be dragged
/// from where it is seen, drifting on when released.
final class CloudsView: UIView {
    static let CloudSize = CGSize(width: 84, height: 54)
    static let HorizontalRandomMaxOverflow: CGFloat = 200
    static let AnimationDuration: TimeInterval = 50
    static let SpawnTimeInterval: TimeInterval = 10

    private var timer: Timer?
    private var clouds: [UIImageView] = []
    private var aimedWidth: CGFloat = 0

    /// Every cloud moves at the speed the seed's first flight gives it: view width plus margins in 50 s.
    private var speed: CGFloat {
        (bounds.width + CloudsView.CloudSize.width + CloudsView.HorizontalRandomMaxOverflow)
            / CGFloat(CloudsView.AnimationDuration * DemoSettings.animationFactor)
    }

    /// Where clouds leave the view: past its right edge.
    private var exitX: CGFloat { bounds.width + CloudsView.CloudSize.width }

    func spawnCloud(origin: CGPoint) {
        let imageView = UIImageView(image: UIImage(named: "Cloud")?.withRenderingMode(.alwaysTemplate))
        imageView.tintColor = .white
        imageView.alpha = 0.7
        imageView.frame = CGRect(origin: .zero, size: CloudsView.CloudSize)
        imageView.center = origin
        imageView.isUserInteractionEnabled = true
        imageView.addGestureRecognizer(UIPanGestureRecognizer { [weak self, weak imageView] pan in
            guard let self, let imageView else { return }
            self.drag(imageView, with: pan)
        })
        addSubview(imageView)
        clouds.append(imageView)
        aimedWidth = bounds.width

        // The seed's flight (with `.allowUserInteraction`, so a cloud can be caught where it is seen).
        let boundsWidth = bounds.size.width
        UIView.animate(withDuration: CloudsView.AnimationDuration * DemoSettings.animationFactor, delay: 0, options: [.curveLinear, .allowUserInteraction], animations: {
            imageView.center = CGPoint(x: origin.x + boundsWidth + CloudsView.CloudSize.width + CloudsView.HorizontalRandomMaxOverflow, y: origin.y)
        }) { [weak self] completed in
            if completed { self?.remove(imageView) }
        }
    }

    /// A cloud that finished its flight leaves the sky, as in the seed.
    private func remove(_ imageView: UIImageView) {
        imageView.removeFromSuperview()
        clouds.removeAll { $0 === imageView }
    }

    /// Sends a cloud on from where it is seen to beyond the right edge at the common speed
    /// (after a drag, or when the view grew); removed on arrival. The flight under way stops first:
    /// block animations of `center` are additive (iOS 8), so it would otherwise go on adding its
    /// own motion to the new one.
    private func drift(_ imageView: UIImageView) {
        let here = imageView.layer.presentation()?.position ?? imageView.center
        let target = CGPoint(x: max(here.x, exitX) + CloudsView.CloudSize.width, y: here.y)
        let duration = TimeInterval(max(0.1, (target.x - here.x) / speed))
        imageView.layer.removeAllAnimations()
        UIView.performWithoutAnimation { imageView.center = here }
        UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear, .allowUserInteraction], animations: {
            imageView.center = target
        }) { [weak self] completed in
            if completed { self?.remove(imageView) }
        }
    }

    /// A cloud follows the pointer from where it is seen and drifts on when let go.
    private var dragStart: [ObjectIdentifier: CGPoint] = [:]

    private func drag(_ imageView: UIImageView, with pan: UIPanGestureRecognizer) {
        let key = ObjectIdentifier(imageView)
        switch pan.state {
        case .began:
            let seen = imageView.layer.presentation()?.position ?? imageView.center
            imageView.layer.removeAllAnimations()
            UIView.performWithoutAnimation { imageView.center = seen }
            dragStart[key] = seen
        case .changed:
            guard let start = dragStart[key] else { return }
            let t = pan.translation(in: self)
            UIView.performWithoutAnimation { imageView.center = CGPoint(x: start.x + t.x, y: start.y + t.y) }
        case .ended, .cancelled:
            dragStart[key] = nil
            drift(imageView)
        default:
            break
        }
    }

    /// A wider view (a resize mid-flight) re-aims every cloud past the new edge, so none stops in view.
    override func layoutSubviews() {
        guard bounds.width != aimedWidth, !clouds.isEmpty else { return }
        aimedWidth = bounds.width
        for cloud in clouds where dragStart[ObjectIdentifier(cloud)] == nil {
            drift(cloud)
        }
    }

    func spawnBunchOfCloudsInTheSky() {
        for _ in 0..<Int.random(in: 2...3) {
            spawnCloudInTheSky()
        }
    }

    func spawnCloudInTheSky() {
        let x = CGFloat.random(in: 0..<max(1, bounds.size.width))
        spawnCloud(origin: CGPoint(x: x, y: randomHeight()))
    }

    func spawnCloudFromTheSide() {
        let x = CGFloat.random(in: -CloudsView.HorizontalRandomMaxOverflow..<0)
        spawnCloud(origin: CGPoint(x: x, y: randomHeight()))
    }

    /// A height that keeps the whole cloud inside the view.
    private func randomHeight() -> CGFloat {
        let half = CloudsView.CloudSize.height / 2
        return CGFloat.random(in: half..<max(half + 1, bounds.size.height - half))
    }

    func startAnimation() {
        spawnBunchOfCloudsInTheSky()
        spawnCloudFromTheSide()
        timer = Timer.scheduledTimer(withTimeInterval: CloudsView.SpawnTimeInterval * DemoSettings.animationFactor, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.spawnCloudFromTheSide() }
        }
        if let timer { SceneTimers.register(timer) }
    }
}
