import QuartzCore
import TestSupport
import UIKit
import XCTest

/// PDF documents as iOS apps export them: `UIGraphicsPDFRenderer` with pages and links, and the older
/// `UIGraphicsBeginPDFContextToData`/`ToFile` functions; the documents are checked by reading the PDF itself.
final class PDFRendererTests: XCTestCase {
    /// The document's text (its structure is plain ASCII; page contents are compressed streams).
    private func text(_ data: Data) -> String {
        String(decoding: data, as: UTF8.self)
    }

    /// How many page objects the document holds (`/Type /Page`, not the `/Pages` tree).
    private func pageCount(_ data: Data) -> Int {
        let pdf = text(data)
        let pattern = try! NSRegularExpression(pattern: "/Type\\s*/Page(?![a-zA-Z])")
        return pattern.numberOfMatches(in: pdf, range: NSRange(pdf.startIndex..., in: pdf))
    }

    func testARendererWritesPagesInfoAndLinks() throws {
        let data = MainActor.assumeIsolated { () -> Data in
            let format = UIGraphicsPDFRendererFormat()
            format.documentInfo = [kCGPDFContextTitle as String: "Quarterly Report", kCGPDFContextAuthor as String: "Ada"]
            let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 200, height: 100), format: format)
            return renderer.pdfData { context in
                context.beginPage()
                XCTAssertEqual(context.pdfContextBounds, CGRect(x: 0, y: 0, width: 200, height: 100))
                XCTAssertTrue(UIGraphicsGetCurrentContext() === context.cgContext, "the page is the current UIKit context")
                UIColor.systemBlue.setFill()
                UIBezierPath(roundedRect: CGRect(x: 10, y: 10, width: 80, height: 40), cornerRadius: 8).fill()
                context.addDestination(withName: "top", at: CGPoint(x: 0, y: 0))
                context.beginPage(withBounds: CGRect(x: 0, y: 0, width: 300, height: 300), pageInfo: [:])
                XCTAssertEqual(context.pdfContextBounds.size, CGSize(width: 300, height: 300))
                UIColor.red.setStroke()
                context.cgContext.stroke(CGRect(x: 20, y: 20, width: 100, height: 100))
                context.setURL(URL(string: "https://example.org/q3")!, for: CGRect(x: 20, y: 20, width: 100, height: 100))
                context.setDestinationWithName("top", for: CGRect(x: 150, y: 150, width: 40, height: 40))
            }
        }
        let pdf = text(data)
        XCTAssertTrue(pdf.hasPrefix("%PDF-1."), "a PDF header")
        XCTAssertTrue(pdf.hasSuffix("%%EOF\n"), "a complete document")
        XCTAssertEqual(pageCount(data), 2)
        XCTAssertTrue(pdf.contains("/MediaBox [ 0 0 200 100 ]"), "the first page is the renderer's bounds")
        XCTAssertTrue(pdf.contains("/MediaBox [ 0 0 300 300 ]"), "the second asked for its own")
        XCTAssertTrue(pdf.contains("Quarterly Report"), "the title")
        XCTAssertTrue(pdf.contains("Ada"), "the author")
        XCTAssertTrue(pdf.contains("https://example.org/q3"), "the link")
        XCTAssertTrue(MainActor.assumeIsolated { UIGraphicsGetCurrentContext() == nil }, "the context is popped afterwards")
    }

    func testWritePDFToAFileAndAnUnwritablePlace() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("PDFRendererTests-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        try MainActor.assumeIsolated {
            let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
            try renderer.writePDF(to: url) { context in
                for _ in 0..<3 {
                    context.beginPage()
                    context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
                }
            }
            XCTAssertThrowsError(try renderer.writePDF(to: URL(fileURLWithPath: "/nonexistent-folder/report.pdf")) { _ in })
        }
        let data = try Data(contentsOf: url)
        XCTAssertTrue(text(data).hasPrefix("%PDF-1."))
        XCTAssertEqual(pageCount(data), 3)
    }

    func testTheBeginEndFunctionsWriteEachPage() throws {
        let data = NSMutableData()
        MainActor.assumeIsolated {
            UIGraphicsBeginPDFContextToData(data, CGRect(x: 0, y: 0, width: 320, height: 240), [kCGPDFContextCreator as String: "PortabilityTests"])
            for page in 0..<3 {
                UIGraphicsBeginPDFPage()
                XCTAssertEqual(UIGraphicsGetPDFContextBounds(), CGRect(x: 0, y: 0, width: 320, height: 240))
                let context = UIGraphicsGetCurrentContext()
                XCTAssertNotNil(context)
                XCTAssertNil(context?.makeImage(), "a PDF context has no pixels")
                UIColor.darkGray.setFill()
                UIBezierPath(ovalIn: CGRect(x: 20 + CGFloat(page) * 30, y: 20, width: 24, height: 24)).fill()
            }
            UIGraphicsBeginPDFPageWithInfo(CGRect(x: 0, y: 0, width: 100, height: 50), nil)
            XCTAssertEqual(UIGraphicsGetPDFContextBounds().size, CGSize(width: 100, height: 50))
            UIGraphicsEndPDFContext()
            XCTAssertNil(UIGraphicsGetCurrentContext())
            XCTAssertFalse(UIGraphicsBeginPDFContextToFile("/nonexistent-folder/x.pdf", .zero, nil), "an unwritable path")
        }
        XCTAssertEqual(pageCount(data as Data), 4)
        XCTAssertTrue(text(data as Data).contains("/MediaBox [ 0 0 100 50 ]"))
        XCTAssertTrue(text(data as Data).contains("PortabilityTests"), "the creator")
    }
}
