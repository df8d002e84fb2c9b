import UIKit

/// Mask layers: content shows only where its mask is opaque. A shape mask grows and shrinks
/// like an iris; a gradient mask sweeps a band of light across; the mask's alpha is all that counts.
final class MasksPage: GalleryPage {
    override class var name: String { "Masks" }
    override class var api: String { "layer.mask = CAShapeLayer() / CAGradientLayer() · the mask's alpha cuts the content" }
    override class var hint: String { "The iris is a circle mask scaling; the band is a gradient mask whose locations move." }

    static let period: CFTimeInterval = 1.6
    /// The masked contents and their masks.
    private(set) var irisContent: CALayer!
    private(set) var iris: CAShapeLayer!
    private(set) var bandContent: CALayer!
    private(set) var band: CAGradientLayer!

    override func build() {
        irisContent = Self.stripes(frame: CGRect(x: 90, y: 60, width: 220, height: 220))
        stage.layer.addSublayer(irisContent)
        iris = CAShapeLayer()
        iris.frame = irisContent.bounds
        iris.path = CGPath(ellipseIn: irisContent.bounds, transform: nil)
        iris.fillColor = UIColor.black.cgColor
        irisContent.mask = iris
        let open = CABasicAnimation(keyPath: "transform.scale")
        open.fromValue = 0.15
        open.toValue = 1.4
        open.duration = Self.seconds(Self.period)
        open.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        open.autoreverses = true
        open.repeatCount = .infinity
        iris.add(open, forKey: "iris")

        bandContent = Self.stripes(frame: CGRect(x: 450, y: 60, width: 220, height: 220))
        stage.layer.addSublayer(bandContent)
        band = CAGradientLayer()
        band.frame = bandContent.bounds
        band.startPoint = CGPoint(x: 0, y: 0.5)
        band.endPoint = CGPoint(x: 1, y: 0.5)
        band.colors = [UIColor.clear.cgColor, UIColor.black.cgColor, UIColor.clear.cgColor]
        band.locations = [-0.4, -0.2, 0]
        bandContent.mask = band
        let sweep = CABasicAnimation(keyPath: "locations")
        sweep.fromValue = [-0.4, -0.2, 0] as [NSNumber]
        sweep.toValue = [1, 1.2, 1.4] as [NSNumber]
        sweep.duration = Self.seconds(Self.period)
        sweep.repeatCount = .infinity
        band.add(sweep, forKey: "sweep")

        caption("mask = CAShapeLayer (circle) · transform.scale", frame: CGRect(x: 40, y: 300, width: 320, height: 20), color: GalleryPalette.text)
        caption("mask = CAGradientLayer · locations", frame: CGRect(x: 400, y: 300, width: 320, height: 20), color: GalleryPalette.text)
    }

    /// A square of diagonal colored stripes: content with detail to cut.
    static func stripes(frame: CGRect) -> CALayer {
        let content = CALayer()
        content.frame = frame
        content.masksToBounds = true
        content.backgroundColor = GalleryPalette.accents[4].cgColor
        for index in 0..<8 {
            let stripe = CALayer()
            stripe.bounds = CGRect(x: 0, y: 0, width: 30, height: 500)
            stripe.position = CGPoint(x: CGFloat(index) * 60 - 100, y: frame.height / 2)
            stripe.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
            stripe.backgroundColor = GalleryPalette.accents[index % 2 == 0 ? 1 : 0].cgColor
            content.addSublayer(stripe)
        }
        return content
    }
}
