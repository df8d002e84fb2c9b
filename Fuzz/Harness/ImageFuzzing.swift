import CoreGraphics
import Foundation

/// What each image fuzz target does with one input, shared by the libFuzzer executables (`Fuzz/<target>/`, built by
/// scripts/fuzz.sh) and the test that replays their kept inputs (`FuzzRegressionTests`). A crash, a hang or a
/// failed check here is a finding; an error thrown by a loader is the right answer to bad bytes.
public enum ImageFuzzing {
    /// The harness of the target named `name` (its folder under `Fuzz/`), nil for a target not about images.
    public static func harness(named name: String) -> ((Data) -> Void)? {
        switch name {
        case "png", "jpeg": return loadImage
        case "svg": return loadSVG
        case "apng": return writeAnimatedPNG
        default: return nil
        }
    }

    /// Decodes the bytes as an image file (PNG, JPEG or whatever gdk-pixbuf recognises).
    static func loadImage(_ data: Data) {
        guard let image = try? CGImage.load(imageData: data, name: "fuzz") else { return }
        check(image.width > 0 && image.height > 0 && image.width * image.height <= CGImage.maximumPixelCount,
              "a decoded image of \(image.width)×\(image.height)")
    }

    /// Renders the bytes as an SVG document at a scale the first byte picks.
    static func loadSVG(_ data: Data) {
        let scale = 0.5 + Double(data.first ?? 0) / 64
        guard let image = try? CGImage.load(svgData: data.dropFirst(), name: "fuzz", scale: scale) else { return }
        check(image.width * image.height <= CGImage.maximumPixelCount, "an SVG of \(image.width)×\(image.height)")
    }

    /// Builds frames from the bytes (sizes from the first bytes, pixels from the rest), streams them into an animated
    /// PNG and checks the file: chunks in order with good CRCs, the frame count patched, the first frame decoding to
    /// its pixels.
    static func writeAnimatedPNG(_ data: Data) {
        var bytes = [UInt8](data)
        guard bytes.count >= 4 else { return }
        let width = 1 + Int(bytes[0] % 48), height = 1 + Int(bytes[1] % 48), frames = 1 + Int(bytes[2] % 4)
        let mixedSizes = bytes[3] & 1 == 1
        bytes.removeFirst(4)
        let sink = MemorySink()
        let writer = AnimatedPNGWriter(frameDelay: 1 / Double(1 + (bytes.first ?? 0) % 60), sink: sink)
        var first: [UInt32] = []
        for index in 0..<frames {
            let w = mixedSizes && index > 0 ? width % 47 + 1 : width
            let words = (0..<(w * height)).map { i -> UInt32 in
                let b = bytes.isEmpty ? UInt8(truncatingIfNeeded: i) : bytes[(i + index * 7) % bytes.count]
                let alpha = UInt32(b & 0xC0 == 0 ? 0 : b | 0x3F)
                // Premultiplied: no colour above its alpha.
                let colour = UInt32(b) * alpha / 255
                return alpha << 24 | colour << 16 | (colour / 2) << 8 | colour / 3
            }
            if index == 0 { first = words }
            guard let image = CGImage(width: w, height: height, premultipliedARGB32: words) else { return }
            do {
                try writer.append(image)
                check(w == width, "frame \(index) of \(w)×\(height) accepted after one of \(width)×\(height)")
            } catch {
                check(w != width, "frame \(index) of the first frame's size refused: \(error)")
                return
            }
        }
        do { try writer.finish() } catch { check(false, "finishing: \(error)") }
        guard let chunks = try? PNGChunk.split(sink.bytes) else { return check(false, "the file does not split into chunks") }
        check(chunks.first?.type == "IHDR" && chunks.last?.type == "IEND", "chunk order \(chunks.map(\.type))")
        check(chunks[1].type == "acTL" && chunks[1].data.prefix(4).elementsEqual([0, 0, 0, UInt8(frames)]), "the frame count")
        guard let decoded = try? CGImage.load(imageData: Data(sink.bytes), name: "fuzz.apng") else {
            return check(false, "the animated PNG does not decode")
        }
        for (i, word) in first.enumerated() {
            let got = decoded.pixel(x: i % width, y: i / width)
            // Premultiplying the unpremultiplied colour again may differ by rounding where alpha is small.
            let a = word >> 24, close = (0..<4).allSatisfy { shift in
                let d = Int((got >> (shift * 8)) & 0xFF) - Int((word >> (shift * 8)) & 0xFF)
                return abs(d) <= (a == 0 ? 0 : 1 + 255 / Int(a))
            }
            check(close, "pixel \(i): \(String(word, radix: 16)) came back \(String(got, radix: 16))")
        }
    }

    /// Stops at a failed check, so that libFuzzer keeps the input.
    static func check(_ condition: Bool, _ what: @autoclosure () -> String) {
        guard !condition else { return }
        FileHandle.standardError.write(Data("fuzz check failed: \(what())\n".utf8))
        abort()
    }
}

/// An animated PNG collected in memory.
private final class MemorySink: AnimatedPNGSink {
    var bytes: [UInt8] = []
    func append(_ bytes: [UInt8]) { self.bytes += bytes }
    func overwrite(_ bytes: [UInt8], at offset: Int) { self.bytes.replaceSubrange(offset..<offset + bytes.count, with: bytes) }
}
