import Foundation
@testable import UIKit
import XCTest

/// UIPrintPageRenderer and its formatters: text carried over from page to page below the header and above the
/// footer, formatters started on later pages, a view scaled to the page's width, the pages drawn into the PDF context
/// as iOS code makes a PDF of a renderer, and a printed page as a picture.
final class PrintPageRendererTests: XCTestCase {
    /// A renderer that draws a title bar and a page number and writes down the rectangles it was given.
    @MainActor
    private final class ReportRenderer: UIPrintPageRenderer {
        var headers: [CGRect] = []
        var footers: [Int] = []

        override init() {
            super.init()
            headerHeight = 24
            footerHeight = 16
        }

        override func drawHeaderForPage(at pageIndex: Int, in headerRect: CGRect) {
            headers.append(headerRect)
            UIColor.systemBlue.setFill()
            UIRectFill(headerRect)
            NSAttributedString(string: "Quarterly report", attributes: [.font: UIFont.boldSystemFont(ofSize: 14), .foregroundColor: UIColor.white])
                .draw(at: CGPoint(x: headerRect.minX + 6, y: headerRect.minY + 4))
        }

        override func drawFooterForPage(at pageIndex: Int, in footerRect: CGRect) {
            footers.append(pageIndex)
            NSAttributedString(string: "Page \(pageIndex + 1)", attributes: [.font: UIFont.systemFont(ofSize: 10), .foregroundColor: UIColor.gray])
                .draw(at: CGPoint(x: footerRect.minX, y: footerRect.minY + 2))
        }
    }

    private static let lines = (1...40).map { "Line \($0) of the report" }.joined(separator: "\n")

    @MainActor
    private static func renderer(paper: CGSize) -> (ReportRenderer, UISimpleTextPrintFormatter) {
        let renderer = ReportRenderer()
        let formatter = UISimpleTextPrintFormatter(text: Self.lines)
        formatter.font = .systemFont(ofSize: 12)
        formatter.perPageContentInsets = UIEdgeInsets(top: 6, left: 4, bottom: 6, right: 4)
        renderer.addPrintFormatter(formatter, startingAtPageAt: 0)
        renderer.setValue(NSValue(cgRect: CGRect(origin: .zero, size: paper)), forKey: "paperRect")
        renderer.setValue(NSValue(cgRect: CGRect(origin: .zero, size: paper).insetBy(dx: 20, dy: 20)), forKey: "printableRect")
        return (renderer, formatter)
    }

    func testTextIsCarriedOverFromPageToPageBetweenTheHeaderAndFooter() {
        onMainActor {
            let (renderer, formatter) = Self.renderer(paper: CGSize(width: 300, height: 240))
            XCTAssertTrue(formatter.printPageRenderer === renderer)
            XCTAssertEqual(renderer.paperRect, CGRect(x: 0, y: 0, width: 300, height: 240))
            let pages = renderer.numberOfPages
            XCTAssertGreaterThan(pages, 3, "forty lines do not fit on a 240-point page")
            XCTAssertEqual(formatter.pageCount, pages)
            XCTAssertEqual(formatter.rectForPage(at: 0), CGRect(x: 24, y: 50, width: 252, height: 148), "the printable area less header, footer and insets")
            XCTAssertEqual(formatter.rectForPage(at: pages), .zero)
            XCTAssertTrue(renderer.printFormatters(forPageAt: 1)?.first === formatter)
            XCTAssertNil(renderer.printFormatters(forPageAt: pages))

            let appendix = UISimpleTextPrintFormatter(text: "Appendix")
            renderer.addPrintFormatter(appendix, startingAtPageAt: pages)
            XCTAssertEqual(renderer.numberOfPages, pages + 1)
            XCTAssertEqual(appendix.startPage, pages)
            appendix.removeFromPrintPageRenderer()
            XCTAssertNil(appendix.printPageRenderer)
            XCTAssertEqual(renderer.numberOfPages, pages)
            XCTAssertEqual(renderer.printFormatters?.count, 1)

            let data = NSMutableData()
            UIGraphicsBeginPDFContextToData(data, renderer.paperRect, nil)
            renderer.prepare(forDrawingPages: NSRange(location: 0, length: renderer.numberOfPages))
            for page in 0..<renderer.numberOfPages {
                UIGraphicsBeginPDFPage()
                renderer.drawPage(at: page, in: renderer.printableRect)
            }
            UIGraphicsEndPDFContext()
            let pdf = String(decoding: data as Data, as: UTF8.self)
            XCTAssertTrue(pdf.hasPrefix("%PDF-"))
            let pageObjects = try! NSRegularExpression(pattern: "/Type\\s*/Page(?![a-zA-Z])").numberOfMatches(in: pdf, range: NSRange(pdf.startIndex..., in: pdf))
            XCTAssertEqual(pageObjects, pages)
            XCTAssertEqual(renderer.headers.count, pages)
            XCTAssertEqual(renderer.headers.first, CGRect(x: 20, y: 20, width: 260, height: 24))
            XCTAssertEqual(renderer.footers, Array(0..<pages))
        }
    }

