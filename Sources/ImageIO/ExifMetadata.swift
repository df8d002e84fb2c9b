import Foundation

/// What an image's Exif block (a TIFF structure: in a JPEG's APP1 segment or a PNG's eXIf chunk) says: its
/// orientation, and the TIFF and Exif entries ImageIO reports, read without decoding a pixel.
struct ExifMetadata {
    var orientation: CGImagePropertyOrientation?
    var tiff: [String: Any] = [:]
    var exif: [String: Any] = [:]
    /// The GPS IFD's entries, latitude and longitude in degrees as Apple reports them.
    var gps: [String: Any] = [:]
    /// The JPEG thumbnail a camera embeds (IFD1's JPEGInterchangeFormat), when there is one.
    var thumbnail: [UInt8]?

    /// The TIFF tags of IFD0 that ImageIO names, by tag.
    private static let tiffTags: [UInt16: String] = [
        0x010E: kCGImagePropertyTIFFImageDescription as String, 0x010F: kCGImagePropertyTIFFMake as String, 0x0110: kCGImagePropertyTIFFModel as String,
        0x0112: kCGImagePropertyTIFFOrientation as String, 0x011A: kCGImagePropertyTIFFXResolution as String,
        0x011B: kCGImagePropertyTIFFYResolution as String, 0x0128: kCGImagePropertyTIFFResolutionUnit as String,
        0x0131: kCGImagePropertyTIFFSoftware as String, 0x0132: kCGImagePropertyTIFFDateTime as String, 0x013B: kCGImagePropertyTIFFArtist as String,
        0x8298: kCGImagePropertyTIFFCopyright as String,
    ]

    /// The tags of the Exif IFD that ImageIO names, by tag.
    private static let exifTags: [UInt16: String] = [
        0x829A: kCGImagePropertyExifExposureTime as String, 0x829D: kCGImagePropertyExifFNumber as String,
        0x8822: kCGImagePropertyExifExposureProgram as String, 0x8827: kCGImagePropertyExifISOSpeedRatings as String,
        0x9000: kCGImagePropertyExifVersion as String, 0x9003: kCGImagePropertyExifDateTimeOriginal as String,
        0x9004: kCGImagePropertyExifDateTimeDigitized as String, 0x9010: kCGImagePropertyExifOffsetTime as String,
        0x9201: kCGImagePropertyExifShutterSpeedValue as String, 0x9202: kCGImagePropertyExifApertureValue as String,
        0x9203: kCGImagePropertyExifBrightnessValue as String, 0x9204: kCGImagePropertyExifExposureBiasValue as String,
        0x9207: kCGImagePropertyExifMeteringMode as String, 0x9209: kCGImagePropertyExifFlash as String,
        0x920A: kCGImagePropertyExifFocalLength as String, 0xA001: kCGImagePropertyExifColorSpace as String,
        0xA002: kCGImagePropertyExifPixelXDimension as String, 0xA003: kCGImagePropertyExifPixelYDimension as String,
        0xA403: kCGImagePropertyExifWhiteBalance as String, 0xA405: kCGImagePropertyExifFocalLenIn35mmFilm as String,
        0xA433: kCGImagePropertyExifLensMake as String, 0xA434: kCGImagePropertyExifLensModel as String,
        0x9011: kCGImagePropertyExifOffsetTimeOriginal as String, 0x9012: kCGImagePropertyExifOffsetTimeDigitized as String,
        0x9205: kCGImagePropertyExifMaxApertureValue as String, 0x9206: kCGImagePropertyExifSubjectDistance as String,
        0x9208: kCGImagePropertyExifLightSource as String, 0x9290: kCGImagePropertyExifSubsecTime as String,
        0x9291: kCGImagePropertyExifSubsecTimeOriginal as String, 0x9292: kCGImagePropertyExifSubsecTimeDigitized as String,
        0xA217: kCGImagePropertyExifSensingMethod as String, 0xA402: kCGImagePropertyExifExposureMode as String,
        0xA404: kCGImagePropertyExifDigitalZoomRatio as String, 0xA406: kCGImagePropertyExifSceneCaptureType as String,
        0xA420: kCGImagePropertyExifImageUniqueID as String, 0xA431: kCGImagePropertyExifBodySerialNumber as String,
        0xA432: kCGImagePropertyExifLensSpecification as String, 0xA435: kCGImagePropertyExifLensSerialNumber as String,
    ]

