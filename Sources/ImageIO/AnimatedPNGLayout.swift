import Foundation

/// An animated PNG's frames as its acTL and fcTL chunks describe them, with each frame's compressed data and the
/// chunks every frame shares (palette, transparency, gamma), so that each can be decoded as a PNG of its own.
struct AnimatedPNGLayout {
    /// One frame: where it sits on the canvas, how long it shows, how it is drawn and cleared, and its image data.
    struct Frame {
        var width: Int
        var height: Int
        var x: Int
        var y: Int
        /// Seconds, as stored (a zero denominator means hundredths).
        var delay: Double
        /// 0 leaves the frame, 1 clears its area, 2 restores what was there before.
        var dispose: UInt8
        /// 0 replaces the area, 1 draws over it.
        var blend: UInt8
        var imageData: [UInt8] = []
    }

    var width: Int
    var height: Int
    /// Plays of the animation; 0 plays forever.
    var loopCount: Int
    var frames: [Frame] = []
    /// The header's 13 bytes.
    private var header: [UInt8]
    /// The chunks before the image data that every frame's PNG carries.
    private var shared: [PNGChunkWalk.Chunk] = []

    /// Reads the chunks of a PNG; nil when it is not animated.
    init?(chunks: [PNGChunkWalk.Chunk]) {
        guard let ihdr = chunks.first(where: { $0.type == "IHDR" })?.data, ihdr.count == 13,
              let control = chunks.first(where: { $0.type == "acTL" })?.data, control.count == 8
        else { return nil }
        header = ihdr
        width = Int(ihdr.bigEndian32(at: 0))
        height = Int(ihdr.bigEndian32(at: 4))
        loopCount = Int(control.bigEndian32(at: 4))
        var seenImageData = false
        for chunk in chunks {
            switch chunk.type {
            case "fcTL" where chunk.count == 26:
                let d = chunk.data
                let numerator = Int(d[20]) << 8 | Int(d[21]), denominator = Int(d[22]) << 8 | Int(d[23])
                frames.append(Frame(
                    width: Int(d.bigEndian32(at: 4)), height: Int(d.bigEndian32(at: 8)),
                    x: Int(d.bigEndian32(at: 12)), y: Int(d.bigEndian32(at: 16)),
                    delay: Double(numerator) / Double(denominator == 0 ? 100 : denominator), dispose: d[24], blend: d[25]))
            case "IDAT":
                seenImageData = true
                if !frames.isEmpty { frames[frames.count - 1].imageData += chunk.data }
            case "fdAT" where chunk.count > 4:
                if !frames.isEmpty { frames[frames.count - 1].imageData += chunk.data.dropFirst(4) }
            case "IHDR", "acTL", "IEND", "fcTL", "fdAT": break
            default:
                if !seenImageData { shared.append(chunk) }
            }
        }
        frames.removeAll { $0.imageData.isEmpty }
    }

    /// Frame `index` as a PNG file of its own.
    func standalonePNG(_ index: Int) -> Data {
        let frame = frames[index]
        var ihdr = header
        ihdr.replaceSubrange(0..<8, with: bigEndianBytes(UInt32(frame.width)) + bigEndianBytes(UInt32(frame.height)))
        var bytes = PNGChunk.signature + PNGChunk(type: "IHDR", data: ihdr).encoded
        for chunk in shared { bytes += PNGChunk(type: chunk.type, data: chunk.data).encoded }
        bytes += PNGChunk(type: "IDAT", data: frame.imageData).encoded + PNGChunk(type: "IEND", data: []).encoded
        return Data(bytes)
    }

    /// The canvas as shown at frame `index`: every frame up to it drawn, blended and disposed of in turn.
    func composedFrame(_ index: Int, name: String) throws -> CGImage {
        var canvas = [UInt32](repeating: 0, count: width * height)
        for current in 0...index {
            let frame = frames[current]
            let image = try CGImage.load(imageData: standalonePNG(current), name: "\(name) frame \(current)")
            let xs = max(0, frame.x)..<min(width, frame.x + image.width)
            let ys = max(0, frame.y)..<min(height, frame.y + image.height)
            let before = frame.dispose == 2 ? canvas : nil
            for y in ys {
                for x in xs {
                    let source = image.pixel(x: x - frame.x, y: y - frame.y)
                    canvas[y * width + x] = frame.blend == 1 ? Self.over(source, canvas[y * width + x]) : source
                }
            }
            guard current < index else { break }
            if frame.dispose == 1 || (frame.dispose == 2 && current == 0) {
                for y in ys { for x in xs { canvas[y * width + x] = 0 } }
            } else if let before {
                canvas = before
            }
        }
        guard let image = CGImage(width: width, height: height, premultipliedARGB32: canvas) else {
            throw CGImageLoadingError(source: name, reason: .malformed("animated PNG frame \(index) has no pixels"))
        }
        return image
    }

    /// `source` over `destination`, both premultiplied ARGB32.
    private static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        let inverse = 255 - (source >> 24)
        var result: UInt32 = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            let s = (source >> UInt32(shift)) & 0xFF, d = (destination >> UInt32(shift)) & 0xFF
            result |= min(255, s + (d * inverse + 127) / 255) << UInt32(shift)
        }
        return result
    }
}

/// A big-endian integer's bytes, as PNG stores numbers.
func bigEndianBytes<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
    withUnsafeBytes(of: value.bigEndian) { Array($0) }
}