    func testAPrintedPage() {
        let image = MainActor.assumeIsolated { () -> CGImage in
            let (renderer, _) = Self.renderer(paper: CGSize(width: 300, height: 240))
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return UIGraphicsImageRenderer(size: renderer.paperRect.size, format: format).image { context in
                UIColor.white.setFill()
                context.fill(renderer.paperRect)
                renderer.drawPage(at: 1, in: renderer.printableRect)
            }.cgImage!
        }
        assertSnapshot(image)
    }

    func testAViewIsScaledToThePageWidthAndCarriedOver() {
        onMainActor {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 520, height: 800))
            view.backgroundColor = .systemGreen
            let renderer = UIPrintPageRenderer()
            let formatter = view.viewPrintFormatter()
            XCTAssertTrue(formatter.view === view)
            XCTAssertEqual(formatter.pageCount, 0, "outside a renderer")
            renderer.printFormatters = [formatter]
            renderer.setValue(CGRect(x: 0, y: 0, width: 300, height: 300), forKey: "paperRect")
            renderer.setValue(CGRect(x: 10, y: 10, width: 260, height: 280), forKey: "printableRect")
            XCTAssertEqual(formatter.pageCount, 2, "800 points scaled by a half make 400, two pages of 280")
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let page = UIGraphicsImageRenderer(size: CGSize(width: 300, height: 300), format: format).image { _ in
                renderer.drawPage(at: 1, in: renderer.printableRect)
            }
            XCTAssertEqual(page.cgImage.map { Self.alpha(of: $0, x: 100, y: 50) }, 255, "the rest of the view on the second page")
            XCTAssertEqual(page.cgImage.map { Self.alpha(of: $0, x: 100, y: 200) }, 0, "below the view's end")
        }
    }

    func testMarkupIsPrintedAsItsText() {
        onMainActor {
            let formatter = UIMarkupTextPrintFormatter(markupText: "<h1>Invoice</h1><p>Total:&nbsp;<b>42 &amp; more</b></p><br>Thanks")
            XCTAssertEqual(formatter.text, "Invoice\nTotal: 42 & more\nThanks")
            formatter.markupText = "<i>x</i>"
            XCTAssertEqual(formatter.text, "x")
            let renderer = UIPrintPageRenderer()
            renderer.addPrintFormatter(formatter, startingAtPageAt: 2)
            renderer.setValue(CGRect(x: 0, y: 0, width: 200, height: 200), forKey: "paperRect")
            renderer.setValue(CGRect(x: 0, y: 0, width: 200, height: 200), forKey: "printableRect")
            XCTAssertEqual(formatter.pageCount, 1)
            XCTAssertEqual(renderer.numberOfPages, 3, "the formatter starts on the third page")
        }
    }

    /// The alpha of the pixel at (x, y) of an RGBA image.
    private static func alpha(of image: CGImage, x: Int, y: Int) -> UInt8 {
        guard let data = image.dataProvider?.data as Data? else { return 0 }
        return data[y * image.bytesPerRow + x * 4 + 3]
    }
}
