import Foundation
import QuartzCore
import UIKit

/// The Genius seed's `GeniusViewController` (genius-core-animation-iphone.fr.txt), translated
/// line for line; its images are the test's own (`Img1.png` … `Imgfull.png`).
final class GeniusSeedViewController: UIViewController {
    var buttonView: UIButton!
    var albumView: UIImageView!

    override func viewDidLoad() {
        // Create the main button
        let button = UIButton(frame: CGRect(x: 10, y: 80, width: 300, height: 300))
        button.addAction(UIAction { [unowned self] _ in self.triggerGeniusAnimation() }, for: .touchUpInside)
        self.view.addSubview(button)
        self.buttonView = button

        // Add the mosaic in the button
        let width = button.frame.width / 2
        for i in 1...4 {
            let imageFrame = CGRect(x: width * CGFloat(i % 2), y: i < 2 ? 0 : width, width: width, height: width)
            let imageView = UIImageView(frame: imageFrame)
            imageView.image = UIImage(named: String(format: "Img%d.png", i))
            buttonView.addSubview(imageView)
        }

        // Create the album view
        albumView = UIImageView(frame: .zero)
        albumView.image = UIImage(named: "Imgfull.png")
        albumView.contentMode = .scaleAspectFit
        albumView.layer.position = CGPoint(x: self.view.bounds.midX, y: self.view.bounds.midY)
        self.view.addSubview(albumView)
    }

    func triggerGeniusAnimation() {
        let anim = CABasicAnimation(keyPath: "bounds")
        anim.timingFunction = CAMediaTimingFunction(name: .linear)
        anim.duration = 0.5
        anim.toValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 320, height: 460))
        anim.fillMode = .both
        anim.isRemovedOnCompletion = false
        albumView.layer.add(anim, forKey: nil)

        // Flip albums
        var timeOffset: CGFloat = 0
        for sublayer in buttonView.layer.sublayers ?? [] {
            let animation = CABasicAnimation(keyPath: "transform")
            let transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
            animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
            animation.toValue = NSValue(caTransform3D: transform)
            animation.duration = 0.2
            animation.beginTime = CACurrentMediaTime() + timeOffset
            animation.fillMode = .both
            animation.isRemovedOnCompletion = false
            sublayer.add(animation, forKey: nil)

            timeOffset += 0.1
        }
    }
}
