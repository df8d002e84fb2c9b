import CCairo
import Foundation

/// A color without alpha, 0...255 per channel.
struct RGB: Equatable, CustomStringConvertible, Sendable {
    var red: Int, green: Int, blue: Int

    init(_ red: Int, _ green: Int, _ blue: Int) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    static let red = RGB(255, 0, 0)
    static let green = RGB(0, 255, 0)
    static let blue = RGB(0, 0, 255)
    static let yellow = RGB(255, 255, 0)
    static let white = RGB(255, 255, 255)
    static let black = RGB(0, 0, 0)

    /// True when every channel is within `tolerance` of `other`'s.
    func matches(_ other: RGB, tolerance: Int) -> Bool {
        abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance && abs(blue - other.blue) <= tolerance
    }

    var description: String { "(\(red),\(green),\(blue))" }
}

/// A rectangle of pixels: origin and size, inclusive of its first and exclusive of its end.
struct PixelBox: Equatable, CustomStringConvertible, Sendable {
    var x: Int, y: Int, width: Int, height: Int
    var maxX: Int { x + width }
    var maxY: Int { y + height }
    var midX: Double { Double(x) + Double(width) / 2 }
    var midY: Double { Double(y) + Double(height) / 2 }
    var description: String { "\(width)x\(height) at (\(x),\(y))" }
}

/// A PNG loaded through cairo, with its pixels read back as colors.
struct Screenshot: @unchecked Sendable {
    let url: URL
    let width: Int
    let height: Int
    /// Straight (not premultiplied) RGBA per pixel, row after row.
    private let pixels: [UInt8]

    /// Loads `url` with cairo_image_surface_create_from_png. Cairo gives ARGB32 (premultiplied)
    /// or RGB24, 32 bits per pixel in native (little) endian order: bytes B, G, R, A.
    init(contentsOf url: URL) throws {
        guard let surface = cairo_image_surface_create_from_png(url.path) else {
            throw HarnessError("cairo cannot load \(url.path)")
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw HarnessError("cairo cannot load \(url.path): \(String(cString: cairo_status_to_string(status)))")
        }
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
            throw HarnessError("\(url.path): unexpected cairo format \(format.rawValue)")
        }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            throw HarnessError("\(url.path): no pixel data")
        }
        let opaque = format == CAIRO_FORMAT_RGB24
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = data + y * stride
                var i = y * width * 4
                for x in 0..<width {
                    let b = Int(row[x &* 4]), g = Int(row[x &* 4 &+ 1]), r = Int(row[x &* 4 &+ 2])
                    let a = opaque ? 255 : Int(row[x &* 4 &+ 3])
                    if a == 255 || a == 0 {
                        out[i] = UInt8(r); out[i &+ 1] = UInt8(g); out[i &+ 2] = UInt8(b)
                    } else {
                        out[i] = UInt8(min(255, (r * 255 + a / 2) / a))
                        out[i &+ 1] = UInt8(min(255, (g * 255 + a / 2) / a))
                        out[i &+ 2] = UInt8(min(255, (b * 255 + a / 2) / a))
                    }
                    out[i &+ 3] = UInt8(a)
                    i &+= 4
                }
            }
        }
        self.url = url
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The color at (x, y), alpha ignored.
    func color(x: Int, y: Int) -> RGB {
        let i = (y * width + x) * 4
        return RGB(Int(pixels[i]), Int(pixels[i + 1]), Int(pixels[i + 2]))
    }

    func alpha(x: Int, y: Int) -> Int {
        Int(pixels[(y * width + x) * 4 + 3])
    }

    /// The smallest box holding every pixel of `color` (within `tolerance` per channel)
    /// inside `region` (default: the whole image), with how many such pixels there are; nil
    /// when there is none.
    func boundingBox(of color: RGB, tolerance: Int = 0, in region: PixelBox? = nil) -> (box: PixelBox, count: Int)? {
        let area = clipped(region)
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1, count = 0
        let (r0, r1) = (color.red - tolerance, color.red + tolerance)
        let (g0, g1) = (color.green - tolerance, color.green + tolerance)
        let (b0, b1) = (color.blue - tolerance, color.blue + tolerance)
        pixels.withUnsafeBufferPointer { p in
            for y in area.y..<area.maxY {
                var i = (y * width + area.x) * 4
                for x in area.x..<area.maxX {
                    let r = Int(p[i]), g = Int(p[i &+ 1]), b = Int(p[i &+ 2])
                    if r >= r0 && r <= r1 && g >= g0 && g <= g1 && b >= b0 && b <= b1 {
                        if x < minX { minX = x }
                        if x > maxX { maxX = x }
                        if y < minY { minY = y }
                        maxY = y
                        count &+= 1
                    }
                    i &+= 4
                }
            }
        }
        guard count > 0 else { return nil }
        return (PixelBox(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1), count)
    }

    /// How many pixels in `region` satisfy `predicate`.
    func count(in region: PixelBox? = nil, where predicate: (RGB) -> Bool) -> Int {
        let area = clipped(region)
        var count = 0
        pixels.withUnsafeBufferPointer { p in
            for y in area.y..<area.maxY {
                var i = (y * width + area.x) * 4
                for _ in area.x..<area.maxX {
                    if predicate(RGB(Int(p[i]), Int(p[i &+ 1]), Int(p[i &+ 2]))) { count &+= 1 }
                    i &+= 4
                }
            }
        }
        return count
    }

    /// How many pixels differ from the same pixel of `other` by more than `tolerance` in a channel.
    func differingPixels(from other: Screenshot, tolerance: Int = 0) -> Int {
        guard other.width == width, other.height == height else { return width * height }
        var count = 0
        pixels.withUnsafeBufferPointer { p in
            other.pixels.withUnsafeBufferPointer { q in
                var i = 0
                while i < p.count {
                    if abs(Int(p[i]) - Int(q[i])) > tolerance || abs(Int(p[i &+ 1]) - Int(q[i &+ 1])) > tolerance
                        || abs(Int(p[i &+ 2]) - Int(q[i &+ 2])) > tolerance {
                        count &+= 1
                    }
                    i &+= 4
                }
            }
        }
        return count
    }

    private func clipped(_ region: PixelBox?) -> PixelBox {
        guard let region else { return PixelBox(x: 0, y: 0, width: width, height: height) }
        let x = max(0, region.x), y = max(0, region.y)
        let maxX = min(width, region.maxX), maxY = min(height, region.maxY)
        return PixelBox(x: x, y: y, width: max(0, maxX - x), height: max(0, maxY - y))
    }
}
