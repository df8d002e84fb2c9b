import TestSupport
import UIKit
import XCTest

/// String drawing's placement rules and the label's shrinking and shadow, measured in pixels.
final class TextDrawingBehaviourTests: XCTestCase {
    /// The rows and columns where `image` has pixels darker than mid grey.
    private static func inkBox(_ image: CGImage) -> (rows: ClosedRange<Int>, columns: ClosedRange<Int>)? {
        var rows: [Int] = [], columns: [Int] = []
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y) & 0xFF < 0x80 {
                rows.append(y)
                columns.append(x)
            }
        }
        guard let top = rows.min(), let bottom = rows.max(), let left = columns.min(), let right = columns.max() else { return nil }
        return (top...bottom, left...right)
    }

    @MainActor
    private static func drawn(_ body: () -> Void) -> CGImage {
        UIGraphicsImageRenderer(size: CGSize(width: 200, height: 80), format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            format.opaque = true
            return format
        }()).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 200, height: 80))
            body()
        }.cgImage!
    }

    func testTheOriginIsTheTopLeftOrTheBaselineAsTheOptionsSay() throws { try MainActor.assumeIsolated {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 30)]
        let topLeft = try XCTUnwrap(Self.inkBox(Self.drawn { "H".draw(at: CGPoint(x: 20, y: 10), withAttributes: attributes) }))
        let font = UIFont.systemFont(ofSize: 30)
        XCTAssertEqual(CGFloat(topLeft.rows.lowerBound), 10 + font.ascender - font.capHeight, accuracy: 1.5)
        let baseline = try XCTUnwrap(Self.inkBox(Self.drawn {
            ("H" as NSString).draw(with: CGRect(x: 20, y: 60, width: 100, height: 40), options: [], attributes: attributes, context: nil)
        }))
        XCTAssertEqual(baseline.rows.upperBound, 59, "without .usesLineFragmentOrigin the origin is the baseline")
        let transformed = try XCTUnwrap(Self.inkBox(Self.drawn {
            UIGraphicsGetCurrentContext()?.translateBy(x: 50, y: 5)
            "H".draw(at: CGPoint(x: 20, y: 10), withAttributes: attributes)
        }))
        XCTAssertEqual(transformed.columns.lowerBound, topLeft.columns.lowerBound + 50, "the CTM applies")
        XCTAssertEqual(transformed.rows.lowerBound, topLeft.rows.lowerBound + 5)
    } }

    func testDrawInARectWrapsAndClipsToIt() throws { try MainActor.assumeIsolated {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 16)]
        let box = try XCTUnwrap(Self.inkBox(Self.drawn {
            "wrapping words inside a narrow rectangle".draw(in: CGRect(x: 10, y: 10, width: 90, height: 40), withAttributes: attributes)
        }))
        XCTAssertGreaterThanOrEqual(box.columns.lowerBound, 10)
        XCTAssertLessThan(box.columns.upperBound, 100)
        XCTAssertGreaterThan(box.rows.upperBound, 30, "a second line")
        XCTAssertLessThan(box.rows.upperBound, 50, "nothing below the rectangle")
    } }

    func testALabelShrinksToFitWidthAndCastsItsShadow() throws { try MainActor.assumeIsolated {
        @MainActor func render(_ configure: (UILabel) -> Void) throws -> CGImage {
            _ = installManualClock()
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
            label.text = "A long line that does not fit"
            label.textColor = .black
            configure(label)
            return try XCTUnwrap(Self.renderOffscreen(label))
        }
        let truncated = try XCTUnwrap(Self.inkBox(try render { _ in }))
        let shrunk = try XCTUnwrap(Self.inkBox(try render {
            $0.adjustsFontSizeToFitWidth = true
            $0.minimumScaleFactor = 0.3
        }))
        XCTAssertLessThan(shrunk.rows.count, truncated.rows.count * 3 / 4, "smaller glyphs")
        XCTAssertLessThanOrEqual(shrunk.columns.upperBound, 120)
        let shadowed = try render {
            $0.shadowColor = .red
            $0.shadowOffset = CGSize(width: 3, height: 3)
        }
        let red = (0..<40).reduce(0) { sum, y in
            sum + (0..<120).filter { x in
                let p = shadowed.pixel(x: x, y: y)
                return (p >> 16) & 0xFF > 200 && (p >> 8) & 0xFF < 100
            }.count
        }
        XCTAssertGreaterThan(red, 20)
    } }

    @MainActor
    private static func renderOffscreen(_ view: UIView) -> CGImage? {
        let window = UIWindow(frame: CGRect(origin: .zero, size: view.frame.size))
        window.backgroundColor = .white
        window.addSubview(view)
        let renderer = OffscreenRenderer(window: window, scale: 1)
        renderer.renderFrame()
        return renderer.image
    }
}
