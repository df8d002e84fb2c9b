import QuartzCore
import UIKit

/// A star on a night-blue background: a touch springs it to the touched point the moment it lands while it spins once.
final class HelloViewController: UIViewController {
    private let star = UIImageView(image: UIImage(named: "star"))
    private var hasMoved = false

    override func viewDidLoad() {
        view.backgroundColor = UIColor(red: 0.10, green: 0.15, blue: 0.30, alpha: 1)
        view.addSubview(star)
        view.addGestureRecognizer(TouchDownGestureRecognizer { [unowned self] touch in
            springStar(to: touch.location(in: view))
        })
    }

    override func viewDidLayoutSubviews() {
        if !hasMoved {
            star.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        }
    }

    /// The position with a spring through `UIView.animate`; the spin as a Core Animation animation.
    private func springStar(to point: CGPoint) {
        hasMoved = true
        UIView.animate(withDuration: 0.9, delay: 0, usingSpringWithDamping: 0.45, initialSpringVelocity: 0,
                       options: [.allowUserInteraction, .beginFromCurrentState]) {
            self.star.center = point
        }
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = 2 * CGFloat.pi
        spin.duration = 0.6
        spin.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        star.layer.add(spin, forKey: "spin")
    }
}
