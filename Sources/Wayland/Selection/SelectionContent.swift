import Foundation

/// What the app puts on a selection: its bytes in each MIME type offered, in the order of preference.
public struct SelectionContent: Equatable, Sendable {
    /// The MIME types and their bytes, most preferred first.
    public private(set) var representations: [(type: String, data: Data)]

    public init() {
        representations = []
    }

    /// The MIME types a plain-text selection is offered in: UTF-8 first, then the names X11 programs look for.
    public static let textTypes = ["text/plain;charset=utf-8", "text/plain", "UTF8_STRING", "TEXT", "STRING"]
    /// The MIME type of images on a selection.
    public static let pngType = "image/png"

    /// Text, offered in every text type (`textTypes`).
    public static func text(_ text: String) -> SelectionContent {
        var content = SelectionContent()
        let data = Data(text.utf8)
        for type in textTypes { content.add(data, as: type) }
        return content
    }

    /// A PNG image.
    public static func png(_ data: Data) -> SelectionContent {
        var content = SelectionContent()
        content.add(data, as: pngType)
        return content
    }

    /// Adds (or replaces) the bytes of one MIME type.
    public mutating func add(_ data: Data, as type: String) {
        if let index = representations.firstIndex(where: { $0.type == type }) {
            representations[index].data = data
        } else {
            representations.append((type, data))
        }
    }

    /// The MIME types offered, most preferred first.
    public var types: [String] { representations.map(\.type) }

    /// The bytes offered as `type`, if it is offered.
    public func data(for type: String) -> Data? {
        representations.first { $0.type == type }?.data
    }

    public static func == (lhs: SelectionContent, rhs: SelectionContent) -> Bool {
        lhs.representations.elementsEqual(rhs.representations) { $0.type == $1.type && $0.data == $1.data }
    }
}
