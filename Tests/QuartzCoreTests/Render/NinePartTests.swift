import QuartzCore
import XCTest

/// `contentsCenter`: nine-part stretching, corners at their size whatever the layer's size.
final class NinePartTests: XCTestCase {
    /// A 9×9 image: 3-pixel corners red, green, blue and yellow (clockwise from the top left),
    /// grey top and bottom edges, dark left and right edges, a white middle.
    private static let bordered: CGImage = {
        let context = CGContext(pixelWidth: 9, pixelHeight: 9)!
        func paint(_ x: Int, _ y: Int, _ width: Int, _ height: Int, _ r: CGFloat, _ g: CGFloat, _ b: CGFloat) {
            context.setFillColor(red: r, green: g, blue: b, alpha: 1)
            context.fill(CGRect(x: x, y: y, width: width, height: height))
        }
        paint(0, 0, 9, 9, 1, 1, 1)
        paint(3, 0, 3, 3, 0.5, 0.5, 0.5)
        paint(3, 6, 3, 3, 0.5, 0.5, 0.5)
        paint(0, 3, 3, 3, 0.2, 0.2, 0.2)
        paint(6, 3, 3, 3, 0.2, 0.2, 0.2)
        paint(0, 0, 3, 3, 1, 0, 0)
        paint(6, 0, 3, 3, 0, 0.8, 0)
        paint(6, 6, 3, 3, 0, 0, 1)
        paint(0, 6, 3, 3, 1, 0.9, 0)
        return context.makeImage()!
    }()

    private static let middle = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)

    @MainActor
    private static func layer(_ frame: CGRect, center: CGRect = middle, contentsScale: CGFloat = 1) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.contents = bordered
        layer.contentsCenter = center
        layer.contentsScale = contentsScale
        return layer
    }

    /// Checks every pixel of the layer drawn at `origin` (device pixels), `width`×`height`
    /// pixels, against the nine parts with corners `corner` pixels wide.
    @MainActor
    private static func assertNineParts(
        _ rendering: LayerRenderer, at origin: (Int, Int), size: (Int, Int), corner: Int, line: UInt = #line
    ) {
        let image = bordered
        let (width, height) = size
        var wrong = 0
        for y in 0..<height {
            for x in 0..<width {
                // Which image pixel this one shows: corners one for one, edges and middle from their band.
                func source(_ p: Int, _ length: Int) -> Int {
                    let scaled = p * 3 / corner
                    return p < corner ? scaled : p >= length - corner ? 6 + (p - (length - corner)) * 3 / corner : 4
                }
                let expected = image.pixel(x: source(x, width), y: source(y, height))
                if rendering.pixel(origin.0 + x, origin.1 + y) != expected { wrong += 1 }
            }
        }
        XCTAssertEqual(wrong, 0, "pixels of the \(width)×\(height) layer unlike its nine parts", line: line)
    }

    func testCornersKeepTheirSizeAtEverySize() throws { assertSnapshot(try MainActor.assumeIsolated {
        _ = installManualClock()
        let frames = [
            CGRect(x: 4, y: 4, width: 9, height: 9), CGRect(x: 20, y: 4, width: 30, height: 20),
            CGRect(x: 56, y: 4, width: 70, height: 12), CGRect(x: 4, y: 30, width: 12, height: 60),
            CGRect(x: 24, y: 30, width: 100, height: 60),
        ]
        let root = withoutActions {
            let root = TestImages.whiteRoot(width: 140, height: 100)
            for frame in frames { root.addSublayer(Self.layer(frame)) }
            return root
        }
        let rendering = try LayerRenderer(width: 140, height: 100)
        rendering.render(root)
        for frame in frames {
            Self.assertNineParts(rendering, at: (Int(frame.minX), Int(frame.minY)), size: (Int(frame.width), Int(frame.height)), corner: 3)
        }
        return rendering.image
    }) }

    func testCornersFollowContentsScale() throws { try onMainActor {
        _ = installManualClock()
        // At 2 pixels a point: contentsScale 2 keeps image pixels as device pixels, 1 doubles them.
        let root = withoutActions {
            let root = TestImages.whiteRoot(width: 100, height: 40)
            root.addSublayer(Self.layer(CGRect(x: 2, y: 2, width: 40, height: 30), contentsScale: 2))
            root.addSublayer(Self.layer(CGRect(x: 50, y: 2, width: 40, height: 30), contentsScale: 1))
            return root
        }
        let rendering = try LayerRenderer(width: 100, height: 40, scale: 2)
        rendering.render(root)
        Self.assertNineParts(rendering, at: (4, 4), size: (80, 60), corner: 3)
        Self.assertNineParts(rendering, at: (100, 4), size: (80, 60), corner: 6)
    } }

    func testAnEmptyCenterStretchesTheOnePixelThere() throws { try onMainActor {
        _ = installManualClock()
        let root = withoutActions {
            let root = TestImages.whiteRoot(width: 40, height: 40)
            root.addSublayer(Self.layer(CGRect(x: 0, y: 0, width: 40, height: 30), center: CGRect(x: 0.5, y: 0.5, width: 0, height: 0)))
            return root
        }
        let rendering = try LayerRenderer(width: 40, height: 40)
        rendering.render(root)
        let image = Self.bordered
        // Image pixel 4 is the middle: columns and rows 0…3 and 5…8 keep their size.
        XCTAssertEqual(rendering.pixel(3, 0), image.pixel(x: 3, y: 0))
        XCTAssertEqual(rendering.pixel(36, 29), image.pixel(x: 5, y: 8))
        XCTAssertEqual(rendering.pixel(20, 15), image.pixel(x: 4, y: 4))
        XCTAssertEqual(rendering.pixel(20, 0), image.pixel(x: 4, y: 0))
    } }

    func testTooSmallALayerShrinksTheCornersTogether() throws { try onMainActor {
        _ = installManualClock()
        let root = withoutActions {
            let root = TestImages.whiteRoot(width: 10, height: 10)
            root.addSublayer(Self.layer(CGRect(x: 0, y: 0, width: 4, height: 4)))
            return root
        }
        let rendering = try LayerRenderer(width: 10, height: 10)
        rendering.render(root)
        let image = Self.bordered
        XCTAssertEqual(rendering.pixel(0, 0), image.pixel(x: 0, y: 0))
        XCTAssertEqual(rendering.pixel(3, 3), image.pixel(x: 8, y: 8))
        XCTAssertEqual(rendering.pixel(4, 4), 0xFFFF_FFFF, "nothing outside the layer")
    } }

    func testTheUnitCenterStretchesTheWholeImage() throws { try onMainActor {
        _ = installManualClock()
        let root = withoutActions {
            let root = TestImages.whiteRoot(width: 90, height: 90)
            root.addSublayer(Self.layer(CGRect(x: 0, y: 0, width: 90, height: 90), center: CGRect(x: 0, y: 0, width: 1, height: 1)))
            return root
        }
        let rendering = try LayerRenderer(width: 90, height: 90)
        rendering.render(root)
        // Scaled ten times: the red corner fills the first 30 pixels, not 3.
        XCTAssertEqual(rendering.pixel(15, 15), Self.bordered.pixel(x: 0, y: 0))
        XCTAssertEqual(rendering.pixel(45, 15), Self.bordered.pixel(x: 4, y: 0))
    } }
}
