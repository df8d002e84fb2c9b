import CZlib
import Foundation

extension CGImage {
    /// Why PNG or JPEG bytes are structurally incomplete, or nil when they look whole (or are another format).
    ///
    /// gdk-pixbuf accepts a file cut off after its last pixel row; this check refuses it, so that a
    /// truncated file is always an error rather than an image that happens to decode.
    package static func containerProblem(in data: Data) -> String? {
        let bytes = [UInt8](data.prefix(8))
        if bytes == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] { return pngProblem(in: data) }
        if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xD8 { return jpegProblem(in: data) }
        return nil
    }

    /// Walks the PNG chunks up to IEND, checking that each fits in the file and matches its CRC,
    /// then that the image data inflates to exactly the rows the header declares: gdk-pixbuf
    /// shows a file with a wrong CRC or undecodable image data as an image of blank pixels.
    private static func pngProblem(in data: Data) -> String? {
        data.withUnsafeBytes { raw -> String? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var offset = 8
            var header: PNGHeader?
            var imageData: [UInt8] = []
            while true {
                guard offset + 8 <= bytes.count else {
                    return "truncated PNG: the file ends at byte \(bytes.count) before the IEND chunk"
                }
                let length = (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
                let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
                guard length <= bytes.count - offset - 12 else {
                    return "truncated PNG: chunk \(type) at byte \(offset) needs \(length + 12) bytes, the file has \(bytes.count - offset) left"
                }
                let body = UnsafeBufferPointer(rebasing: bytes[(offset + 4)..<(offset + 8 + length)])
                let stored = (0..<4).reduce(UInt32(0)) { $0 << 8 | UInt32(bytes[offset + 8 + length + $1]) }
                guard UInt32(crc32(0, body.baseAddress, uInt(body.count))) == stored else {
                    return "corrupt PNG: chunk \(type) at byte \(offset) fails its CRC check"
                }
                switch type {
                case "IHDR" where length == 13: header = PNGHeader(Array(body.dropFirst(4)))
                case "IDAT": imageData += body.dropFirst(4)
                case "IEND": return header.flatMap { $0.problem(inflating: imageData) }
                default: break
                }
                offset += length + 12
            }
        }
    }

    /// Checks that JPEG data ends with the end-of-image marker (trailing zero padding allowed).
    private static func jpegProblem(in data: Data) -> String? {
        var end = data.endIndex
        while end > data.startIndex, data[end - 1] == 0 { end -= 1 }
        guard end - data.startIndex >= 4, data[end - 2] == 0xFF, data[end - 1] == 0xD9 else {
            return "truncated JPEG: no end-of-image marker"
        }
        return nil
    }
}
