import CZlib
import Foundation

/// An animated PNG (APNG) built frame by frame in memory, looping forever; viewers without APNG support
/// show its first frame. `AnimatedPNGWriter` writes one to a file as its frames come instead.
///
/// Difference from Apple: not in CoreGraphics; Apple writes these through ImageIO's
/// `CGImageDestination` with per-frame PNG properties.
public struct AnimatedPNG {
    /// How long each frame shows, in seconds.
    public let frameDelay: Double
    /// Each frame: its PNG header and compressed image data (its IDAT chunks' payloads joined).
    private var frames: [AnimatedPNGWriter.EncodedFrame] = []

    public init(frameDelay: Double) {
        self.frameDelay = frameDelay
    }

    public var frameCount: Int { frames.count }

    /// Adds a frame; every frame must have the first one's size.
    public mutating func append(_ image: CGImage) throws {
        let frame = try AnimatedPNGWriter.EncodedFrame(image)
        if let first = frames.first { try frame.checkSize(against: first, index: frames.count) }
        frames.append(frame)
    }

    /// The file's bytes: signature, header, animation control, then each frame's control and data.
    public var data: Data {
        let sink = MemoryPNGSink()
        let writer = AnimatedPNGWriter(frameDelay: frameDelay, sink: sink)
        guard !frames.isEmpty else { return Data(PNGChunk.signature) }
        // Writing to memory cannot fail, and every frame was checked when appended.
        try? frames.forEach { try writer.append(encoded: $0) }
        try? writer.finish()
        return Data(sink.bytes)
    }
}

/// Collects an animated PNG's bytes in memory.
final class MemoryPNGSink: AnimatedPNGSink {
    var bytes: [UInt8] = []

    func append(_ bytes: [UInt8]) {
        self.bytes += bytes
    }

    func overwrite(_ bytes: [UInt8], at offset: Int) {
        self.bytes.replaceSubrange(offset..<offset + bytes.count, with: bytes)
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
