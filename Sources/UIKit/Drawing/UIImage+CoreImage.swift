// UIKit code names `CIImage` and `CIFilter` with `import UIKit` alone, as on iOS, where UIKit brings Core Image.
@_exported import CoreImage
import Foundation

/// The context that renders the Core Image recipes UIKit's images are made from.
private let imageRenderingContext = CIContext()

extension UIImage {
    /// An image of a Core Image recipe, drawn as the recipe's pixels.
    ///
    /// Difference from Apple: the recipe is rendered when the image is made, so `cgImage` holds its pixels
    /// (nil on iOS); an image of infinite extent has no pixels and size zero.
    public convenience init(ciImage: CIImage) {
        self.init(ciImage: ciImage, scale: 1, orientation: .up)
    }

    /// An image of a Core Image recipe at `scale`, shown turned as `orientation` says.
    public convenience init(ciImage: CIImage, scale: CGFloat, orientation: Orientation) {
        if let bitmap = ciImage.cgImage ?? imageRenderingContext.createCGImage(ciImage, from: ciImage.extent) {
            self.init(cgImage: bitmap, scale: scale, orientation: orientation)
        } else {
            self.init()
        }
        self.ciImage = ciImage
    }
}

extension CIImage {
    /// The image's pixels as Core Image sees them (the recipe itself for an image made from one); nil for an image
    /// without pixels. The image's orientation is not applied, as on iOS.
    @MainActor
    public convenience init?(image: UIImage) {
        self.init(image: image, options: nil)
    }

    /// `init(image:)` with image options.
    @MainActor
    public convenience init?(image: UIImage, options: [CIImageOption: Any]?) {
        if let recipe = image.ciImage {
            self.init(sameAs: recipe)
        } else if let bitmap = image.cgImage {
            self.init(cgImage: bitmap, options: options)
        } else {
            return nil
        }
    }
}

extension CIColor {
    /// The colour's red, green, blue and alpha.
    public convenience init(color: UIColor) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        self.init(red: r, green: g, blue: b, alpha: a)
    }
}

extension UIColor {
    /// A colour of a Core Image colour's components.
    public convenience init(ciColor: CIColor) {
        self.init(red: ciColor.red, green: ciColor.green, blue: ciColor.blue, alpha: ciColor.alpha)
    }

    /// The colour as Core Image takes it.
    public var ciColor: CIColor { CIColor(color: self) }
}
