import CCairo
import Foundation

/// An immutable bitmap: premultiplied ARGB32 pixels, as cairo's `CAIRO_FORMAT_ARGB32`.
///
/// Each pixel is one native-endian 32-bit word `0xAARRGGBB` with colours premultiplied by alpha
/// (bytes B, G, R, A in memory on little-endian machines; Apple calls this
/// `premultipliedFirst | byteOrder32Little`).
///
/// Difference from Apple: this is the only pixel format; images without alpha keep the same layout
/// with alpha 255 and report `.noneSkipFirst`.
public final class CGImage: @unchecked Sendable, CustomStringConvertible {
    // @unchecked: the pixel memory is written only during init and never after.

    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes from one row to the next (`width * 4` for images this module makes).
    public let bytesPerRow: Int
    /// Always 8.
    public var bitsPerComponent: Int { 8 }
    /// Always 32.
    public var bitsPerPixel: Int { 32 }
    /// `.premultipliedFirst`, or `.noneSkipFirst` when every pixel is known to be opaque.
    public let alphaInfo: CGImageAlphaInfo
    /// The pixel layout flags: `alphaInfo` with a 32-bit host byte order.
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: alphaInfo.rawValue).union(.byteOrder32Host) }
    /// Always sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpace.sRGBSpace }
    /// Whether scaled drawing should smooth; always true.
    public var shouldInterpolate: Bool { true }
    /// Always false: there are no image masks here.
    public var isMask: Bool { false }

    private let pixels: UnsafeMutableRawPointer
    /// Frees pixel memory the image adopted from a decoder; nil when the image allocated it itself.
    private let release: (() -> Void)?

    /// Copies `height` rows of premultiplied ARGB32 pixels from `source`, `sourceBytesPerRow` apart.
    init(width: Int, height: Int, copyingFrom source: UnsafeRawPointer, sourceBytesPerRow: Int, isOpaque: Bool) {
        self.width = width
        self.height = height
        self.bytesPerRow = width * 4
        self.alphaInfo = isOpaque ? .noneSkipFirst : .premultipliedFirst
        pixels = .allocate(byteCount: max(1, bytesPerRow * height), alignment: 16)
        release = nil
        for row in 0..<height {
            (pixels + row * bytesPerRow).copyMemory(from: source + row * sourceBytesPerRow, byteCount: bytesPerRow)
        }
    }

    /// Fills a new image row by row: `fill` receives each row's 32-bit pixels to write.
    init(width: Int, height: Int, isOpaque: Bool, fill: (_ row: Int, _ pixels: UnsafeMutableBufferPointer<UInt32>) -> Void) {
        self.width = width
        self.height = height
        self.bytesPerRow = width * 4
        self.alphaInfo = isOpaque ? .noneSkipFirst : .premultipliedFirst
        pixels = .allocate(byteCount: max(1, bytesPerRow * height), alignment: 16)
        release = nil
        for row in 0..<height {
            let start = (pixels + row * bytesPerRow).bindMemory(to: UInt32.self, capacity: width)
            fill(row, UnsafeMutableBufferPointer(start: start, count: width))
        }
    }

    /// Takes over pixel memory a decoder filled with premultiplied ARGB32 rows `width * 4` bytes apart, so that a
    /// decoded image is never copied; `release` frees it when the image goes.
    init(width: Int, height: Int, adopting pixels: UnsafeMutableRawPointer, isOpaque: Bool, release: @escaping () -> Void) {
        self.width = width
        self.height = height
        self.bytesPerRow = width * 4
        self.alphaInfo = isOpaque ? .noneSkipFirst : .premultipliedFirst
        self.pixels = pixels
        self.release = release
    }

    /// An image from premultiplied ARGB32 words, row after row; nil when the count does not match.
    ///
    /// Difference from Apple: not in CoreGraphics.
    public convenience init?(width: Int, height: Int, premultipliedARGB32 words: [UInt32]) {
        guard width > 0, height > 0, words.count == width * height else { return nil }
        let opaque = words.allSatisfy { $0 >> 24 == 0xFF }
        self.init(width: width, height: height, isOpaque: opaque) { row, out in
            for x in 0..<width { out[x] = words[row * width + x] }
        }
    }

    deinit {
        if let release { release() } else { pixels.deallocate() }
    }

    /// Lets `body` read the pixel memory: `height` rows of `bytesPerRow` bytes.
    ///
    /// Difference from Apple: not in CoreGraphics, which goes through `dataProvider`.
    ///
    /// The memory never moves or changes while the image lives, so a holder of the image may keep reading it.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try body(UnsafeRawBufferPointer(start: pixels, count: bytesPerRow * height))
    }

    /// The premultiplied `0xAARRGGBB` word at column `x`, row `y` (row 0 at the top).
    ///
    /// Difference from Apple: not in CoreGraphics; for tests.
    public func pixel(x: Int, y: Int) -> UInt32 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        return pixels.load(fromByteOffset: y * bytesPerRow + x * 4, as: UInt32.self)
    }

    /// The part of the image inside `rect` (pixel units, rounded outwards), or nil when that part is empty.
    public func cropping(to rect: CGRect) -> CGImage? {
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        guard ![rect.origin.x, rect.origin.y, rect.width, rect.height].contains(where: \.isNaN) else { return nil }
        let r = rect.standardized.intersection(bounds).integral
        guard !r.isNull, r.width >= 1, r.height >= 1 else { return nil }
        let x = Int(r.minX), y = Int(r.minY)
        return CGImage(
            width: Int(r.width), height: Int(r.height), copyingFrom: pixels + y * bytesPerRow + x * 4,
            sourceBytesPerRow: bytesPerRow, isOpaque: alphaInfo == .noneSkipFirst)
    }

    /// A new cairo surface reading this image's memory; the caller destroys it and keeps the image alive meanwhile.
    func makeCairoSurface() -> OpaquePointer {
        let format = alphaInfo == .noneSkipFirst ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        return cairo_image_surface_create_for_data(
            pixels.assumingMemoryBound(to: UInt8.self), format, Int32(width), Int32(height), Int32(bytesPerRow))
    }

    public var description: String {
        "CGImage(\(width)×\(height), \(alphaInfo == .noneSkipFirst ? "opaque" : "premultiplied") ARGB32)"
    }
}
