import CRSVG
import Foundation

/// Encodes a destination's images as its format: PNG (several images make an animated PNG), JPEG, TIFF or BMP, with
/// the orientation in an Exif block where the properties give one.
struct ImageEncoder {
    let format: ImageFormat
    let entries: [CGImageDestination.Entry]
    /// The destination's options and each `CGImageDestinationSetProperties`, later ones first in effect.
    let fileOptions: [ImageOptions]

    func encode() throws -> Data {
        let images = entries.map { $0.image.fitting(in: number(kCGImageDestinationImageMaxPixelSize, of: $0).map { Int($0) }) }
        let orientation = number(kCGImagePropertyOrientation, of: entries[0])
            .flatMap { CGImagePropertyOrientation(rawValue: UInt32(clamping: Int($0))) }
        let exif = orientation.map(ExifMetadata.tiff(orientation:))
        switch format {
        case .png where images.count > 1:
            return PNGExif.inserting(exif, into: try animatedPNG(images))
        case .png:
            return PNGExif.inserting(exif, into: try images[0].pngData())
        case .jpeg:
            let quality = number(kCGImageDestinationLossyCompressionQuality, of: entries[0]) ?? 0.9
            return JPEGExif.inserting(exif, into: try images[0].jpegData(quality: CGFloat(quality)))
        default:
            return try PixbufEncoder.encode(images[0], as: format)
        }
    }

    /// The frames as an animated PNG, each shown for its delay, looping as the file's properties say.
    private func animatedPNG(_ images: [CGImage]) throws -> Data {
        let loops = fileOptions.reversed().lazy.compactMap {
            $0.options(kCGImagePropertyPNGDictionary).number(kCGImagePropertyAPNGLoopCount)
                ?? $0.options(kCGImagePropertyGIFDictionary).number(kCGImagePropertyGIFLoopCount)
        }.first
        let sink = MemorySink()
        let writer = AnimatedPNGWriter(frameDelay: 0.1, loopCount: Int(loops ?? 0), sink: sink)
        for (image, entry) in zip(images, entries) {
            try writer.append(image, delay: delay(of: entry))
        }
        try writer.finish()
        return Data(sink.bytes)
    }

    /// A frame's delay from its PNG (or GIF) dictionary, unclamped first; nil when it gives none.
    private func delay(of entry: CGImageDestination.Entry) -> Double? {
        for options in [entry.properties, entry.sourceProperties] {
            let png = options.options(kCGImagePropertyPNGDictionary), gif = options.options(kCGImagePropertyGIFDictionary)
            if let delay = png.number(kCGImagePropertyAPNGUnclampedDelayTime) ?? png.number(kCGImagePropertyAPNGDelayTime)
                ?? gif.number(kCGImagePropertyGIFUnclampedDelayTime) ?? gif.number(kCGImagePropertyGIFDelayTime) {
                return delay
            }
        }
        return nil
    }

    /// A number from the image's properties, else the file's, else the source image's (the orientation also from
    /// the TIFF dictionary).
    private func number(_ key: CFString, of entry: CGImageDestination.Entry) -> Double? {
        func lookUp(_ options: ImageOptions) -> Double? {
            options.number(key) ?? (key == kCGImagePropertyOrientation
                ? options.options(kCGImagePropertyTIFFDictionary).number(kCGImagePropertyTIFFOrientation) : nil)
        }
        return lookUp(entry.properties) ?? fileOptions.reversed().lazy.compactMap(lookUp).first ?? lookUp(entry.sourceProperties)
    }
}

/// Collects an animated PNG's bytes in memory.
private final class MemorySink: AnimatedPNGSink {
    var bytes: [UInt8] = []

    func append(_ bytes: [UInt8]) {
        self.bytes += bytes
    }

    func overwrite(_ bytes: [UInt8], at offset: Int) {
        self.bytes.replaceSubrange(offset..<offset + bytes.count, with: bytes)
    }
}

/// An Exif block put into a PNG as an eXIf chunk, before its image data.
enum PNGExif {
    static func inserting(_ exif: [UInt8]?, into png: Data) -> Data {
        guard let exif else { return png }
        let bytes = [UInt8](png)
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes.bigEndian32(at: offset))
            let type = String(decoding: bytes[offset + 4 ..< offset + 8], as: UTF8.self)
            if type == "IDAT" || type == "fcTL" { break }
            offset += 12 + length
        }
        return Data(bytes[..<offset] + PNGChunk(type: "eXIf", data: exif).encoded + bytes[offset...])
    }
}

/// An Exif block put into a JPEG as an APP1 segment, after its JFIF segment.
enum JPEGExif {
    static func inserting(_ exif: [UInt8]?, into jpeg: Data) -> Data {
        guard let exif else { return jpeg }
        let bytes = [UInt8](jpeg)
        var offset = 2
        if bytes.count > 6, bytes[2] == 0xFF, bytes[3] == 0xE0 { offset += 2 + (Int(bytes[4]) << 8 | Int(bytes[5])) }
        let payload = Array("Exif\0\0".utf8) + exif
        let segment: [UInt8] = [0xFF, 0xE1, UInt8((payload.count + 2) >> 8), UInt8((payload.count + 2) & 0xFF)] + payload
        return Data(bytes[..<offset] + segment + bytes[offset...])
    }
}

/// Encodes an image through gdk-pixbuf's savers (TIFF, BMP) from straight RGBA.
enum PixbufEncoder {
    static func encode(_ image: CGImage, as format: ImageFormat) throws -> Data {
        ModuleEnvironment.scrubbed
        func failure(_ why: String) -> CGImageLoadingError {
            CGImageLoadingError(source: "\(format.encoderName) encoder", reason: .unwritable(why))
        }
        guard let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 1, 8, Int32(image.width), Int32(image.height)) else {
            throw failure("cannot allocate \(image.width)×\(image.height) pixels")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let rowstride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let out = gdk_pixbuf_get_pixels(pixbuf)!
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y), o = out + y * rowstride + x * 4
                let a = p >> 24
                func straight(_ shift: UInt32) -> UInt8 {
                    let c = (p >> shift) & 0xFF
                    return a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a))
                }
                (o[0], o[1], o[2], o[3]) = (straight(16), straight(8), straight(0), UInt8(a))
            }
        }
        var buffer: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        guard gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, format.encoderName, nil, nil, &error) != 0, let buffer else {
            throw failure(CGImage.takeMessage(&error) ?? "encoding failed")
        }
        defer { g_free(buffer) }
        return Data(bytes: buffer, count: Int(size))
    }
}
