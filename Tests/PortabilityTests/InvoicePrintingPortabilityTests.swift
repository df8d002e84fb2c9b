import Foundation
import TestSupport
import UIKit
import XCTest

/// An invoice exported as a PDF through a print page renderer and offered to the printer, as iOS apps write it.
final class InvoicePrintingPortabilityTests: XCTestCase {
    final class InvoiceRenderer: UIPrintPageRenderer {
        let number: String

        init(number: String) {
            self.number = number
            super.init()
            headerHeight = 40
            footerHeight = 20
        }

        override func drawHeaderForPage(at pageIndex: Int, in headerRect: CGRect) {
            let title = "Invoice \(number)" as NSString
            title.draw(at: CGPoint(x: headerRect.minX, y: headerRect.minY + 8), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
        }

        override func drawFooterForPage(at pageIndex: Int, in footerRect: CGRect) {
            let footer = "Page \(pageIndex + 1) of \(numberOfPages)" as NSString
            footer.draw(at: CGPoint(x: footerRect.minX, y: footerRect.minY), withAttributes: [.font: UIFont.systemFont(ofSize: 10)])
        }
    }

    @MainActor
    static func exportPDF(html: String, number: String) -> Data {
        let renderer = InvoiceRenderer(number: number)
        let formatter = UIMarkupTextPrintFormatter(markupText: html)
        formatter.perPageContentInsets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        renderer.addPrintFormatter(formatter, startingAtPageAt: 0)
        let page = CGRect(x: 0, y: 0, width: 595.2, height: 841.8)
        renderer.setValue(NSValue(cgRect: page), forKey: "paperRect")
        renderer.setValue(NSValue(cgRect: page.insetBy(dx: 36, dy: 36)), forKey: "printableRect")
        let data = NSMutableData()
        UIGraphicsBeginPDFContextToData(data, page, nil)
        renderer.prepare(forDrawingPages: NSRange(location: 0, length: renderer.numberOfPages))
        let bounds = UIGraphicsGetPDFContextBounds()
        for index in 0..<renderer.numberOfPages {
            UIGraphicsBeginPDFPage()
            renderer.drawPage(at: index, in: bounds)
        }
        UIGraphicsEndPDFContext()
        return data as Data
    }

    func testTheInvoiceExportsAndPrints() {
        MainActor.assumeIsolated { check() }
    }

    @MainActor
    private func check() {
        let rows = (1...60).map { "<tr><td>Item \($0)</td><td>\($0).00 €</td></tr>" }.joined()
        let html = "<html><body><h1>ACME</h1><table>\(rows)</table><p>Total: 1830.00 €</p></body></html>"
        let pdf = Self.exportPDF(html: html, number: "2024-117")
        XCTAssertEqual(String(decoding: pdf.prefix(5), as: UTF8.self), "%PDF-")
        XCTAssertTrue(UIPrintInteractionController.canPrint(pdf))

        let info = UIPrintInfo(dictionary: nil)
        info.outputType = .general
        info.jobName = "Invoice 2024-117"
        info.orientation = .portrait
        let controller = UIPrintInteractionController.shared
        controller.printInfo = info
        controller.printingItem = pdf
        XCTAssertNotNil(controller.printingItem)
        controller.printPageRenderer = InvoiceRenderer(number: "2024-117")
        XCTAssertNil(controller.printingItem, "one kind of content at a time")
        controller.printPageRenderer = nil
    }
}
