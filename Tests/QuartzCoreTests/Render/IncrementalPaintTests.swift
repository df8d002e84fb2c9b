import QuartzCore
import XCTest

/// The incremental compositor (damage, band lists, whole-pixel blends found once a frame)
/// paints exactly what the naive one (every layer redrawn with pixman) does, frame after frame.
final class IncrementalPaintTests: XCTestCase {
    /// 120 translucent squares on whole pixels, overlapping and crossing the 32-row bands, a few
    /// faded, one opaque card among them; `frame` moves most of them.
    private func scene(frame: Int) -> RenderLayer {
        var root = RenderLayer(id: 1, frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        root.visual.backgroundColor = PremultipliedColor(red: 0.35, green: 0.6, blue: 0.95, alpha: 1)
        var words = [UInt32](repeating: 0, count: 40 * 40)
        for y in 0..<40 {
            for x in 0..<40 { words[y * 40 + x] = (x / 10 + y / 10) % 2 == 0 ? 0xB3A0_5010 : 0x6010_2040 }
        }
        let sprite = RenderBitmap(image: CGImage(width: 40, height: 40, premultipliedARGB32: words)!)
        for index in 0..<120 {
            let still = index % 7 == 0
            let x = (index * 37 + (still ? 0 : frame * (index % 5 + 1))) % 360
            let y = (index * 53 + (still ? 0 : frame * (index % 3 + 1))) % 260
            var layer = RenderLayer(id: UInt64(10 + index), frame: CGRect(x: x, y: y, width: 40, height: 40))
            layer.visual.contents = sprite
            if index % 11 == 0 { layer.opacity = 0.5 }
            if index == 60 {
                layer.visual.contents = nil
                layer.visual.backgroundColor = PremultipliedColor(red: 1, green: 1, blue: 1, alpha: 1)
            }
            root.sublayers.append(layer)
        }
        return root
    }

    func testTheIncrementalPaintMatchesTheNaiveOneExactly() throws {
        let incremental = Compositor(), naive = Compositor()
        incremental.renderThreads = 1
        naive.isIncremental = false
        // Two buffers in turn, as a window shows them: each is two frames old when drawn again.
        let buffers = [try XCTUnwrap(PixelSurface(width: 400, height: 300)), try XCTUnwrap(PixelSurface(width: 400, height: 300))]
        let reference = try XCTUnwrap(PixelSurface(width: 400, height: 300))
        for frame in 0..<6 {
            let tree = scene(frame: frame)
            let target = buffers[frame % 2]
            let drawn = incremental.render(tree, into: target, bufferAge: frame < 2 ? 0 : 2)
            _ = naive.render(tree, into: reference, bufferAge: 0)
            XCTAssertGreaterThan(drawn.pixelsTouched, 0, "frame \(frame)")
            var differing = 0
            for y in 0..<300 {
                for x in 0..<400 where target.pixel(x: x, y: y) != reference.pixel(x: x, y: y) { differing += 1 }
            }
            XCTAssertEqual(differing, 0, "frame \(frame): pixels unlike the naive paint")
        }
    }
}
