/// What a PNG's or JPEG's header chunks or segments say of its image: size, depth, colour model, alpha, resolution,
/// and the format's own dictionary.
struct StillImageHeader {
    var width: Int
    var height: Int
    var depth = 8
    var colorModel = kCGImagePropertyColorModelRGB
    var hasAlpha = false
    /// DPIWidth, DPIHeight and the format's dictionary.
    var properties: [String: Any] = [:]

    /// From a PNG's IHDR, tRNS, pHYs, gAMA and sRGB chunks; nil without a header.
    init?(png bytes: [UInt8]) {
        let chunks = PNGChunkWalk(bytes).chunks
        guard let header = chunks.first(where: { $0.type == "IHDR" })?.data, header.count == 13 else { return nil }
        width = Int(header.bigEndian32(at: 0))
        height = Int(header.bigEndian32(at: 4))
        depth = Int(header[8])
        let colorType = header[9]
        colorModel = colorType == 0 || colorType == 4 ? kCGImagePropertyColorModelGray : kCGImagePropertyColorModelRGB
        hasAlpha = colorType == 4 || colorType == 6 || chunks.contains { $0.type == "tRNS" }
        if colorType == 3 { properties[kCGImagePropertyIsIndexed as String] = true }
        var png: [String: Any] = [kCGImagePropertyPNGInterlaceType as String: Int(header[12])]
        for chunk in chunks {
            switch chunk.type {
            case "pHYs" where chunk.count == 9:
                let (x, y) = (Int(chunk.data.bigEndian32(at: 0)), Int(chunk.data.bigEndian32(at: 4)))
                png[kCGImagePropertyPNGXPixelsPerMeter as String] = x
                png[kCGImagePropertyPNGYPixelsPerMeter as String] = y
                if chunk.data[8] == 1 {
                    properties[kCGImagePropertyDPIWidth as String] = (Double(x) * 0.0254).rounded()
                    properties[kCGImagePropertyDPIHeight as String] = (Double(y) * 0.0254).rounded()
                }
            case "gAMA" where chunk.count == 4:
                png[kCGImagePropertyPNGGamma as String] = Double(chunk.data.bigEndian32(at: 0)) / 100_000
            case "sRGB" where chunk.count == 1:
                png[kCGImagePropertyPNGsRGBIntent as String] = Int(chunk.data[0])
            default: break
            }
        }
        properties[kCGImagePropertyPNGDictionary as String] = png
    }

    /// From a JPEG's JFIF and start-of-frame segments; nil without a frame header.
    init?(jpeg bytes: [UInt8]) {
        var size: (Int, Int)?
        var jfif: [String: Any] = [:]
        for segment in JPEGSegments(bytes) {
            let p = segment.payload
            if segment.marker == 0xE0, p.count >= 12, p.starts(with: Array("JFIF\0".utf8)) {
                let unit = Int(p[7])
                let x = Int(p[8]) << 8 | Int(p[9]), y = Int(p[10]) << 8 | Int(p[11])
                jfif = [kCGImagePropertyJFIFVersion as String: [Int(p[5]), Int(p[6])], kCGImagePropertyJFIFDensityUnit as String: unit,
                        kCGImagePropertyJFIFXDensity as String: x, kCGImagePropertyJFIFYDensity as String: y]
                let perInch = unit == 1 ? 1.0 : unit == 2 ? 2.54 : 0
                if perInch > 0 {
                    properties[kCGImagePropertyDPIWidth as String] = (Double(x) * perInch).rounded()
                    properties[kCGImagePropertyDPIHeight as String] = (Double(y) * perInch).rounded()
                }
            }
            if (0xC0...0xCF).contains(segment.marker), ![0xC4, 0xC8, 0xCC].contains(segment.marker), p.count >= 6, size == nil {
                depth = Int(p[0])
                size = (Int(p[3]) << 8 | Int(p[4]), Int(p[1]) << 8 | Int(p[2]))
                colorModel = p[5] == 1 ? kCGImagePropertyColorModelGray : p[5] == 4 ? kCGImagePropertyColorModelCMYK : kCGImagePropertyColorModelRGB
                jfif[kCGImagePropertyJFIFIsProgressive as String] = segment.marker == 0xC2
            }
        }
        guard let (w, h) = size else { return nil }
        (width, height) = (w, h)
        if properties[kCGImagePropertyDPIWidth as String] == nil {
            properties[kCGImagePropertyDPIWidth as String] = 72.0
            properties[kCGImagePropertyDPIHeight as String] = 72.0
        }
        properties[kCGImagePropertyJFIFDictionary as String] = jfif
    }
}

extension Array where Element == UInt8 {
    /// The big-endian 32-bit number at `offset`.
    func bigEndian32(at offset: Int) -> UInt32 {
        self[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
