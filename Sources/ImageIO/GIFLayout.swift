/// A GIF's blocks walked without decompressing a pixel: its canvas, loop count, and each frame's delay, transparency
/// and where its bytes end, with whether the stream is whole.
struct GIFLayout {
    /// One frame (image descriptor) and the graphic control extension before it.
    struct Frame {
        /// Hundredths of a second, as stored.
        var delay: Int
        var hasTransparency: Bool
        /// The offset just past the frame's image data.
        var end: Int
    }

    var width = 0
    var height = 0
    var hasGlobalColorMap = false
    /// The NETSCAPE2.0 extension's count (0 plays forever); nil when the file has none (it plays once).
    var loopCount: Int?
    var frames: [Frame] = []
    /// `.statusComplete`, `.statusIncomplete` when the bytes end inside a block, `.statusInvalidData` for a block
    /// that is not GIF.
    var status: CGImageSourceStatus = .statusIncomplete
    /// Whether the bytes end after a whole block with no trailer: many encoders leave it out, so a file that ends
    /// so is whole, while data still arriving may go on.
    var endsBetweenBlocks = false

    init(_ bytes: [UInt8]) {
        guard bytes.count >= 13 else { return }
        width = Int(bytes[6]) | Int(bytes[7]) << 8
        height = Int(bytes[8]) | Int(bytes[9]) << 8
        hasGlobalColorMap = bytes[10] & 0x80 != 0
        var offset = 13 + (hasGlobalColorMap ? 3 << (Int(bytes[10] & 7) + 1) : 0)
        var delay = 0, transparent = false
        /// Skips sub-blocks from `offset`; false when the bytes end first.
        func skipSubBlocks() -> Bool {
            while offset < bytes.count {
                let size = Int(bytes[offset])
                offset += 1 + size
                if size == 0 { return offset <= bytes.count }
            }
            return false
        }
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x3B:
                status = .statusComplete
                return
            case 0x21:
                guard offset + 2 < bytes.count else { return }
                let label = bytes[offset + 1]
                if label == 0xF9, offset + 7 < bytes.count, bytes[offset + 2] == 4 {
                    transparent = bytes[offset + 3] & 1 != 0
                    delay = Int(bytes[offset + 4]) | Int(bytes[offset + 5]) << 8
                }
                if label == 0xFF, offset + 18 < bytes.count, bytes[offset + 2] == 11,
                   Array(bytes[offset + 3 ..< offset + 14]) == Array("NETSCAPE2.0".utf8), bytes[offset + 14] >= 3,
                   bytes[offset + 15] == 1 {
                    loopCount = Int(bytes[offset + 16]) | Int(bytes[offset + 17]) << 8
                }
                offset += 2
                guard skipSubBlocks() else { return }
            case 0x2C:
                guard offset + 10 < bytes.count else { return }
                let packed = bytes[offset + 9]
                offset += 10 + (packed & 0x80 != 0 ? 3 << (Int(packed & 7) + 1) : 0)
                // The LZW minimum code size, then the image data's sub-blocks.
                offset += 1
                guard offset <= bytes.count, skipSubBlocks() else { return }
                frames.append(Frame(delay: delay, hasTransparency: transparent, end: offset))
                delay = 0
                transparent = false
            default:
                status = .statusInvalidData
                return
            }
        }
        endsBetweenBlocks = !frames.isEmpty && offset == bytes.count

    }
}