    /// The tags of the GPS IFD that ImageIO names, by tag.
    private static let gpsTags: [UInt16: String] = [
        0x0000: kCGImagePropertyGPSVersion as String, 0x0001: kCGImagePropertyGPSLatitudeRef as String,
        0x0002: kCGImagePropertyGPSLatitude as String, 0x0003: kCGImagePropertyGPSLongitudeRef as String,
        0x0004: kCGImagePropertyGPSLongitude as String, 0x0005: kCGImagePropertyGPSAltitudeRef as String,
        0x0006: kCGImagePropertyGPSAltitude as String, 0x0007: kCGImagePropertyGPSTimeStamp as String,
        0x000C: kCGImagePropertyGPSSpeedRef as String, 0x000D: kCGImagePropertyGPSSpeed as String,
        0x0010: kCGImagePropertyGPSImgDirectionRef as String, 0x0011: kCGImagePropertyGPSImgDirection as String,
        0x001D: kCGImagePropertyGPSDateStamp as String, 0x001F: kCGImagePropertyGPSHPositioningError as String,
    ]

    /// A GPS entry as Apple reports it: degrees, minutes and seconds as one number of degrees, the time of day as
    /// `HH:mm:ss.SS`.
    private static func gpsValue(_ entry: TIFFReader.Entry) -> Any? {
        guard let parts = entry.value as? [Double], parts.count == 3 else { return entry.value }
        switch entry.tag {
        case 0x0002, 0x0004: return parts[0] + parts[1] / 60 + parts[2] / 3600
        case 0x0007: return String(format: "%02d:%02d:%05.2f", Int(parts[0]), Int(parts[1]), parts[2])
        default: return entry.value
        }
    }

    /// Reads a TIFF structure; nil when it is not one. Entries that point outside the bytes are skipped.
    init?(tiff bytes: [UInt8]) {
        guard bytes.count >= 8 else { return nil }
        let reader: TIFFReader
        switch (bytes[0], bytes[1]) {
        case (0x49, 0x49): reader = TIFFReader(bytes: bytes, bigEndian: false)
        case (0x4D, 0x4D): reader = TIFFReader(bytes: bytes, bigEndian: true)
        default: return nil
        }
        guard reader.u16(2) == 42, let first = reader.u32(4) else { return nil }
        var exifOffset: Int?, gpsOffset: Int?
        for entry in reader.entries(at: Int(first)) {
            if entry.tag == 0x8769 { exifOffset = entry.integers.first }
            if entry.tag == 0x8825 { gpsOffset = entry.integers.first }
            if entry.tag == 0x0112, let value = entry.integers.first {
                orientation = CGImagePropertyOrientation(rawValue: UInt32(clamping: value))
            }
            if let key = Self.tiffTags[entry.tag], let value = entry.value { tiff[key] = value }
        }
        if let next = reader.nextIFD(after: Int(first)), next > 0 {
            let entries = reader.entries(at: next)
            if let start = entries.first(where: { $0.tag == 0x0201 })?.integers.first,
               let length = entries.first(where: { $0.tag == 0x0202 })?.integers.first,
               start > 0, length > 0, start + length <= bytes.count {
                thumbnail = Array(bytes[start..<start + length])
            }
        }
        if let gpsOffset {
            for entry in reader.entries(at: gpsOffset) {
                if let key = Self.gpsTags[entry.tag], let value = Self.gpsValue(entry) { gps[key] = value }
            }
        }
        if let exifOffset {
            for entry in reader.entries(at: exifOffset) {
                if let key = Self.exifTags[entry.tag], let value = entry.value { exif[key] = value }
            }
        }
    }

