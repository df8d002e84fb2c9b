import CZlib
import Foundation

/// An animated PNG (APNG) built frame by frame, looping forever; viewers without APNG support
/// show its first frame.
///
/// Difference from Apple: not in CoreGraphics; Apple writes these through ImageIO's
/// `CGImageDestination` with per-frame PNG properties.
public struct AnimatedPNG {
    /// How long each frame shows, in seconds.
    public let frameDelay: Double
    private var header: [UInt8]?
    private var width: UInt32 = 0
    private var height: UInt32 = 0
    /// Each frame's compressed image data (its IDAT chunks' payloads joined).
    private var frames: [[UInt8]] = []

    public init(frameDelay: Double) {
        self.frameDelay = frameDelay
    }

    public var frameCount: Int { frames.count }

    /// Adds a frame; every frame must have the first one's size.
    public mutating func append(_ image: CGImage) throws {
        let chunks = try PNGChunk.split([UInt8](image.pngData()))
        guard let ihdr = chunks.first(where: { $0.type == "IHDR" }), ihdr.data.count >= 8 else {
            throw CGImageLoadingError(source: "APNG encoder", reason: .unwritable("the PNG encoder gave no header"))
        }
        let size = (ihdr.data.bigEndianUInt32(at: 0), ihdr.data.bigEndianUInt32(at: 4))
        if header == nil {
            header = ihdr.data
            (width, height) = size
        } else if size != (width, height) {
            throw CGImageLoadingError(source: "APNG encoder",
                                      reason: .unwritable("frame \(frames.count) is \(size.0)×\(size.1), not \(width)×\(height)"))
        }
        frames.append(chunks.filter { $0.type == "IDAT" }.flatMap(\.data))
    }

    /// The file's bytes: signature, header, animation control, then each frame's control and data.
    public var data: Data {
        var out = PNGChunk.signature
        guard let header else { return Data(out) }
        out += PNGChunk(type: "IHDR", data: header).encoded
        out += PNGChunk(type: "acTL", data: bigEndian(UInt32(frames.count)) + bigEndian(UInt32(0))).encoded
        let delay = UInt16(clamping: Int((frameDelay * 1000).rounded()))
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            var control: [UInt8] = bigEndian(sequence)
            control += bigEndian(width)
            control += bigEndian(height)
            control += bigEndian(UInt32(0))
            control += bigEndian(UInt32(0))
            control += bigEndian(delay)
            control += bigEndian(UInt16(1000))
            control += [0, 0]
            out += PNGChunk(type: "fcTL", data: control).encoded
            sequence += 1
            if index == 0 {
                out += PNGChunk(type: "IDAT", data: frame).encoded
            } else {
                out += PNGChunk(type: "fdAT", data: bigEndian(sequence) + frame).encoded
                sequence += 1
            }
        }
        out += PNGChunk(type: "IEND", data: []).encoded
        return Data(out)
    }
}

/// One chunk of a PNG stream: length, four-letter type, data, CRC-32 of type and data.
public struct PNGChunk: Equatable {
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    public var type: String
    public var data: [UInt8]

    public init(type: String, data: [UInt8]) {
        self.type = type
        self.data = data
    }

    /// The chunk as it is stored.
    public var encoded: [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(Self.crc(body))
    }

    /// The CRC-32 PNG puts after each chunk, from zlib.
    public static func crc(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
    }

    /// The chunks of a PNG stream, each CRC checked; throws on a malformed stream.
    public static func split(_ bytes: [UInt8]) throws -> [PNGChunk] {
        func malformed(_ why: String) -> CGImageLoadingError {
            CGImageLoadingError(source: "PNG stream", reason: .unwritable(why))
        }
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw malformed("no PNG signature") }
        var chunks: [PNGChunk] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes.bigEndianUInt32(at: offset))
            guard length <= bytes.count - offset - 12 else { throw malformed("a chunk runs past the end") }
            let body = Array(bytes[offset + 4 ..< offset + 8 + length])
            guard crc(body) == bytes.bigEndianUInt32(at: offset + 8 + length) else { throw malformed("a chunk's CRC is wrong") }
            chunks.append(PNGChunk(type: String(decoding: body[0..<4], as: UTF8.self), data: Array(body[4...])))
            offset += 12 + length
        }
        guard offset == bytes.count else { throw malformed("trailing bytes after the last chunk") }
        return chunks
    }
}

/// A big-endian integer's bytes, as PNG stores numbers.
func bigEndian<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
    withUnsafeBytes(of: value.bigEndian) { Array($0) }
}

extension Array where Element == UInt8 {
    /// The big-endian 32-bit number at `offset`.
    func bigEndianUInt32(at offset: Int) -> UInt32 {
        self[offset ..< offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
