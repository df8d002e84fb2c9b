import Foundation

/// Writes small GIFs for the tests: four colours, each frame a full canvas of palette indices, its LZW data left
/// uncompressed (a clear code before every two pixels keeps the codes three bits wide).
enum GIFFixture {
    /// Red, green, blue, white.
    static let palette: [UInt8] = [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255]

    /// A GIF of `frames` (each `width`×`height` palette indices, shown for `delay` hundredths of a second), looping
    /// `loopCount` times (no NETSCAPE extension when nil), colour 3 transparent when `transparentWhite`.
    static func make(width: Int, height: Int, frames: [(indices: [UInt8], delay: Int)], loopCount: Int? = 0,
                     transparentWhite: Bool = false) -> Data {
        var bytes = Array("GIF89a".utf8) + le(width) + le(height) + [0x91, 0, 0] + palette
        if let loopCount { bytes += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [3, 1] + le(loopCount) + [0] }
        for frame in frames {
            bytes += [0x21, 0xF9, 4, 1 << 2 | (transparentWhite ? 1 : 0)] + le(frame.delay) + [3, 0]
            bytes += [0x2C, 0, 0, 0, 0] + le(width) + le(height) + [0, 2]
            bytes += subBlocks(lzw(frame.indices))
        }
        return Data(bytes + [0x3B])
    }

    /// A canvas of one colour.
    static func filled(_ index: UInt8, width: Int, height: Int) -> [UInt8] {
        [UInt8](repeating: index, count: width * height)
    }

    private static func le(_ value: Int) -> [UInt8] {
        [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)]
    }

    private static func lzw(_ indices: [UInt8]) -> [UInt8] {
        var codes: [Int] = []
        for (offset, index) in indices.enumerated() {
            if offset % 2 == 0 { codes.append(4) }
            codes.append(Int(index))
        }
        codes.append(5)
        var out: [UInt8] = [], buffer = 0, bits = 0
        for code in codes {
            buffer |= code << bits
            bits += 3
            while bits >= 8 {
                out.append(UInt8(buffer & 0xFF))
                buffer >>= 8
                bits -= 8
            }
        }
        if bits > 0 { out.append(UInt8(buffer & 0xFF)) }
        return out
    }

    private static func subBlocks(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var offset = 0
        while offset < data.count {
            let size = min(255, data.count - offset)
            out += [UInt8(size)] + data[offset..<offset + size]
            offset += size
        }
        return out + [0]
    }
}
