import CCairo
import Foundation

/// The document keys of a PDF context's auxiliary information, as Apple's `kCGPDFContext…` names.
public let kCGPDFContextTitle = "Title"
public let kCGPDFContextAuthor = "Author"
public let kCGPDFContextSubject = "Subject"
public let kCGPDFContextKeywords = "Keywords"
public let kCGPDFContextCreator = "Creator"
/// The page info key of a page's media box (a `CGRect`, or `Data` holding one as Apple's `CFData` does).
public let kCGPDFContextMediaBox = "MediaBox"

/// PDF contexts: pages drawn with the same calls as a bitmap, written as vectors through cairo's PDF surface.
extension CGContext {
    /// A PDF context writing to `consumer`; pages are `mediaBox` large (nil: US Letter, 612×792 points) unless a
    /// page asks for its own. `auxiliaryInfo` may hold the document's title, author, subject, keywords and creator.
    ///
    /// Difference from Apple: `auxiliaryInfo` is a Swift dictionary (no `CFDictionary` on Linux); the page's origin
    /// is its top-left corner and y grows downwards, as in UIKit's PDF contexts.
    public convenience init?(consumer: CGDataConsumer, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: [String: Any]?) {
        let box = mediaBox?.pointee.standardized ?? CGRect(x: 0, y: 0, width: 612, height: 792)
        guard box.width > 0, box.height > 0, box.width.isFinite, box.height.isFinite else { return nil }
        let document = PDFDocument(consumer: consumer, mediaBox: box)
        guard let surface = document.makeSurface() else { return nil }
        self.init(pdfSurface: surface, document: document)
        for (key, field) in PDFDocument.metadataKeys {
            if let value = auxiliaryInfo?[key] as? String { cairo_pdf_surface_set_metadata(surface, field, value) }
        }
    }

    /// A PDF context writing the file at `url`; see `init(consumer:mediaBox:_:)`.
    ///
    /// Difference from Apple: takes a `URL` (no `CFURL` on Linux).
    public convenience init?(_ url: URL, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: [String: Any]?) {
        guard let consumer = CGDataConsumer(url: url) else { return nil }
        self.init(consumer: consumer, mediaBox: mediaBox, auxiliaryInfo)
    }

    /// Starts a page of `mediaBox` (nil: the context's), ending one still open.
    public func beginPage(mediaBox: UnsafePointer<CGRect>?) {
        guard let pdf, !pdf.isClosed else { return }
        if pdf.isPageOpen { endPage() }
        let box = mediaBox?.pointee.standardized ?? pdf.mediaBox
        let page = box.width > 0 && box.height > 0 && box.width.isFinite && box.height.isFinite ? box : pdf.mediaBox
        cairo_pdf_surface_set_size(surface, Double(page.width), Double(page.height))
        pdf.isPageOpen = true
        pdf.pageBox = page
        // A fresh graphics state for each page, its origin at the page box's.
        states = [GraphicsState()]
        cairo_identity_matrix(cr)
        cairo_reset_clip(cr)
        cairo_translate(cr, Double(-page.minX), Double(-page.minY))
    }

    /// Ends the page `beginPage` started.
    public func endPage() {
        guard let pdf, pdf.isPageOpen else { return }
        cairo_show_page(cr)
        pdf.isPageOpen = false
        pdf.pageCount += 1
    }

    /// Starts a page; `pageInfo` may give its media box (`kCGPDFContextMediaBox`).
    public func beginPDFPage(_ pageInfo: [String: Any]?) {
        var box = pageInfo?[kCGPDFContextMediaBox] as? CGRect
        if box == nil, let data = pageInfo?[kCGPDFContextMediaBox] as? Data, data.count == MemoryLayout<CGRect>.size {
            box = data.withUnsafeBytes { $0.loadUnaligned(as: CGRect.self) }
        }
        if var box {
            beginPage(mediaBox: &box)
        } else {
            beginPage(mediaBox: nil)
        }
    }

    /// Ends the page `beginPDFPage` started.
    public func endPDFPage() {
        endPage()
    }

