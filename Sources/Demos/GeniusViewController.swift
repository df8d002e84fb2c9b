import QuartzCore
import UIKit

/// The Genius scene of the seed article "Genius" (Core Animation on the iPhone): a button holding a
/// 2×2 mosaic of covers; a tap turns the covers a quarter turn one after another while the album
/// grows from the center to fill the window. Differences from the seed: the mosaic is laid out
/// 2×2 (its frame formula stacks two covers), the covers turn with perspective, the album fills
/// the window rather than the iPhone's 320×460 and its model bounds follow (so it takes taps),
/// and a second tap plays the effect back.
final class GeniusViewController: UIViewController {
    static let flipDuration: CFTimeInterval = 0.2
    static let flipStagger: CFTimeInterval = 0.1
    static let growDuration: CFTimeInterval = 0.5

    private(set) var buttonView: UIButton!
    private(set) var albumView: UIImageView!
    /// The mosaic's covers, in order: the button's subviews, whose layers the seed walks.
    private(set) var covers: [UIImageView] = []
    /// Whether the album shows (or is growing), so the next tap plays the effect back.
    private(set) var isShowingAlbum = false

    override func viewDidLoad() {
        view.backgroundColor = UIColor(white: 0.08, alpha: 1)

        // The main button, holding the mosaic.
        let button = UIButton(frame: CGRect(x: 10, y: 80, width: 300, height: 300))
        button.addAction(UIAction { [weak self] _ in self?.triggerGeniusAnimation() }, for: .touchUpInside)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 600
        button.layer.sublayerTransform = perspective
        view.addSubview(button)
        buttonView = button

        let width = button.frame.width / 2
        for i in 0..<4 {
            let imageFrame = CGRect(x: width * CGFloat(i % 2), y: i < 2 ? 0 : width, width: width, height: width)
            let imageView = UIImageView(frame: imageFrame)
            imageView.image = UIImage(named: "GeniusCover\(i + 1)")
            button.addSubview(imageView)
            covers.append(imageView)
        }

        // The album view, empty at the center until it grows.
        let album = UIImageView(frame: .zero)
        album.image = UIImage(named: "GeniusAlbum")
        album.contentMode = .scaleAspectFit
        album.isUserInteractionEnabled = true
        album.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.triggerGeniusAnimation() })
        view.addSubview(album)
        albumView = album
    }

    /// Keeps the mosaic and the album centered; a shown album follows the window's size.
    override func viewDidLayoutSubviews() {
        let center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        UIView.performWithoutAnimation {
            buttonView.center = center
            albumView.layer.position = center
        }
        if isShowingAlbum, albumView.layer.bounds.size != view.bounds.size {
            albumView.layer.removeAnimation(forKey: "grow")
            UIView.performWithoutAnimation { albumView.layer.bounds = CGRect(origin: .zero, size: view.bounds.size) }
        }
    }

    /// The seed's effect: the album's bounds animate linearly, the covers turn with ease-in,
    /// each 0.1 s after the one before; both hold their end state (fill both, not removed).
    func triggerGeniusAnimation() {
        isShowingAlbum.toggle()
        let albumBounds = CGRect(origin: .zero, size: isShowingAlbum ? view.bounds.size : .zero)
        let grow = CABasicAnimation(keyPath: "bounds")
        grow.timingFunction = CAMediaTimingFunction(name: .linear)
        grow.duration = GeniusViewController.growDuration * DemoSettings.animationFactor
        grow.fromValue = albumView.layer.presentation()?.bounds ?? albumView.layer.bounds
        grow.toValue = albumBounds
        grow.fillMode = .both
        grow.isRemovedOnCompletion = false
        albumView.layer.add(grow, forKey: "grow")
        albumView.layer.bounds = albumBounds

        // Flip the covers; played back, the last one turns first.
        let turned = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        let layers = covers.map(\.layer)
        var timeOffset: CFTimeInterval = 0
        for cover in isShowingAlbum ? layers : layers.reversed() {
            let animation = CABasicAnimation(keyPath: "transform")
            animation.timingFunction = CAMediaTimingFunction(name: isShowingAlbum ? .easeIn : .easeOut)
            animation.fromValue = cover.presentation()?.transform ?? cover.transform
            animation.toValue = isShowingAlbum ? turned : CATransform3DIdentity
            animation.duration = GeniusViewController.flipDuration * DemoSettings.animationFactor
            animation.beginTime = CACurrentMediaTime() + timeOffset
            animation.fillMode = .both
            animation.isRemovedOnCompletion = false
            cover.add(animation, forKey: "flip")
            timeOffset += GeniusViewController.flipStagger * DemoSettings.animationFactor
        }
    }
}
