import CoreGraphics
import Foundation
import ImageIO

/// An image as a recipe: where its pixels come from and the filters between, worked out only when a `CIContext`
/// renders it. Coordinates are Core Image's: the origin bottom-left, y up; an extent may be infinite.
open class CIImage: NSObject, NSCopying, @unchecked Sendable {
    // @unchecked: every stored property is a constant, and nodes are immutable values.

    /// The recipe.
    let node: any ImageNode
    private let sourceImage: CGImage?
    /// The image's metadata (`CGImageSource` properties), as given at creation.
    public let properties: [String: Any]

    init(node: any ImageNode, cgImage: CGImage? = nil, properties: [String: Any] = [:]) {
        self.node = node
        self.sourceImage = cgImage
        self.properties = properties
        super.init()
    }

    /// The bitmap's pixels, its bottom-left corner at the origin.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, options: nil)
    }

    /// The bitmap's pixels; `.properties` keeps metadata, `.applyOrientationProperty` turns the image upright by its
    /// `kCGImagePropertyOrientation` property.
    public convenience init(cgImage: CGImage, options: [CIImageOption: Any]?) {
        self.init(cgImage: cgImage, properties: options?[.properties] as? [String: Any] ?? [:], options: options)
    }

    /// A bitmap with its metadata, turned upright when the options ask it to be.
    private convenience init(cgImage: CGImage, properties: [String: Any], options: [CIImageOption: Any]?) {
        let bitmap = CIImage(node: BitmapNode(image: cgImage))
        let number = properties[kCGImagePropertyOrientation as String].flatMap { FilterValues.double($0) } ?? 1
        let orientation = CGImagePropertyOrientation(rawValue: UInt32(exactly: number) ?? 1) ?? .up
        if options?[.applyOrientationProperty] as? Bool == true, orientation != .up {
            self.init(node: bitmap.oriented(orientation).node, properties: properties)
        } else {
            self.init(node: bitmap.node, cgImage: cgImage, properties: properties)
        }
    }

    /// One colour everywhere: an image of infinite extent.
    public convenience init(color: CIColor) {
        self.init(node: ColorNode(color: ColorConversion.premultiplied(color.rgba)))
    }

    /// An image file's pixels with its metadata as `properties`; `.applyOrientationProperty` turns it upright by its
    /// Exif orientation. Nil when it cannot be decoded.
    public convenience init?(contentsOf url: URL, options: [CIImageOption: Any]? = nil) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        self.init(data: data, options: options)
    }

    /// Image bytes decoded (PNG, JPEG and the other formats ImageIO reads), with their metadata as `properties`;
    /// `.applyOrientationProperty` turns the image upright by its Exif orientation. Nil when they cannot be decoded.
    public convenience init?(data: Data, options: [CIImageOption: Any]? = nil) {
        guard let source = CGImageSourceCreateWithData(data as CFData, nil),
            let image = CGImageSourceCreateImageAtIndex(source, 0, nil)
        else { return nil }
        let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any] ?? [:]
        self.init(cgImage: image, properties: options?[.properties] as? [String: Any] ?? properties, options: options)
    }

    /// An image over raw pixel bytes of one of the 8-bit formats (`RGBA8`, `BGRA8`, `ARGB8`), premultiplied.
    public convenience init(
        bitmapData data: Data, bytesPerRow: Int, size: CGSize, format: CIFormat, colorSpace: CGColorSpace?
    ) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1,
            size.width <= CGFloat(CGImage.maximumDimension), size.height <= CGFloat(CGImage.maximumDimension),
            let image = BitmapLayout(format: format)?.image(from: data, width: Int(size.width), height: Int(size.height), bytesPerRow: bytesPerRow)
        else {
            self.init(node: EmptyNode())
            return
        }
        self.init(cgImage: image)
    }

    /// An image with nothing in it (a null extent).
    open class func empty() -> CIImage { CIImage(node: EmptyNode()) }

    public static let black = CIImage(color: .black)
    public static let white = CIImage(color: .white)
    public static let gray = CIImage(color: .gray)
    public static let red = CIImage(color: .red)
    public static let green = CIImage(color: .green)
    public static let blue = CIImage(color: .blue)
    public static let cyan = CIImage(color: .cyan)
    public static let magenta = CIImage(color: .magenta)
    public static let yellow = CIImage(color: .yellow)
    public static let clear = CIImage(color: .clear)

    /// Where the image has pixels: the bitmap's rectangle, infinite for a colour, null for an empty image.
    open var extent: CGRect { node.extent }

    /// The bitmap the image was made from, when it is one unchanged; nil for anything filtered.
    open var cgImage: CGImage? { sourceImage }

    /// The image's own colour space: sRGB for bitmaps, nil for images made by filters.
    open var colorSpace: CGColorSpace? { sourceImage == nil ? nil : CGColorSpace(name: CGColorSpace.sRGB) }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// Another image object with the same recipe (for initializers that hand back an image they were given).
    package convenience init(sameAs image: CIImage) {
        self.init(node: image.node, cgImage: image.sourceImage, properties: image.properties)
    }

    open override var description: String { "CIImage(extent: \(extent))" }
}
