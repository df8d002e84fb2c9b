import XCTest
@testable import QuartzCore

/// `isGeometryFlipped`: the layer's coordinates are mirrored vertically within its bounds (origin at the bottom
/// left), which its sublayers, conversion and hit testing follow, and its drawing context is flipped to match;
/// `contentsAreFlipped()` counts the flips up to the root; the property does not animate.
final class CALayerGeometryFlipTests: XCTestCase {
    /// A root 400 × 400 holding a flipped container of the same size, and in it a 100 × 100 child at (150, 150):
    /// the child shows at 100…200 across and 200…300 down.
    @MainActor
    private static func flippedTree() -> (root: CALayer, container: CALayer, child: CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let container = CALayer()
        container.frame = root.bounds
        container.isGeometryFlipped = true
        root.addSublayer(container)
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        child.position = CGPoint(x: 150, y: 150)
        container.addSublayer(child)
        return (root, container, child)
    }

    /// A layer that keeps the transform of the context it draws in.
    private final class DrawingLayer: CALayer {
        var drawnCTM: CGAffineTransform?

        override func draw(in ctx: CGContext) {
            drawnCTM = ctx.ctm
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 2))
        }
    }

    func testConversionMirrorsTheFlippedLayersSpaceAndKeepsPositionsInIt() { onMainActor {
        let (root, container, child) = Self.flippedTree()
        // `position` is in the container's coordinates, flipped or not.
        assertClose(child.convert(CGPoint(x: 50, y: 50), to: container), CGPoint(x: 150, y: 150))
        assertClose(child.convert(CGPoint(x: 10, y: 20), to: container), CGPoint(x: 110, y: 120))
        // The container's coordinates show mirrored in the root's: y ↦ 400 − y.
        assertClose(child.convert(CGPoint(x: 10, y: 20), to: root), CGPoint(x: 110, y: 280))
        assertClose(root.convert(CGPoint(x: 110, y: 280), to: child), CGPoint(x: 10, y: 20))
        assertClose(child.convert(CGPoint(x: 110, y: 280), from: root), CGPoint(x: 10, y: 20))
        XCTAssertEqual(child.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root), CGRect(x: 100, y: 290, width: 10, height: 10))
        XCTAssertEqual(child.frame, CGRect(x: 100, y: 100, width: 100, height: 100))
        XCTAssertEqual(container.frame, CGRect(x: 0, y: 0, width: 400, height: 400), "the flip keeps the layer's own frame")
        // The mirror is about the middle of the bounds: y ↦ minY + maxY − y.
        container.bounds.origin = CGPoint(x: 0, y: 50)
        assertClose(container.convert(CGPoint(x: 110, y: 120), to: root), CGPoint(x: 110, y: 330))
        container.isGeometryFlipped = false
        assertClose(child.convert(CGPoint(x: 10, y: 20), to: root), CGPoint(x: 110, y: 70))
    } }

    func testHitTestingFindsTheSublayerWhereItIsDrawn() { onMainActor {
        let (root, container, child) = Self.flippedTree()
        XCTAssertTrue(root.hitTest(CGPoint(x: 150, y: 250)) === child)
        XCTAssertTrue(root.hitTest(CGPoint(x: 150, y: 150)) === container, "where it would be unflipped is the container's")
        let grandchild = CALayer()
        grandchild.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        child.addSublayer(grandchild)
        // The grandchild at the child's origin shows at the child's bottom left (the child's space is mirrored too).
        XCTAssertTrue(root.hitTest(CGPoint(x: 105, y: 295)) === grandchild)
        XCTAssertTrue(root.hitTest(CGPoint(x: 105, y: 205)) === child)
    } }

    func testContentsAreFlippedCountsTheFlipsUpToTheRoot() { onMainActor {
        let (root, container, child) = Self.flippedTree()
        let grandchild = CALayer()
        child.addSublayer(grandchild)
        XCTAssertFalse(root.contentsAreFlipped())
        XCTAssertTrue(container.contentsAreFlipped())
        XCTAssertTrue(child.contentsAreFlipped())
        child.isGeometryFlipped = true
        XCTAssertFalse(child.contentsAreFlipped())
        XCTAssertFalse(grandchild.contentsAreFlipped())
        XCTAssertFalse(CALayer().contentsAreFlipped())
    } }

    func testAFlippedLayerDrawsInAFlippedContext() throws { try onMainActor {
        let layer = DrawingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.isGeometryFlipped = true
        layer.display()
        XCTAssertEqual(layer.drawnCTM?.d, -1)
        let flipped = try XCTUnwrap(layer.contents.map { $0 as! CGImage })
        XCTAssertEqual(flipped.pixel(x: 5, y: 9) >> 24, 0xFF, "drawn at y 0…2: the bottom rows")
        XCTAssertEqual(flipped.pixel(x: 5, y: 0) >> 24, 0)
        layer.isGeometryFlipped = false
        layer.display()
        XCTAssertEqual(layer.drawnCTM?.d, 1)
        let upright = try XCTUnwrap(layer.contents.map { $0 as! CGImage })
        XCTAssertEqual(upright.pixel(x: 5, y: 0) >> 24, 0xFF)
        // A sublayer of a flipped layer is mirrored with its space, and draws unflipped in it.
        let parent = CALayer()
        parent.isGeometryFlipped = true
        parent.addSublayer(layer)
        layer.display()
        XCTAssertTrue(layer.contentsAreFlipped())
        XCTAssertEqual(layer.drawnCTM?.d, 1)
    } }

    func testTheFlipIsNotAnimated() { onMainActor {
        _ = installManualClock()
        let (_, container, _) = Self.flippedTree()
        CATransaction.flush()
        container.isGeometryFlipped = false
        XCTAssertNil(container.animationKeys())
        XCTAssertNil(container.action(forKey: "geometryFlipped"))
        XCTAssertFalse(container.isGeometryFlipped)
    } }
}
