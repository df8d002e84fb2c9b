import XCTest
@testable import QuartzCore

/// A text layer that counts how often its text is drawn.
@MainActor
final class CountingTextLayer: CATextLayer {
    var draws = 0

    override func draw(in ctx: CGContext) {
        draws += 1
        super.draw(in: ctx)
    }
}

/// Text layers drawn by the render side: alignment, wrapping, truncation and scale against reference PNGs.
final class TextLayerRenderTests: XCTestCase {
    private static let sentence = "The quick brown fox jumps over the lazy dog"

    /// A root of `size` holding a black text layer in `frame`, set up by `configure`, without implicit animations.
    @MainActor
    private static func scene(size: CGSize, frame: CGRect, _ configure: (CATextLayer) -> Void) -> (CALayer, CATextLayer) {
        withoutActions {
            let root = CALayer()
            root.frame = CGRect(origin: .zero, size: size)
            let text = CountingTextLayer()
            text.frame = frame
            text.font = "DejaVu Sans"
            text.fontSize = 16
            text.foregroundColor = CGColor.black
            configure(text)
            root.addSublayer(text)
            return (root, text)
        }
    }

    func testAlignmentModes() {
        let images = MainActor.assumeIsolated { () -> [(String, CGImage)] in
            _ = installManualClock()
            return [CATextLayerAlignmentMode.left, .center, .right, .justified].map { mode in
                let (root, _) = Self.scene(size: CGSize(width: 200, height: 70), frame: CGRect(x: 10, y: 5, width: 180, height: 60)) {
                    $0.string = Self.sentence
                    $0.isWrapped = true
                    $0.alignmentMode = mode
                }
                let renderer = LayerRenderer(size: CGSize(width: 200, height: 70))
                renderer.render(root)
                // The first line is full, the last is short: where each sits tells the alignment.
                let first = renderer.inkColumns(rows: 5..<24)!, last = renderer.inkColumns(rows: 43..<62)!
                switch mode {
                case .left:
                    XCTAssertLessThan(first.lowerBound, 13)
                    XCTAssertLessThan(last.lowerBound, 13)
                case .center:
                    XCTAssertEqual(Double(last.lowerBound + last.upperBound) / 2, 100, accuracy: 3)
                case .right:
                    XCTAssertGreaterThan(last.upperBound, 185)
                default:
                    XCTAssertLessThan(first.lowerBound, 13, "justified lines start at the left edge")
                    XCTAssertGreaterThan(first.upperBound, 185, "and reach the right edge")
                    XCTAssertLessThan(last.upperBound, 150, "the paragraph's last line is not stretched")
                }
                return ("testAlignmentModes-\(mode.rawValue)", renderer.image)
            }
        }
        for (name, image) in images { assertSnapshot(image, named: name) }
    }

    func testWrapping() {
        let image = MainActor.assumeIsolated { () -> CGImage in
            _ = installManualClock()
            let (root, text) = Self.scene(size: CGSize(width: 160, height: 100), frame: CGRect(x: 5, y: 5, width: 150, height: 90)) {
                $0.string = Self.sentence
                $0.isWrapped = true
            }
            let renderer = LayerRenderer(size: CGSize(width: 160, height: 100))
            renderer.render(root)
            XCTAssertEqual(text.textLayout()?.0.lineCount, 3)
            XCTAssertNotNil(renderer.inkColumns(rows: 50..<62), "the third line shows")
            let image = renderer.image
            withoutActions { text.isWrapped = false }
            renderer.render(root)
            XCTAssertEqual(text.textLayout()?.0.lineCount, 1)
            XCTAssertNil(renderer.inkColumns(rows: 30..<100), "one line, cut at the bounds")
            XCTAssertGreaterThan(renderer.inkColumns(rows: 5..<24)!.upperBound, 150)
            return image
        }
        assertSnapshot(image)
    }

    func testTruncationModes() {
        let images = MainActor.assumeIsolated { () -> [(String, CGImage)] in
            _ = installManualClock()
            return [CATextLayerTruncationMode.start, .middle, .end].map { mode in
                let (root, text) = Self.scene(size: CGSize(width: 160, height: 30), frame: CGRect(x: 5, y: 5, width: 150, height: 20)) {
                    $0.string = Self.sentence
                    $0.truncationMode = mode
                }
                let renderer = LayerRenderer(size: CGSize(width: 160, height: 30))
                renderer.render(root)
                XCTAssertEqual(text.textLayout()?.0.isTruncated, true, "\(mode.rawValue)")
                XCTAssertLessThanOrEqual(renderer.inkColumns(rows: 5..<25)!.upperBound, 155, "the ellipsis keeps the line inside")
                return ("testTruncationModes-\(mode.rawValue)", renderer.image)
            }
        }
        for (name, image) in images { assertSnapshot(image, named: name) }
    }

