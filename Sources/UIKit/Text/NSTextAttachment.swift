import Foundation
import QuartzCore

/// An image (or file contents) set inline in attributed text, in place of the object replacement character U+FFFC:
/// `NSAttributedString(attachment:)` makes that one-character string. Labels, text views, string drawing and the
/// layout manager make room for it on its line and draw it there; its `bounds` give its size and, by their `y`, how
/// far it sits above the baseline (`font.descender` hangs an icon as low as the text's descenders).
///
/// Difference from Apple: no `fileWrapper` (Foundation here has no `FileWrapper`); `contents` holds the data.
@MainActor @preconcurrency
open class NSTextAttachment: NSTextAttachmentContainer {
    /// The object replacement character an attachment stands on.
    nonisolated public static let character = 0xFFFC

    /// The attachment's data (an image file's bytes), with `fileType` its type identifier.
    open var contents: Data?
    open var fileType: String?
    /// The image shown; when nil, the image `contents` decodes to.
    open var image: UIImage?
    /// The attachment's rectangle, origin at the baseline with y up; `.zero` takes the image's size on the baseline.
    open var bounds: CGRect = .zero
    /// The space left at each side of the attachment (iOS 15).
    open var lineLayoutPadding: CGFloat = 0
    /// Whether the attachment may show a view of its own (iOS 15) in a TextKit 2 text view.
    open var allowsTextAttachmentView = true
    /// Whether the attachment shows a view (its provider made one) instead of drawing its image.
    open var usesTextAttachmentView: Bool { allowsTextAttachmentView && activeViewProvider?.view != nil }
    /// The provider a layout manager last made for the attachment (it keeps it).
    weak var activeViewProvider: NSTextAttachmentViewProvider?

    /// An attachment holding `contentData` of type `uti` (such as "public.png").
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
    }

    /// An empty attachment, to which an image or contents are given after.
    public init() {}

    /// Difference from Apple: decodes nothing and gives nil; attachments come from code here, never from archives.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// An attachment showing `image` (iOS 13).
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }

    /// The image drawn for the attachment in `imageBounds`: `image`, else the one `contents` decodes to.
    open func image(forBounds imageBounds: CGRect, textContainer: NSTextContainer?, characterIndex charIndex: Int) -> UIImage? {
        if let image { return image }
        if let decoded, decoded.data == contents { return decoded.image }
        guard let contents, let image = UIImage(data: contents) else { return nil }
        decoded = (contents, image)
        return image
    }

    /// The provider classes registered for file types.
    private static var viewProviderClasses: [String: AnyClass] = [:]

    /// Registers the provider class for attachments of `fileType`.
    ///
    /// Difference from Apple: the class is kept and reported, but attachments make no provider from it (Swift cannot
    /// call a subclass's initializer through its class): override `viewProvider(for:location:textContainer:)` instead.
    open class func registerViewProviderClass(_ viewProviderClass: AnyClass, forFileType fileType: String) {
        viewProviderClasses[fileType] = viewProviderClass
    }

    /// The provider class registered for `fileType`.
    open class func textAttachmentViewProviderClass(forFileType fileType: String) -> AnyClass? {
        viewProviderClasses[fileType]
    }

    /// The provider of the view the attachment shows at `location` in `parentView` (iOS 15); the default gives none,
    /// and the attachment draws its image.
    open func viewProvider(for parentView: UIView?, location: any NSTextLocation, textContainer: NSTextContainer?) -> NSTextAttachmentViewProvider? {
        nil
    }

    /// The rectangle the attachment takes on its line: its view provider's, else `bounds`, or the image's size on the
    /// baseline when they are zero. Subclasses override it to size an attachment to its line (the font's height, say).
    open func attachmentBounds(for textContainer: NSTextContainer?, proposedLineFragment lineFrag: CGRect, glyphPosition position: CGPoint, characterIndex charIndex: Int) -> CGRect {
        if let provider = activeViewProvider {
            return provider.attachmentBounds(for: [:], location: provider.location, textContainer: textContainer, proposedLineFragment: lineFrag, position: position)
        }
        guard bounds == .zero else { return bounds }
        let size = image(forBounds: .zero, textContainer: textContainer, characterIndex: charIndex)?.size ?? .zero
        return CGRect(origin: .zero, size: size)
    }

    /// The image `contents` last decoded to, with the data it came from.
    private var decoded: (data: Data, image: UIImage)?
}

/// What text layout asks an attachment: the image to draw and the rectangle it takes on its line.
@MainActor @preconcurrency
public protocol NSTextAttachmentContainer: AnyObject {
    func image(forBounds imageBounds: CGRect, textContainer: NSTextContainer?, characterIndex charIndex: Int) -> UIImage?
    func attachmentBounds(for textContainer: NSTextContainer?, proposedLineFragment lineFrag: CGRect, glyphPosition position: CGPoint, characterIndex charIndex: Int) -> CGRect
}

extension NSTextAttachment: TextLayoutAttachment {
    nonisolated public func textLayoutBounds(font: TextLayout.Font) -> CGRect {
        // The line proposed is as tall as the run's font sets a line, so overrides that size to the line work.
        let line = CGRect(x: 0, y: 0, width: 10_000_000, height: font.metrics.lineHeight)
        return MainActor.assumeIsolated {
            attachmentBounds(for: nil, proposedLineFragment: line, glyphPosition: .zero, characterIndex: 0)
        }
    }

    nonisolated public var textLayoutPadding: CGFloat {
        MainActor.assumeIsolated { lineLayoutPadding }
    }

    /// Draws the image in `rect`; a symbol image (or one always drawn as a template) takes the text's colour.
    nonisolated public func drawTextLayoutAttachment(in context: CGContext, rect: CGRect, textColor: CGColor) {
        let screenScale = max(hypot(context.ctm.a, context.ctm.b), 1)
        let drawn: CGImage? = MainActor.assumeIsolated {
            guard !usesTextAttachmentView, let image = image(forBounds: rect, textContainer: nil, characterIndex: 0),
                  let cgImage = image.rendered(atScale: max(screenScale, image.scale)).cgImage else { return nil }
            let isTemplate = image.renderingMode == .alwaysTemplate || (image.isSymbolImage && image.renderingMode != .alwaysOriginal)
            return isTemplate ? UIImage.tint(cgImage, with: UIColor(cgColor: textColor)) ?? cgImage : cgImage
        }
        if let drawn { context.drawUpright(drawn, in: rect) }
    }
}

extension NSAttributedString {
    /// A one-character string (U+FFFC) holding `attachment`.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: String(UnicodeScalar(UInt16(NSTextAttachment.character))!), attributes: [.attachment: attachment])
    }

    /// A one-character string holding `attachment`, with `attributes` as well (the colour a symbol takes, say).
    public convenience init(attachment: NSTextAttachment, attributes: [NSAttributedString.Key: Any]) {
        var all = attributes
        all[.attachment] = attachment
        self.init(string: String(UnicodeScalar(UInt16(NSTextAttachment.character))!), attributes: all)
    }
}
