import XCTest
@testable import QuartzCore

/// Replicator layers drawn by the render side: the spinner at two times and a row with colour offsets against
/// reference PNGs, and damage that stays exact.
final class ReplicatorRenderTests: XCTestCase {
    /// The spinner's dot i's middle, in the 100-point scene.
    private static func dotCentre(_ i: Int) -> (x: Int, y: Int) {
        let angle = Double(i) * 2 * .pi / 12
        return (Int((50 + 40 * sin(angle)).rounded(.down)), Int((50 - 40 * cos(angle)).rounded(.down)))
    }

    func testSpinnerAtTwoTimes() {
        let images = MainActor.assumeIsolated { () -> [(String, CGImage)] in
            let clock = installManualClock(at: 100)
            let (spinner, _) = makeSpinner()
            let renderer = LayerRenderer(size: CGSize(width: 100, height: 100))
            return [0.5, 1.25].map { elapsed in
                clock.set(100 + elapsed)
                renderer.render(spinner)
                for i in 0..<12 {
                    // A black dot over white: grey level 255 · (1 − opacity).
                    let shifted = elapsed - Double(i) / 12
                    let opacity = shifted < 0 ? 0 : 1 - (shifted - shifted.rounded(.down))
                    let (x, y) = Self.dotCentre(i)
                    let grey = Int(renderer.target.pixel(x: x, y: y) & 0xFF)
                    XCTAssertEqual(Double(grey), 255 * (1 - opacity), accuracy: 2, "dot \(i) at \(elapsed) s")
                }
                return ("testSpinnerAtTwoTimes-\(elapsed)", renderer.image)
            }
        }
        for (name, image) in images { assertSnapshot(image, named: name) }
    }

    /// Apple's example scaled down: white squares turning red as the blue and green offsets take them to 0, and
    /// a row of white text doing the same over grey, fading by the alpha offset.
    @MainActor
    private static func colorRows() -> CALayer {
        withoutActions {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
            root.backgroundColor = CGColor(gray: 0.3, alpha: 1)
            for (row, sublayer) in [CALayer(), CATextLayer()].enumerated() {
                let replicator = CAReplicatorLayer()
                replicator.frame = CGRect(x: 5, y: 5 + CGFloat(row) * 40, width: 190, height: 30)
                replicator.instanceCount = 5
                replicator.instanceTransform = CATransform3DMakeTranslation(38, 0, 0)
                replicator.instanceBlueOffset = -0.25
                replicator.instanceGreenOffset = -0.25
                sublayer.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
                if let text = sublayer as? CATextLayer {
                    text.string = "Aa"
                    text.font = "DejaVu Sans-Bold"
                    text.fontSize = 20
                    replicator.instanceAlphaOffset = -0.2
                } else {
                    sublayer.backgroundColor = CGColor.white
                }
                replicator.addSublayer(sublayer)
                root.addSublayer(replicator)
            }
            return root
        }
    }

    func testRowsWithColorOffsets() {
        let image = MainActor.assumeIsolated { () -> CGImage in
            _ = installManualClock()
            let renderer = LayerRenderer(size: CGSize(width: 200, height: 80))
            renderer.render(Self.colorRows())
            for i in 0..<5 {
                let level = UInt32((1 - 0.25 * Double(i)) * 255 + 0.5)
                XCTAssertEqual(renderer.target.pixel(x: 20 + 38 * i, y: 20), 0xFFFF_0000 | level << 8 | level, "square \(i)")
                // The text's most covered pixel: white times (1, 1 − i/4, 1 − i/4) at alpha 1 − i/5 over grey.
                let columns = 5 + 38 * i..<35 + 38 * i
                let pixels: [UInt32] = (45..<75).flatMap { y in columns.map { renderer.target.pixel(x: $0, y: y) } }
                let ink = pixels.max { ($0 >> 16) & 0xFF < ($1 >> 16) & 0xFF }!
                let red = Double((ink >> 16) & 0xFF), green = Double((ink >> 8) & 0xFF), blue = Double(ink & 0xFF)
                let step = Double(i)
                XCTAssertEqual(green, blue, accuracy: 1, "text \(i)")
                XCTAssertEqual(red - green, 255 * 0.25 * step * (1 - 0.2 * step), accuracy: 3, "text \(i)")
            }
            return renderer.image
        }
        assertSnapshot(image)
    }

    func testAnUnchangedReplicatorRepaintsNothing() { onMainActor {
        let clock = installManualClock(at: 100)
        let rows = Self.colorRows()
        let renderer = LayerRenderer(size: CGSize(width: 200, height: 80))
        renderer.render(rows)
        XCTAssertEqual(renderer.render(rows).pixelsTouched, 0)
        let (spinner, _) = makeSpinner()
        let spinnerRenderer = LayerRenderer(size: CGSize(width: 100, height: 100))
        clock.set(100.3)
        spinnerRenderer.render(spinner)
        XCTAssertEqual(spinnerRenderer.render(spinner).pixelsTouched, 0, "delayed instances at the same time are equal")
        clock.set(100.35)
        let frame = spinnerRenderer.render(spinner)
        XCTAssertGreaterThan(frame.pixelsTouched, 0)
        XCTAssertLessThanOrEqual(frame.damage.area, 12 * 12 * 12, "only the dots repaint")
    } }
}
