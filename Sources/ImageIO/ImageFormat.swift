import Foundation
import UniformTypeIdentifiers

/// A file format an image source reads, told from the file's first bytes, with its uniform type identifier.
enum ImageFormat: String, CaseIterable {
    case png = "public.png"
    case jpeg = "public.jpeg"
    case gif = "com.compuserve.gif"
    case bmp = "com.microsoft.bmp"
    case tiff = "public.tiff"
    case webp = "org.webmproject.webp"
    case ico = "com.microsoft.ico"

    /// The formats destinations write: gdk-pixbuf has no GIF or WebP encoder.
    static let writable: [ImageFormat] = [.png, .jpeg, .tiff, .bmp]

    /// The format `bytes` begin with; nil when they fit none (or are too few to tell).
    init?(sniffing bytes: Data) {
        let head = [UInt8](bytes.prefix(12))
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + prefix.count && Array(head[offset..<offset + prefix.count]) == prefix
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { self = .png }
        else if starts([0xFF, 0xD8, 0xFF]) { self = .jpeg }
        else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { self = .gif }
        else if starts(Array("BM".utf8)) { self = .bmp }
        else if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { self = .tiff }
        else if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { self = .webp }
        else if starts([0, 0, 1, 0]) { self = .ico }
        else { return nil }
    }

    /// The format a type identifier names, or a type that conforms to one (a dynamic type for `image/png`); nil for
    /// another type.
    init?(identifier: String) {
        if let format = ImageFormat(rawValue: identifier) {
            self = format
            return
        }
        guard let type = UTType(identifier),
              let format = ImageFormat.allCases.first(where: { UTType($0.rawValue).map(type.conforms(to:)) ?? false })
        else { return nil }
        self = format
    }

    /// gdk-pixbuf's name for the format's encoder.
    var encoderName: String {
        switch self {
        case .png: "png"
        case .jpeg: "jpeg"
        case .gif: "gif"
        case .bmp: "bmp"
        case .tiff: "tiff"
        case .webp: "webp"
        case .ico: "ico"
        }
    }

    /// The fewest bytes that tell a format apart.
    static let headerLength = 12
}
