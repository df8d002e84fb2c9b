import CZlib
import Foundation

/// The fields of a PNG's IHDR chunk the integrity check needs: how many bytes the rows inflate to.
struct PNGHeader {
    var width: Int
    var height: Int
    var bitDepth: Int
    var colorType: Int
    var isInterlaced: Bool

    /// Reads the 13 data bytes of IHDR.
    init(_ bytes: [UInt8]) {
        func word(_ at: Int) -> Int { (at..<at + 4).reduce(0) { $0 << 8 | Int(bytes[$1]) } }
        width = word(0)
        height = word(4)
        bitDepth = Int(bytes[8])
        colorType = Int(bytes[9])
        isInterlaced = bytes[12] != 0
    }

    /// The inflated size of the image data without interlacing: each row a filter byte and its
    /// packed pixels; nil for an unknown color type or a size beyond the decoder's limits.
    var expectedDataSize: Int? {
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]
        guard let channels, !isInterlaced else { return nil }
        return height * (1 + (width * channels * bitDepth + 7) / 8)
    }

    /// Why `compressed` (the IDAT chunks joined) is not a complete zlib stream of the declared
    /// rows, or nil. Inflates into a small scratch buffer, so a lying header costs no memory. A size
    /// beyond the limits is left to the decoder, which refuses it as too large.
    func problem(inflating compressed: [UInt8]) -> String? {
        guard CGImage.sizeIsAllowed(width: width, height: height) else { return nil }
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var scratch = [UInt8](repeating: 0, count: 1 << 16)
        var produced = 0
        var status = Z_OK
        compressed.withUnsafeBufferPointer { input in
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.avail_in = uInt(input.count)
            scratch.withUnsafeMutableBufferPointer { output in
                repeat {
                    stream.next_out = output.baseAddress
                    stream.avail_out = uInt(output.count)
                    status = inflate(&stream, Z_NO_FLUSH)
                    produced += output.count - Int(stream.avail_out)
                } while status == Z_OK && (stream.avail_in > 0 || stream.avail_out == 0)
            }
        }
        guard status == Z_STREAM_END else {
            let reason = stream.msg.map { String(cString: $0) } ?? (status == Z_OK || status == Z_BUF_ERROR ? "it ends early" : "zlib status \(status)")
            return "corrupt PNG: the image data does not inflate (\(reason))"
        }
        if let expected = expectedDataSize, produced < expected {
            return "truncated PNG: the image data holds \(produced) bytes of the \(expected) its \(width)×\(height) rows need"
        }
        return nil
    }
}
