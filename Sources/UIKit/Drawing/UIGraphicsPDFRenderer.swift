import Foundation
import QuartzCore

/// How a PDF renderer draws: the document's information (title, author… under the `kCGPDFContext…` keys).
@MainActor @preconcurrency
open class UIGraphicsPDFRendererFormat: UIGraphicsRendererFormat {
    /// Written into the document: `kCGPDFContextTitle`, `Author`, `Subject`, `Keywords`, `Creator` as strings.
    open var documentInfo: [String: Any] = [:]

    public override init() {
        super.init()
    }
}

/// The drawing environment of a PDF renderer: pages, links and destinations.
@MainActor @preconcurrency
open class UIGraphicsPDFRendererContext: UIGraphicsRendererContext {
    private let defaultBounds: CGRect
    private var pageBounds: CGRect

    init(cgContext: CGContext, format: UIGraphicsPDFRendererFormat, bounds: CGRect) {
        defaultBounds = bounds
        pageBounds = bounds
        super.init(cgContext: cgContext, format: format)
    }

    /// The PDF format the renderer draws with.
    override open var format: UIGraphicsPDFRendererFormat {
        // The initializer takes only PDF formats.
        super.format as! UIGraphicsPDFRendererFormat
    }

    /// The bounds of the page being drawn (the renderer's until a page asks for its own).
    open var pdfContextBounds: CGRect { pageBounds }

    /// Starts a page of the renderer's bounds, ending the one before.
    open func beginPage() {
        beginPage(withBounds: defaultBounds, pageInfo: [:])
    }

    /// Starts a page of `bounds`, ending the one before; `pageInfo` is Core Graphics' page dictionary.
    open func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) {
        var box = bounds.standardized.isEmpty ? defaultBounds : bounds.standardized
        pageBounds = box
        cgContext.beginPage(mediaBox: &box)
    }

    /// Makes `rect` of the page a link to `url`.
    open func setURL(_ url: URL, for rect: CGRect) {
        cgContext.setURL(url, for: rect)
    }

    /// Names `point` of the page as a destination links can go to.
    open func addDestination(withName name: String, at point: CGPoint) {
        cgContext.addDestination(name, at: point)
    }

    /// Makes `rect` of the page a link to the destination `name`.
    open func setDestinationWithName(_ name: String, for rect: CGRect) {
        cgContext.setDestination(name, for: rect)
    }
}

/// Draws PDF documents with a closure, as iOS apps export reports: each `beginPage()` starts a page, drawn with the
/// same calls as a view's `draw(_:)` (the context is the current UIKit context), kept as vectors.
///
/// Difference from Apple: main-actor isolated, as the UIKit context stack it draws through.
@MainActor @preconcurrency
open class UIGraphicsPDFRenderer: UIGraphicsRenderer {
    /// What `pdfData(actions:)` and `writePDF(to:withActions:)` run.
    public typealias DrawingActions = (UIGraphicsPDFRendererContext) -> Void

    /// A renderer whose pages are `bounds` large (empty: US Letter, 612×792 points), with `format`.
    public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    /// A renderer whose pages are `bounds` large, with the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// The PDF format the renderer draws with.
    override open var format: UIGraphicsPDFRendererFormat {
        // The initializers take only PDF formats.
        super.format as! UIGraphicsPDFRendererFormat
    }

    /// Runs `actions` and returns the document they drew.
    open func pdfData(actions: (UIGraphicsPDFRendererContext) -> Void) -> Data {
        let data = NSMutableData()
        guard let consumer = CGDataConsumer(data: data) else { return Data() }
        draw(into: consumer, actions)
        return data as Data
    }

    /// Runs `actions` and writes the document they drew to the file at `url`; throws when the file cannot be written.
    open func writePDF(to url: URL, withActions actions: (UIGraphicsPDFRendererContext) -> Void) throws {
        guard let consumer = CGDataConsumer(url: url) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        guard draw(into: consumer, actions) else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path]) }
    }

    /// Draws the document into `consumer` with `actions` running on its context as the current UIKit context.
    @discardableResult
    private func draw(into consumer: CGDataConsumer, _ actions: (UIGraphicsPDFRendererContext) -> Void) -> Bool {
        var bounds = format.bounds.standardized
        if bounds.isEmpty { bounds = UIGraphicsPDFContextState.letter }
        guard let context = CGContext(consumer: consumer, mediaBox: &bounds, format.documentInfo) else {
            Diagnostics.report("UIGraphicsPDFRenderer: no PDF context for bounds \(format.bounds)")
            return false
        }
        UIGraphicsPushContext(context)
        actions(UIGraphicsPDFRendererContext(cgContext: context, format: format, bounds: bounds))
        UIGraphicsPopContext()
        context.closePDF()
        return context.pdfWriteSucceeded
    }
}