    /// Ends the open page and writes the rest of the document; nothing can be drawn afterwards.
    public func closePDF() {
        guard let pdf, !pdf.isClosed else { return }
        endPage()
        pdf.isClosed = true
        cairo_surface_finish(surface)
    }

    /// Whether this is a PDF context whose bytes all reached its consumer so far.
    package var pdfWriteSucceeded: Bool {
        pdf.map { !$0.failed } ?? false
    }

    /// Makes `rect` (user space) of the open page a link to `url`.
    public func setURL(_ url: URL, for rect: CGRect) {
        tagArea("Link", attributes: "uri='\(Self.escaped(url.absoluteString))'", rect: rect)
    }

    /// Names `point` (user space) of the open page as a destination that `setDestination(_:for:)` links to.
    public func addDestination(_ name: String, at point: CGPoint) {
        guard let pdf, pdf.isPageOpen else { return }
        let device = point.applying(ctm)
        let attributes = "name='\(Self.escaped(name))' x=\(Double(device.x)) y=\(Double(device.y))"
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_tag_begin(cr, "cairo.dest", attributes)
        cairo_tag_end(cr, "cairo.dest")
        cairo_restore(cr)
    }

    /// Makes `rect` (user space) of the open page a link to the destination `name`.
    public func setDestination(_ name: String, for rect: CGRect) {
        tagArea("Link", attributes: "dest='\(Self.escaped(name))'", rect: rect)
    }

    /// A link tag over `rect`'s device box on the open page.
    private func tagArea(_ tag: String, attributes: String, rect: CGRect) {
        guard let pdf, pdf.isPageOpen, !rect.isNull, !rect.isInfinite else { return }
        let box = rect.applying(ctm)
        let area = "rect=[\(Double(box.minX)) \(Double(box.minY)) \(Double(box.width)) \(Double(box.height))]"
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_tag_begin(cr, tag, "\(attributes) \(area)")
        cairo_tag_end(cr, tag)
        cairo_restore(cr)
    }

    /// `text` with cairo's attribute quoting: backslashes and single quotes escaped.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
    }
}

/// A PDF context's document: where its bytes go, its default page box, and the open page.
final class PDFDocument {
    let consumer: CGDataConsumer
    let mediaBox: CGRect
    var pageBox: CGRect
    var isPageOpen = false
    var isClosed = false
    var pageCount = 0
    /// Whether a write failed (the file could not take the bytes).
    var failed = false

    /// The `auxiliaryInfo` keys written as document metadata, and cairo's fields for them.
    static let metadataKeys: [(String, cairo_pdf_metadata_t)] = [
        (kCGPDFContextTitle, CAIRO_PDF_METADATA_TITLE), (kCGPDFContextAuthor, CAIRO_PDF_METADATA_AUTHOR),
        (kCGPDFContextSubject, CAIRO_PDF_METADATA_SUBJECT), (kCGPDFContextKeywords, CAIRO_PDF_METADATA_KEYWORDS),
        (kCGPDFContextCreator, CAIRO_PDF_METADATA_CREATOR),
    ]

    init(consumer: CGDataConsumer, mediaBox: CGRect) {
        self.consumer = consumer
        self.mediaBox = mediaBox
        pageBox = mediaBox
    }

    /// A cairo PDF surface writing to the consumer through this document, which the context keeps alive longer.
    func makeSurface() -> OpaquePointer? {
        let surface = cairo_pdf_surface_create_for_stream(
            { closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                let document = Unmanaged<PDFDocument>.fromOpaque(closure).takeUnretainedValue()
                guard document.consumer.write(UnsafeRawBufferPointer(start: bytes, count: Int(length))) else {
                    document.failed = true
                    return CAIRO_STATUS_WRITE_ERROR
                }
                return CAIRO_STATUS_SUCCESS
            },
            Unmanaged.passUnretained(self).toOpaque(), Double(mediaBox.width), Double(mediaBox.height))
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            if let surface { cairo_surface_destroy(surface) }
            return nil
        }
        return surface
    }
}