    func testWrappedTextTruncatesTheLastLineThatFits() { onMainActor {
        _ = installManualClock()
        let (root, text) = Self.scene(size: CGSize(width: 160, height: 50), frame: CGRect(x: 5, y: 5, width: 150, height: 40)) {
            $0.string = Self.sentence
            $0.isWrapped = true
            $0.truncationMode = .end
        }
        LayerRenderer(size: CGSize(width: 160, height: 50)).render(root)
        let layout = text.textLayout()!.0
        XCTAssertEqual(layout.lineCount, 2)
        XCTAssertTrue(layout.isTruncated)
    } }

    func testContentsScaleTwoDrawsSharpText() {
        let image = MainActor.assumeIsolated { () -> CGImage in
            _ = installManualClock()
            let size = CGSize(width: 120, height: 30)
            let (root, text) = Self.scene(size: size, frame: CGRect(x: 5, y: 5, width: 110, height: 20)) {
                $0.string = "Sharp text"
                $0.contentsScale = 2
            }
            let sharp = LayerRenderer(size: size, scale: 2)
            sharp.render(root)
            XCTAssertEqual((text.contents as? CGImage)?.width, 220)
            withoutActions { text.contentsScale = 1 }
            let blurred = LayerRenderer(size: size, scale: 2)
            blurred.render(root)
            XCTAssertEqual((text.contents as? CGImage)?.width, 110, "drawn at its own scale, then magnified")
            let differing = (0..<sharp.target.height).reduce(0) { count, y in
                count + (0..<sharp.target.width).filter { sharp.target.pixel(x: $0, y: y) != blurred.target.pixel(x: $0, y: y) }.count
            }
            XCTAssertGreaterThan(differing, 200)
            return sharp.image
        }
        assertSnapshot(image)
    }

    func testAMovedTextLayerIsNotDrawnAgain() { onMainActor {
        _ = installManualClock()
        let (root, text) = Self.scene(size: CGSize(width: 200, height: 60), frame: CGRect(x: 10, y: 10, width: 80, height: 20)) {
            $0.string = "Moving"
        }
        let counting = text as! CountingTextLayer
        let renderer = LayerRenderer(size: CGSize(width: 200, height: 60))
        renderer.render(root)
        XCTAssertEqual(counting.draws, 1)
        let before = renderer.inkColumns(rows: 10..<30)!
        withoutActions { text.position.x += 100 }
        let frame = renderer.render(root)
        XCTAssertEqual(counting.draws, 1, "moving a layer never draws its text again")
        XCTAssertEqual(renderer.inkColumns(rows: 10..<30)!.lowerBound, before.lowerBound + 100)
        XCTAssertLessThanOrEqual(frame.damage.area, 180 * 20, "only the old and new places (merged into one rectangle) repaint")
        XCTAssertEqual(renderer.render(root).pixelsTouched, 0, "and nothing the frame after")
        withoutActions { text.string = "Moved" }
        renderer.render(root)
        XCTAssertEqual(counting.draws, 2, "a new string is drawn")
    } }

    func testAnimatedFontSizeDrawsThePresentationSize() { onMainActor {
        let clock = installManualClock()
        let (root, text) = Self.scene(size: CGSize(width: 200, height: 60), frame: CGRect(x: 0, y: 0, width: 200, height: 60)) {
            $0.string = "Grow"
        }
        let grow = CABasicAnimation(keyPath: "fontSize")
        grow.fromValue = 10
        grow.toValue = 30
        grow.duration = 2
        text.add(grow, forKey: "grow")
        let renderer = LayerRenderer(size: CGSize(width: 200, height: 60))
        var widths: [Int] = []
        for _ in 0..<3 {
            renderer.render(root)
            widths.append(renderer.inkColumns(rows: 0..<60)!.count)
            clock.advance(by: 0.5)
        }
        XCTAssertEqual(Double(widths[1]), Double(widths[0] + widths[2]) / 2, accuracy: 3, "the middle frame draws size 15")
        XCTAssertEqual(Double(widths[2]), 2 * Double(widths[0]), accuracy: 4, "size 20 is twice as wide as size 10")
    } }
}
