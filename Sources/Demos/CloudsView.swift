import UIKit

/// The Clouds scene of ../shared/seeds/clouds-uikit.fr.txt, written as its author wrote it for
/// iOS: clouds spawned at random, drifting right with a linear curve, removed when they finish.
final class CloudsView: UIView {
    static let CloudSize = CGSize(width: 84, height: 54)
    static let HorizontalRandomMaxOverflow: CGFloat = 200
    static let AnimationDuration: TimeInterval = 50
    static let SpawnTimeInterval: TimeInterval = 10

    private var timer: Timer?

    func spawnCloud(origin: CGPoint) {
        let imageView = UIImageView(image: UIImage(named: "Cloud")?.withRenderingMode(.alwaysTemplate))
        imageView.tintColor = .white
        imageView.alpha = 0.7
        imageView.frame = CGRect(origin: .zero, size: CloudsView.CloudSize)
        imageView.center = origin
        addSubview(imageView)

        let boundsWidth = bounds.size.width
        UIView.animate(withDuration: CloudsView.AnimationDuration * DemoSettings.animationFactor, delay: 0, options: .curveLinear, animations: {
            imageView.center = CGPoint(x: origin.x + boundsWidth + CloudsView.CloudSize.width + CloudsView.HorizontalRandomMaxOverflow, y: origin.y)
        }) { completed in
            if completed {
                imageView.removeFromSuperview()
            }
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
    }
}
