/// The marker segments of a JPEG up to its first scan, walked without decoding; stops quietly at the end of the
/// bytes or at anything that is not a segment.
struct JPEGSegments: Sequence {
    /// One segment: its marker byte (0xE1 for APP1) and the bytes after its length.
    struct Segment {
        var marker: UInt8
        var payload: [UInt8]
    }

    private let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    func makeIterator() -> AnyIterator<Segment> {
        var offset = 2
        var done = false
        return AnyIterator {
            while !done, offset + 4 <= bytes.count, bytes[offset] == 0xFF {
                let marker = bytes[offset + 1]
                if marker == 0xFF { offset += 1; continue }
                if marker == 0x01 || (0xD0...0xD9).contains(marker) { offset += 2; continue }
                let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
                guard length >= 2, offset + 2 + length <= bytes.count else { break }
                let segment = Segment(marker: marker, payload: Array(bytes[offset + 4 ..< offset + 2 + length]))
                offset += 2 + length
                // The scan's entropy-coded data follows start-of-scan: no more segments to walk.
                if marker == 0xDA { done = true }
                return segment
            }
            return nil
        }
    }
}

/// The chunks of a PNG stream as far as they are whole: a truncated stream gives the chunks before the cut.
struct PNGChunkWalk {
    /// One chunk's type and where its data lies (its CRC is checked by the decoder, not here); the data is copied
    /// out only when asked for, so walking past a large image's IDAT chunks costs nothing.
    struct Chunk {
        var type: String
        fileprivate let bytes: [UInt8]
        fileprivate let range: Range<Int>

        var data: [UInt8] { Array(bytes[range]) }
        var count: Int { range.count }
    }

    private(set) var chunks: [Chunk] = []

    init(_ bytes: [UInt8]) {
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            guard length <= bytes.count - offset - 12 else { break }
            let type = String(decoding: bytes[offset + 4 ..< offset + 8], as: UTF8.self)
            chunks.append(Chunk(type: type, bytes: bytes, range: offset + 8 ..< offset + 8 + length))
            offset += 12 + length
            if type == "IEND" { break }
        }
    }
}
