import CoreGraphics
import Foundation

/// Where the four 8-bit channels of a `CIFormat` lie in each pixel, and conversions between bitmaps and buffers.
struct BitmapLayout {
    /// The byte offsets of red, green, blue and alpha.
    let offsets: (r: Int, g: Int, b: Int, a: Int)

    init?(format: CIFormat) {
        switch format {
        case .RGBA8: offsets = (0, 1, 2, 3)
        case .BGRA8: offsets = (2, 1, 0, 3)
        case .ARGB8: offsets = (1, 2, 3, 0)
        case .ABGR8: offsets = (3, 2, 1, 0)
        default: return nil
        }
    }

    /// A CGImage from premultiplied bytes in this layout, top row first.
    func image(from data: Data, width: Int, height: Int, bytesPerRow: Int) -> CGImage? {
        guard width > 0, height > 0, bytesPerRow >= width * 4, data.count >= bytesPerRow * (height - 1) + width * 4,
            CGImage.sizeIsAllowed(width: width, height: height)
        else { return nil }
        var words = [UInt32](repeating: 0, count: width * height)
        data.withUnsafeBytes { raw in
            for y in 0..<height {
                for x in 0..<width {
                    let o = y * bytesPerRow + x * 4
                    let a = UInt32(raw[o + offsets.a])
                    words[y * width + x] = a << 24 | UInt32(min(raw[o + offsets.r], UInt8(a))) << 16
                        | UInt32(min(raw[o + offsets.g], UInt8(a))) << 8 | UInt32(min(raw[o + offsets.b], UInt8(a)))
                }
            }
        }
        return CGImage(width: width, height: height, premultipliedARGB32: words)
    }

    /// A pixel as 8-bit premultiplied channels (r, g, b, a) in the output space: unpremultiplied, clamped, encoded
    /// to sRGB when the working space is linear, then premultiplied again.
    static func bytes(_ p: SIMD4<Float>, encode: Bool) -> (UInt32, UInt32, UInt32, UInt32) {
        let u = ColorConversion.unpremultiplied(p)
        let a = ColorConversion.byte(u.w)
        guard a > 0 else { return (0, 0, 0, 0) }
        let channel = { (c: Float) -> UInt32 in
            let v = min(max(encode ? ColorConversion.srgb(min(max(c, 0), 1)) : c, 0), 1)
            return UInt32((v * Float(a)).rounded())
        }
        return (channel(u.x), channel(u.y), channel(u.z), a)
    }

    /// The buffer as an 8-bit premultiplied sRGB CGImage, its top row first.
    static func cgImage(from buffer: PixelBuffer, encode: Bool) -> CGImage? {
        let r = buffer.rect
        var words = [UInt32](repeating: 0, count: r.pixelCount)
        for row in 0..<r.height {
            let y = r.maxY - 1 - row
            for x in 0..<r.width {
                let (cr, cg, cb, ca) = bytes(buffer.pixels[(y - r.y) * r.width + x], encode: encode)
                words[row * r.width + x] = ca << 24 | cr << 16 | cg << 8 | cb
            }
        }
        return CGImage(width: r.width, height: r.height, premultipliedARGB32: words)
    }

    /// Writes the buffer into caller memory, top row first.
    static func write(_ buffer: PixelBuffer, to data: UnsafeMutableRawPointer, rowBytes: Int, format: CIFormat, encode: Bool) throws {
        let r = buffer.rect
        if format == .RGBAf {
            guard rowBytes >= r.width * 16 else { throw CIRenderError.invalid("rowBytes \(rowBytes) below \(r.width * 16)") }
            for row in 0..<r.height {
                let out = (data + row * rowBytes).assumingMemoryBound(to: Float.self)
                for x in 0..<r.width {
                    let p = buffer.pixels[(r.maxY - 1 - row - r.y) * r.width + x]
                    let v = encode ? ColorConversion.encoded(p) : p
                    for c in 0..<4 { out[x * 4 + c] = v[c] }
                }
            }
            return
        }
        guard let layout = BitmapLayout(format: format) else {
            throw CIRenderError.invalid("format \(format.rawValue) is not one this renderer writes")
        }
        guard rowBytes >= r.width * 4 else { throw CIRenderError.invalid("rowBytes \(rowBytes) below \(r.width * 4)") }
        for row in 0..<r.height {
            let out = (data + row * rowBytes).assumingMemoryBound(to: UInt8.self)
            for x in 0..<r.width {
                let (cr, cg, cb, ca) = bytes(buffer.pixels[(r.maxY - 1 - row - r.y) * r.width + x], encode: encode)
                out[x * 4 + layout.offsets.r] = UInt8(cr)
                out[x * 4 + layout.offsets.g] = UInt8(cg)
                out[x * 4 + layout.offsets.b] = UInt8(cb)
                out[x * 4 + layout.offsets.a] = UInt8(ca)
            }
        }
    }
}
