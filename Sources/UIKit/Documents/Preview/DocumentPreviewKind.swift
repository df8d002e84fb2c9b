import Foundation
import UniformTypeIdentifiers

/// How a file is previewed, worked out from its name's type and its size: an image drawn, text shown, or (for
/// everything else, PDFs too, which nothing here can draw) an icon with the file's name, kind and size.
struct DocumentPreviewKind: Equatable {
    enum Content: Equatable {
        case image
        case text
        case icon
    }

    let content: Content
    /// The file's name as the preview titles it.
    let name: String
    /// The file's type as people read it ("PNG image").
    let kindDescription: String
    /// The file's size in bytes, when it can be read.
    let byteCount: Int64?

    init(url: URL) {
        let type = UTType(filenameExtension: url.pathExtension)
        if type?.conforms(to: .image) == true {
            content = .image
        } else if type?.conforms(to: .plainText) == true || type?.conforms(to: .sourceCode) == true {
            content = .text
        } else {
            content = .icon
        }
        name = url.lastPathComponent
        kindDescription = type?.localizedDescription ?? "Document"
        byteCount = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.int64Value
    }

    /// The size as a person reads it: "812 bytes", "12 KB", "3.4 MB".
    var sizeDescription: String? {
        guard let byteCount else { return nil }
        if byteCount < 1000 { return byteCount == 1 ? "1 byte" : "\(byteCount) bytes" }
        let units = ["KB", "MB", "GB", "TB"]
        var value = Double(byteCount) / 1000
        var unit = 0
        while value >= 1000, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        let digits = value < 10 && unit > 0 ? String(format: "%.1f", value) : String(Int(value.rounded()))
        return "\(digits) \(units[unit])"
    }
}
