import CCompositeKernels
import CPixman
import Foundation

/// Premultiplied ARGB32 pixels (native-endian 32-bit words, cairo's and wl_shm's layout) seen
/// through a pixman image: the target the compositor draws into, or a bitmap it draws from.
///
/// A surface either owns its memory or borrows it (a shm buffer); the pixman image never
/// outlives the surface.
public final class PixelSurface: @unchecked Sendable {
    public let width: Int
    public let height: Int
    /// Bytes from one row to the next.
    public let stride: Int
    /// The first pixel.
    public let pixels: UnsafeMutableRawPointer
    let image: OpaquePointer
    private let ownsMemory: Bool
    /// Set by whoever filled the surface with opaque pixels only, so drawing it may replace rather than blend.
    public var isKnownOpaque = false
    /// Whether samples beyond the edges take the edge pixels (pixman's pad repeat) rather than
    /// transparency, for pieces of an image stretched apart (nine-part cells).
    var extendsEdges = false

    /// The largest width or height a surface may have.
    public static let maximumDimension = 1 << 15

    /// A new surface of transparent pixels; nil when the size is empty or larger than `maximumDimension` a side.
    public init?(width: Int, height: Int) {
        guard width > 0, height > 0, width <= Self.maximumDimension, height <= Self.maximumDimension else { return nil }
        let stride = width * 4
        guard let memory = calloc(height, stride) else { return nil }
        guard let image = pixman_image_create_bits(
            PIXMAN_a8r8g8b8, Int32(width), Int32(height), memory.assumingMemoryBound(to: UInt32.self), Int32(stride))
        else {
            free(memory)
            return nil
        }
        self.width = width
        self.height = height
        self.stride = stride
        pixels = memory
        self.image = image
        ownsMemory = true
    }

    /// A surface over memory someone else owns and keeps alive longer than the surface.
    public init?(borrowing pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) {
        guard width > 0, height > 0, stride >= width * 4, stride % 4 == 0,
              let image = pixman_image_create_bits(
                PIXMAN_a8r8g8b8, Int32(width), Int32(height), pixels.assumingMemoryBound(to: UInt32.self), Int32(stride))
        else { return nil }
        self.width = width
        self.height = height
        self.stride = stride
        self.pixels = pixels
        self.image = image
        ownsMemory = false
    }

    deinit {
        pixman_image_unref(image)
        if ownsMemory { free(pixels) }
    }

    /// A copy with a one-pixel transparent border, made once by `withTransparentBorder()`.
    private(set) var bordered: PixelSurface?
    /// Whether this is such a copy: its outermost pixels are all transparent.
    private(set) var hasTransparentBorder = false

    /// This surface's pixels inside a one-pixel transparent border, made on first use and kept
    /// (call it only once the pixels are final, and not from several threads at once): drawn
    /// moved by a fraction of a pixel, every filter tap then lies inside (TranslateKernel).
    func withTransparentBorder() -> PixelSurface? {
        if let bordered { return bordered }
        guard let copy = PixelSurface(width: width + 2, height: height + 2) else { return nil }
        for y in 0..<height {
            memcpy(copy.pixels + (y + 1) * copy.stride + 4, pixels + y * stride, width * 4)
        }
        copy.hasTransparentBorder = true
        bordered = copy
        return copy
    }

    /// The whole surface as a rectangle.
    public var bounds: DamageRect { DamageRect(x: 0, y: 0, width: width, height: height) }

    /// The pixel at (x, y) as a 32-bit premultiplied ARGB word.
    public func pixel(x: Int, y: Int) -> UInt32 {
        pixels.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
    }

    /// Fills `rect` with a premultiplied color, replacing what was there.
    public func fill(_ rect: DamageRect, with color: PremultipliedColor) {
        let clipped = rect.intersection(bounds)
        guard !clipped.isEmpty else { return }
        if KernelSelection.current == .own {
            // pixman's SRC fill, word for word, without its per-call setup.
            ck_fill_rect(pixels.assumingMemoryBound(to: UInt32.self) + (clipped.y * (stride / 4) + clipped.x), stride / 4,
                         Int32(clipped.height), Int32(clipped.width), color.pixmanWord)
            return
        }
        var box = pixman_box32_t(x1: Int32(clipped.x), y1: Int32(clipped.y), x2: Int32(clipped.maxX), y2: Int32(clipped.maxY))
        var pixmanColor = color.pixmanColor
        pixman_image_fill_boxes(PIXMAN_OP_SRC, image, &pixmanColor, 1, &box)
    }
}

/// A color with its components already multiplied by alpha, each 0…1.
public struct PremultipliedColor: Hashable, Sendable {
    public var red: Float
    public var green: Float
    public var blue: Float
    public var alpha: Float

    public init(red: Float, green: Float, blue: Float, alpha: Float) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Premultiplies a straight (unpremultiplied) sRGB color; NaN components count as 0.
    public init(straightRed red: Double, green: Double, blue: Double, alpha: Double) {
        func clamp(_ v: Double) -> Float { v.isNaN ? 0 : Float(min(max(v, 0), 1)) }
        let a = clamp(alpha)
        self.init(red: clamp(red) * a, green: clamp(green) * a, blue: clamp(blue) * a, alpha: a)
    }

    public static let clear = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// The same color faded by `opacity`.
    public func scaled(by opacity: Float) -> PremultipliedColor {
        PremultipliedColor(red: red * opacity, green: green * opacity, blue: blue * opacity, alpha: alpha * opacity)
    }

    var pixmanColor: pixman_color_t {
        func channel(_ v: Float) -> UInt16 { UInt16(min(max(v, 0), 1) * 65535 + 0.5) }
        return pixman_color_t(red: channel(red), green: channel(green), blue: channel(blue), alpha: channel(alpha))
    }

    /// The word pixman writes for `pixmanColor` into an ARGB32 image (each 16-bit channel's high byte).
    var pixmanWord: UInt32 {
        let color = pixmanColor
        return UInt32(color.alpha >> 8) << 24 | UInt32(color.red >> 8) << 16 | UInt32(color.green >> 8) << 8 | UInt32(color.blue >> 8)
    }

    /// The 32-bit ARGB word of this color.
    public var argb32: UInt32 {
        func channel(_ v: Float) -> UInt32 { UInt32(min(max(v, 0), 1) * 255 + 0.5) }
        return channel(alpha) << 24 | channel(red) << 16 | channel(green) << 8 | channel(blue)
    }
}
