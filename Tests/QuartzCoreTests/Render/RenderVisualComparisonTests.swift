@testable import QuartzCore
import XCTest

/// The compositor's in-place visual comparison agrees with `==` field by field, and knows every
/// stored property of `RenderVisual` (a new one must be added to it).
final class RenderVisualComparisonTests: XCTestCase {
    private func drawsSame(_ a: RenderVisual, _ b: RenderVisual) -> Bool {
        withUnsafePointer(to: a) { a in withUnsafePointer(to: b) { b in RenderVisual.drawsSame(a, b) } }
    }

    private func drawsNothing(_ a: RenderVisual) -> Bool {
        withUnsafePointer(to: a) { RenderVisual.drawsNothing($0) }
    }

    func testEveryStoredPropertyIsCompared() {
        XCTAssertEqual(Mirror(reflecting: RenderVisual()).children.count, RenderVisual.comparedPropertyCount,
                       "RenderVisual gained a property: compare it in RenderVisual.drawsSame and update the count")
    }

    func testAgreesWithEqualityForEachChangedProperty() throws {
        let image = RenderBitmap(surface: try XCTUnwrap(PixelSurface(width: 2, height: 2)))
        let color = PremultipliedColor(red: 0.5, green: 0, blue: 0, alpha: 0.5)
        var base = RenderVisual()
        base.contents = image
        let changes: [(inout RenderVisual) -> Void] = [
            { $0.backgroundColor = color }, { $0.cornerRadius = 3 }, { $0.maskedCorners = [.layerMinXMinYCorner] },
            { $0.borderWidth = 1 }, { $0.borderColor = color }, { $0.contents = nil }, { $0.contentsGravity = .center },
            { $0.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1) }, { $0.contentsCenter = CGRect(x: 0.2, y: 0.2, width: 0.6, height: 0.6) },
            { $0.contentsScale = 2 }, { $0.isOpaque = true }, { $0.masksContents = true }, { $0.contentsTint = color },
            { $0.drawing = .content(AnyLayerDrawing(GradientDrawing(colors: [color], locations: nil, startPoint: .zero, endPoint: CGPoint(x: 1, y: 1), type: .axial))) },
        ]
        XCTAssertTrue(drawsSame(base, base))
        for (index, change) in changes.enumerated() {
            var changed = base
            change(&changed)
            XCTAssertEqual(drawsSame(base, changed), base == changed, "change \(index)")
            XCTAssertFalse(drawsSame(changed, base), "change \(index)")
            XCTAssertEqual(drawsNothing(changed), changed.isEmpty, "change \(index)")
        }
        var copy = base
        copy.contents = RenderBitmap(surface: image.surface)
        XCTAssertTrue(drawsSame(base, copy), "bitmaps over the same pixels are the same")
        XCTAssertTrue(drawsNothing(RenderVisual()))
    }
}
