import Foundation

/// Something a preview controller can show: a file's URL, and a title to show instead of its name.
///
/// Difference from Apple: not bound to `NSObjectProtocol`, so that `URL` itself conforms as Apple's bridging lets it
/// (`url as QLPreviewItem`); `NSObject` subclasses conform as on iOS.
public protocol QLPreviewItem {
    /// The file to preview.
    var previewItemURL: URL? { get }
    /// The title shown for the item; the file's name when nil.
    var previewItemTitle: String? { get }
}

extension QLPreviewItem {
    public var previewItemTitle: String? { nil }
}

extension NSURL: QLPreviewItem {
    public var previewItemURL: URL? { self as URL }
}

extension URL: QLPreviewItem {
    public var previewItemURL: URL? { self }
}
