import CZlib
import Foundation

extension CGImage {
    /// The image as a PNG header (IHDR's 13 bytes) and compressed image data, always 8-bit RGBA (colour type 6)
    /// whatever the pixels: the frames of an animated PNG share the first frame's header, and cairo's writer picks
    /// RGB for an opaque image. Rows are unpremultiplied, each with the Sub filter, deflated row by row.
    func rgbaPNGParts() throws -> (header: [UInt8], imageData: [UInt8]) {
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0]
        var stream = z_stream()
        guard deflateInit_(&stream, Z_DEFAULT_COMPRESSION, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw CGImageLoadingError(source: "PNG encoder", reason: .unwritable("zlib could not start"))
        }
        defer { deflateEnd(&stream) }
        var output: [UInt8] = []
        var row = [UInt8](repeating: 0, count: 1 + width * 4)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        func deflateRow(_ input: inout [UInt8], flush: Int32) throws {
            try input.withUnsafeMutableBufferPointer { bytes in
                stream.next_in = bytes.baseAddress
                stream.avail_in = uInt(bytes.count)
                repeat {
                    let status = chunk.withUnsafeMutableBufferPointer { out -> Int32 in
                        stream.next_out = out.baseAddress
                        stream.avail_out = uInt(out.count)
                        return deflate(&stream, flush)
                    }
                    guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
                        throw CGImageLoadingError(source: "PNG encoder", reason: .unwritable("zlib status \(status)"))
                    }
                    output += chunk[0..<(chunk.count - Int(stream.avail_out))]
                } while stream.avail_out == 0
            }
        }
        for y in 0..<height {
            withUnsafeBytes { pixels in
                let words = UnsafeRawBufferPointer(rebasing: pixels[(y * bytesPerRow)..<(y * bytesPerRow + width * 4)])
                row.withUnsafeMutableBufferPointer { out in
                    out[0] = 1  // Sub: each byte less the same channel of the pixel to its left.
                    var previous: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
                    for x in 0..<width {
                        let word = words.load(fromByteOffset: x * 4, as: UInt32.self)
                        let a = UInt8(word >> 24)
                        var (r, g, b) = (UInt8((word >> 16) & 0xFF), UInt8((word >> 8) & 0xFF), UInt8(word & 0xFF))
                        if a != 255 {
                            (r, g, b) = (Self.unpremultiply(r, a), Self.unpremultiply(g, a), Self.unpremultiply(b, a))
                        }
                        let o = 1 + x * 4
                        out[o] = r &- previous.0
                        out[o + 1] = g &- previous.1
                        out[o + 2] = b &- previous.2
                        out[o + 3] = a &- previous.3
                        previous = (r, g, b, a)
                    }
                }
            }
            try deflateRow(&row, flush: Z_NO_FLUSH)
        }
        var nothing: [UInt8] = []
        try deflateRow(&nothing, flush: Z_FINISH)
        return (header, output)
    }

    /// `c·255/a`, rounded to nearest; 0 where alpha is 0.
    @inline(__always)
    static func unpremultiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
        guard a > 0 else { return 0 }
        return UInt8(min(255, (UInt32(c) * 255 + UInt32(a) / 2) / UInt32(a)))
    }
}