    /// The Exif block of a JPEG (its APP1 segment after `Exif\0\0`) or a PNG (its eXIf chunk); nil when it has none.
    init?(imageData data: Data, format: ImageFormat) {
        let bytes = [UInt8](data)
        switch format {
        case .jpeg:
            guard let segment = JPEGSegments(bytes).first(where: {
                $0.marker == 0xE1 && $0.payload.starts(with: Array("Exif\0\0".utf8))
            }) else { return nil }
            self.init(tiff: Array(segment.payload.dropFirst(6)))
        case .png:
            guard let chunk = PNGChunkWalk(bytes).chunks.first(where: { $0.type == "eXIf" }) else { return nil }
            self.init(tiff: chunk.data)
        default:
            return nil
        }
    }

    /// A big-endian TIFF structure holding only an orientation, as a destination writes it.
    static func tiff(orientation: CGImagePropertyOrientation) -> [UInt8] {
        let value = UInt16(orientation.rawValue)
        return Array("MM".utf8) + [0, 42, 0, 0, 0, 8] + [0, 1]
            + [0x01, 0x12, 0, 3, 0, 0, 0, 1, UInt8(value >> 8), UInt8(value & 0xFF), 0, 0] + [0, 0, 0, 0]
    }
}

/// Reads numbers and IFD entries from a TIFF structure in either byte order, refusing reads past its end.
private struct TIFFReader {
    let bytes: [UInt8]
    let bigEndian: Bool

    /// One IFD entry with its value decoded: numbers, a rational as a Double, text as a String.
    struct Entry {
        var tag: UInt16
        var value: Any?
        var integers: [Int]
    }

    func u16(_ offset: Int) -> Int? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        let (a, b) = (Int(bytes[offset]), Int(bytes[offset + 1]))
        return bigEndian ? a << 8 | b : b << 8 | a
    }

    func u32(_ offset: Int) -> Int? {
        guard let high = u16(bigEndian ? offset : offset + 2), let low = u16(bigEndian ? offset + 2 : offset) else { return nil }
        return high << 16 | low
    }

    /// The entries of the IFD at `offset` (at most 512, so a hostile count cannot run long).
    func entries(at offset: Int) -> [Entry] {
        guard let count = u16(offset) else { return [] }
        return (0..<min(count, 512)).compactMap { entry(at: offset + 2 + $0 * 12) }
    }

    /// The offset of the IFD after the one at `offset`; 0 when it is the last.
    func nextIFD(after offset: Int) -> Int? {
        guard let count = u16(offset) else { return nil }
        return u32(offset + 2 + count * 12)
    }

    private func entry(at offset: Int) -> Entry? {
        guard let tag = u16(offset), let type = u16(offset + 2), let count = u32(offset + 4) else { return nil }
        let sizes = [1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 7: 1, 9: 4, 10: 8]
        guard let size = sizes[type], count > 0, count < 1 << 16 else { return nil }
        let length = size * count
        let start = length <= 4 ? offset + 8 : (u32(offset + 8) ?? -1)
        guard start >= 0, start + length <= bytes.count else { return nil }
        switch type {
        case 2:
            let text = String(decoding: bytes[start..<start + length].prefix { $0 != 0 }, as: UTF8.self)
            return Entry(tag: UInt16(tag), value: text, integers: [])
        case 3, 4, 9:
            let numbers = (0..<count).compactMap { type == 3 ? u16(start + $0 * 2) : signed(u32(start + $0 * 4), type == 9) }
            return Entry(tag: UInt16(tag), value: numbers.count == 1 ? numbers[0] : numbers, integers: numbers)
        case 5, 10:
            let values: [Double] = (0..<count).compactMap { index in
                guard let n = signed(u32(start + index * 8), type == 10), let d = signed(u32(start + index * 8 + 4), type == 10),
                      d != 0 else { return nil }
                return Double(n) / Double(d)
            }
            return Entry(tag: UInt16(tag), value: values.count == 1 ? values[0] : values, integers: [])
        default:
            let raw = bytes[start..<start + length].map(Int.init)
            return Entry(tag: UInt16(tag), value: raw, integers: raw)
        }
    }

    private func signed(_ value: Int?, _ isSigned: Bool) -> Int? {
        guard let value else { return nil }
        return isSigned && value >= 1 << 31 ? value - (1 << 32) : value
    }
}
