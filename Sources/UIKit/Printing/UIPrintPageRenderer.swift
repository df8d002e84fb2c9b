import Foundation
import QuartzCore

/// How well a renderer is asked to draw: at its best, or quickly for an overview.
public enum UIPrintRenderingQuality: Int, Sendable {
    case best = 0, overview
}

/// Draws the pages of a print job: a header and a footer on every page, the content between them, and the print
/// formatters' content on the pages they cover. Subclasses draw their own headers, footers and content.
@MainActor @preconcurrency
open class UIPrintPageRenderer {
    /// The height of the header drawn at the top of each printable area.
    open var headerHeight: CGFloat = 0
    /// The height of the footer drawn at the bottom of each printable area.
    open var footerHeight: CGFloat = 0
    /// The paper, in points, set when a job is printed (or with `setValue(_:forKey:)`).
    open internal(set) var paperRect: CGRect = .zero
    /// The part of the paper the printer prints on.
    open internal(set) var printableRect: CGRect = .zero
    private var formatters: [UIPrintFormatter] = []

    public init() {}

    /// The formatters of the job, in the order added.
    open var printFormatters: [UIPrintFormatter]? {
        get { formatters.isEmpty ? nil : formatters }
        set {
            for formatter in formatters { formatter.printPageRenderer = nil }
            formatters = newValue ?? []
            for formatter in formatters {
                formatter.printPageRenderer?.remove(formatter)
                formatter.printPageRenderer = self
            }
        }
    }

    /// The formatters that draw on page `pageIndex`.
    open func printFormatters(forPageAt pageIndex: Int) -> [UIPrintFormatter]? {
        let onPage = formatters.filter { pageIndex >= $0.startPage && pageIndex < $0.startPage + $0.pageCount }
        return onPage.isEmpty ? nil : onPage
    }

    /// Adds `formatter`, its content starting on page `pageIndex`.
    open func addPrintFormatter(_ formatter: UIPrintFormatter, startingAtPageAt pageIndex: Int) {
        formatter.printPageRenderer?.remove(formatter)
        formatter.startPage = pageIndex
        formatter.printPageRenderer = self
        formatters.append(formatter)
    }

    /// How many pages the job has: up to the last page a formatter covers.
    open var numberOfPages: Int {
        formatters.map { $0.startPage + $0.pageCount }.max() ?? 0
    }

    /// Called before the pages of `range` are drawn.
    open func prepare(forDrawingPages range: NSRange) {}

    /// Draws page `pageIndex`: its header, content, formatters and footer within `printableRect`.
    open func drawPage(at pageIndex: Int, in printableRect: CGRect) {
        let header = CGRect(x: printableRect.minX, y: printableRect.minY, width: printableRect.width, height: headerHeight)
        let footer = CGRect(x: printableRect.minX, y: printableRect.maxY - footerHeight, width: printableRect.width, height: footerHeight)
        let content = CGRect(x: printableRect.minX, y: header.maxY, width: printableRect.width, height: max(0, footer.minY - header.maxY))
        if headerHeight > 0 { drawHeaderForPage(at: pageIndex, in: header) }
        drawContentForPage(at: pageIndex, in: content)
        for formatter in printFormatters(forPageAt: pageIndex) ?? [] { drawPrintFormatter(formatter, forPageAt: pageIndex) }
        if footerHeight > 0 { drawFooterForPage(at: pageIndex, in: footer) }
    }

    /// Draws `printFormatter`'s part of page `pageIndex`.
    open func drawPrintFormatter(_ printFormatter: UIPrintFormatter, forPageAt pageIndex: Int) {
        printFormatter.draw(in: printFormatter.rectForPage(at: pageIndex), forPageAt: pageIndex)
    }

    open func drawHeaderForPage(at pageIndex: Int, in headerRect: CGRect) {}
    open func drawContentForPage(at pageIndex: Int, in contentRect: CGRect) {}
    open func drawFooterForPage(at pageIndex: Int, in footerRect: CGRect) {}

    /// The quality the renderer draws at when `requestedRenderingQuality` is asked for.
    open func currentRenderingQuality(forRequested requestedRenderingQuality: UIPrintRenderingQuality) -> UIPrintRenderingQuality {
        requestedRenderingQuality
    }

    /// Sets `paperRect` or `printableRect` by name, as iOS code making a PDF of a renderer does through key-value coding.
    ///
    /// Difference from Apple: not key-value coding: these two keys only, with an `NSValue` of a rectangle or a `CGRect`.
    open func setValue(_ value: Any?, forKey key: String) {
        let rect = (value as? NSValue)?.cgRectValue ?? value as? CGRect ?? .zero
        switch key {
        case "paperRect": paperRect = rect
        case "printableRect": printableRect = rect
        default: Diagnostics.report("UIPrintPageRenderer.setValue(_:forKey:): no key \(key); only paperRect and printableRect are set")
        }
    }

    /// Takes `formatter` out of the job.
    func remove(_ formatter: UIPrintFormatter) {
        formatters.removeAll { $0 === formatter }
        formatter.printPageRenderer = nil
    }

    /// The job's pages as a PDF on `paper`: every page drawn into a PDF page the paper's size.
    func pdfData(paperRect: CGRect, printableRect: CGRect) -> Data {
        self.paperRect = paperRect
        self.printableRect = printableRect
        let pages = numberOfPages
        prepare(forDrawingPages: NSRange(location: 0, length: pages))
        return UIGraphicsPDFRenderer(bounds: paperRect).pdfData { context in
            for page in 0..<pages {
                context.beginPage()
                drawPage(at: page, in: printableRect)
            }
        }
    }
}
