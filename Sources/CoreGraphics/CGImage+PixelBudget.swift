import Foundation

extension CGImage {
    /// The largest width or height a decoded image may have.
    public static let maximumDimension = 16384

    /// The pixel budget: the most pixels one decoded image (PNG, JPEG, SVG at its scale) may have in this process.
    ///
    /// Checked against the size a file declares before any pixel is decoded. The default, 64 M pixels (256 MiB of
    /// ARGB32, an 8K screen twice over), suits a desktop; `CG_IMAGE_PIXEL_LIMIT` in the environment sets it at start,
    /// and setting this property changes it for the rest of the process.
    ///
    /// Difference from Apple: not in CoreGraphics, which decodes any size the memory allows.
    public static var maximumPixelCount: Int {
        get { PixelBudget.shared.limit }
        set { PixelBudget.shared.limit = max(1, newValue) }
    }

    /// The budget without `CG_IMAGE_PIXEL_LIMIT`.
    public static let defaultMaximumPixelCount = 64 << 20

    /// Whether a width and height are positive and within the limits.
    package static func sizeIsAllowed(width: Int, height: Int) -> Bool {
        width > 0 && height > 0 && width <= maximumDimension && height <= maximumDimension
            && width.multipliedReportingOverflow(by: height).partialValue <= maximumPixelCount
    }

    /// The width and height a PNG or JPEG header declares, read without decoding; nil for another format or a
    /// header that does not say.
    package static func declaredSize(of data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        if bytes.count >= 24, bytes[0..<8].elementsEqual(PNGChunk.signature), bytes[12..<16].elementsEqual(Array("IHDR".utf8)) {
            return (Int(bytes.bigEndianUInt32(at: 16)), Int(bytes.bigEndianUInt32(at: 20)))
        }
        if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xD8 { return jpegFrameSize(in: data) }
        return nil
    }

    /// The size in a JPEG's first start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC), walking the segments.
    private static func jpegFrameSize(in data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data)
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }
            // Markers without a length: TEM, RST0–7, SOI, EOI.
            if marker == 0x01 || (0xD0...0xD9).contains(marker) { offset += 2; continue }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard offset + 9 <= bytes.count else { return nil }
                let height = Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6])
                let width = Int(bytes[offset + 7]) << 8 | Int(bytes[offset + 8])
                return (width, height)
            }
            if marker == 0xDA { return nil }
            offset += 2 + length
        }
        return nil
    }
}

/// The process's pixel budget behind `CGImage.maximumPixelCount`, read from `CG_IMAGE_PIXEL_LIMIT` once.
final class PixelBudget: @unchecked Sendable {
    // @unchecked: `value` is only touched under `lock`.
    static let shared = PixelBudget(environment: ProcessInfo.processInfo.environment)

    private let lock = NSLock()
    private var value: Int

    /// The budget `CG_IMAGE_PIXEL_LIMIT` sets (a positive whole number of pixels), else the default; a value that is
    /// not one is said on stderr once and the default kept.
    init(environment: [String: String]) {
        value = CGImage.defaultMaximumPixelCount
        guard let text = environment["CG_IMAGE_PIXEL_LIMIT"] else { return }
        if let number = Int(text.trimmingCharacters(in: .whitespaces)), number > 0 {
            value = number
        } else {
            FileHandle.standardError.write(Data(
                "CG_IMAGE_PIXEL_LIMIT=\(text) is not a positive number of pixels; the limit stays \(value)\n".utf8))
        }
    }

    var limit: Int {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}
