import Foundation
import QuartzCore

/// Broken image files, generated (never committed): truncated and corrupted PNGs and JPEGs,
/// PNGs declaring huge or impossible sizes, malformed SVGs, empty files and folders where files
/// are expected. The loaders must answer each with a one-line error, never a crash.
public enum MalformedImageCorpus {
    /// One file of the corpus: its name (the file name without extension is unique) and whether
    /// it still loads (an SVG with a missing reference draws the rest, as browsers do).
    public struct Entry: Sendable {
        public var url: URL
        public var loads: Bool
        public var name: String { url.deletingPathExtension().lastPathComponent }
    }

    /// Writes the corpus into `folder` and returns its entries.
    public static func write(into folder: URL) throws -> [Entry] {
        var entries: [Entry] = []
        func add(_ name: String, _ bytes: [UInt8], loads: Bool = false) throws {
            let url = folder.appendingPathComponent(name)
            try Data(bytes).write(to: url)
            entries.append(Entry(url: url, loads: loads))
        }
        func addSVG(_ name: String, _ text: String, loads: Bool = false) throws {
            try add(name + ".svg", Array(text.utf8), loads: loads)
        }

        let png = try Array(sampleImage().pngData())
        // Truncated after the signature, in IHDR, in IDAT, before IEND: 20 cuts.
        let cuts = Set((0..<20).map { 1 + $0 * (png.count - 2) / 19 })
        for cut in cuts.sorted() {
            try add("png-truncated-at-\(cut).png", Array(png.prefix(cut)))
        }
        // A wrong CRC in each chunk.
        for (index, chunk) in chunkRanges(png).enumerated() {
            var bad = png
            bad[chunk.upperBound - 1] ^= 0x5A
            try add("png-bad-crc-\(index).png", bad)
        }
        // IHDR fields out of range or sizes beyond the decoder's limits, with correct CRCs.
        let idat = chunkRanges(png).map { Array(png[$0]) }.first { $0.count > 8 && String(decoding: $0[4..<8], as: UTF8.self) == "IDAT" }!
        for (name, width, height, depth, color) in [
            ("huge", 100_000, 100_000, 8, 6), ("wide", 16385, 1, 8, 6), ("tall", 1, 16385, 8, 6),
            ("many-pixels", 16384, 16384, 8, 6), ("max", 0x7FFF_FFFF, 0x7FFF_FFFF, 8, 6),
            ("zero", 0, 0, 8, 6), ("depth-3", 16, 16, 3, 6), ("color-9", 16, 16, 8, 9),
        ] as [(String, UInt32, UInt32, UInt8, UInt8)] {
            let ihdr = PNGChunk(type: "IHDR", data: bigEndian(width) + bigEndian(height) + [depth, color, 0, 0, 0])
            try add("png-ihdr-\(name).png", PNGChunk.signature + ihdr.encoded + idat + PNGChunk(type: "IEND", data: []).encoded)
        }
        let ihdr = Array(png[chunkRanges(png)[0]])
        try add("png-idat-garbage.png", PNGChunk.signature + ihdr
            + PNGChunk(type: "IDAT", data: (0..<64).map { UInt8(truncatingIfNeeded: $0 &* 97) }).encoded
            + PNGChunk(type: "IEND", data: []).encoded)
        try add("png-no-idat.png", PNGChunk.signature + ihdr + PNGChunk(type: "IEND", data: []).encoded)
        try add("png-signature-only.png", PNGChunk.signature)
        try add("png-garbage-after-signature.png", PNGChunk.signature + (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 3) })

        let jpeg = try Array(sampleImage().jpegData(quality: 0.9))
        for cut in [2, 20, 100, 160, jpeg.count / 3, jpeg.count / 2, jpeg.count - 40, jpeg.count - 2] {
            try add("jpeg-truncated-at-\(cut).jpg", Array(jpeg.prefix(cut)))
        }
        try add("jpeg-header-only.jpg", [0xFF, 0xD8, 0xFF, 0xE0])

        for ext in ["png", "jpg", "svg"] {
            try add("empty-\(ext).\(ext)", [])
            let directory = folder.appendingPathComponent("directory-\(ext).\(ext)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            entries.append(Entry(url: directory, loads: false))
        }
        try add("text-as-png.png", Array("this is not an image\n".utf8))

        let svg = "xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink'"
        try addSVG("svg-unclosed", "<svg \(svg) width='4' height='4'><rect")
        try addSVG("svg-mismatched-tags", "<svg \(svg) width='4' height='4'><g></svg></g>")
        try addSVG("svg-undefined-entity", "<svg \(svg) width='4' height='4'><text>&nope;</text></svg>")
        try addSVG("svg-not-svg", "<html><body>hello</body></html>")
        try addSVG("svg-huge", "<svg \(svg) width='100000' height='100000'/>")
        try addSVG("svg-negative", "<svg \(svg) width='-5' height='4'/>")
        try addSVG("svg-no-size", "<svg \(svg)><rect width='4' height='4'/></svg>")
        try add("svg-invalid-utf8.svg", Array("<svg \(svg) width='4' height='4'><text>".utf8) + [0xFF, 0xFE, 0xC0] + Array("</text></svg>".utf8))
        try addSVG("svg-entity-bomb", """
            <?xml version="1.0"?>
            <!DOCTYPE svg [<!ENTITY a "aaaaaaaaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
            <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">
            <!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;"><!ENTITY f "&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;">]>
            <svg \(svg) width="4" height="4"><text>&f;&f;&f;&f;&f;&f;&f;&f;</text></svg>
            """)
        try addSVG("svg-missing-references", """
            <svg \(svg) width='4' height='4'><image href='missing.png' width='4' height='4'/>\
            <use xlink:href='#nowhere'/><rect width='4' height='4' fill='url(#none) #00ff00'/></svg>
            """, loads: true)
        try addSVG("svg-external-file", "<svg \(svg) width='4' height='4'><image href='file:///etc/passwd' width='4' height='4'/></svg>", loads: true)
        return entries
    }

    /// A 24×16 image with a gradient, so that its PNG and JPEG have real image data.
    private static func sampleImage() -> CGImage {
        let context = CGContext(
            data: nil, width: 24, height: 16, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
        for x in 0..<24 {
            context.setFillColor(CGColor(red: CGFloat(x) / 24, green: 0.5, blue: 1 - CGFloat(x) / 24, alpha: 1))
            context.fill(CGRect(x: x, y: 0, width: 1, height: 16))
        }
        return context.makeImage()!
    }

    /// The byte ranges of each chunk of a PNG (length, type, data and CRC).
    private static func chunkRanges(_ png: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var offset = PNGChunk.signature.count
        while offset + 12 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            ranges.append(offset..<offset + 12 + length)
            offset += 12 + length
        }
        return ranges
    }

    private static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }
}
