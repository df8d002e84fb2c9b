import QuartzCore
import XCTest

/// The render threads share a frame's bands: two threads paint exactly the pixels one does, on
/// every kind of layer the kernels draw, frame after frame.
final class RenderThreadsTests: XCTestCase {
    /// A 640×480 tree: translucent fills, images moved by whole and by fractional pixels,
    /// rotated, scaled and turned in perspective, overlapping, moved by `step`.
    private func scene(step: Int) -> RenderLayer {
        var root = RenderLayer(id: 1, frame: CGRect(x: 0, y: 0, width: 640, height: 480))
        root.visual.backgroundColor = PremultipliedColor(red: 0.9, green: 0.9, blue: 0.95, alpha: 1)
        var words = [UInt32](repeating: 0, count: 48 * 32)
        for y in 0..<32 {
            for x in 0..<48 { words[y * 48 + x] = (x / 8 + y / 8) % 2 == 0 ? 0xFFE0_6020 : 0x8020_4080 }
        }
        let image = CGImage(width: 48, height: 32, premultipliedARGB32: words)!
        var id: UInt64 = 10
        for index in 0..<60 {
            let x = CGFloat(index % 10) * 62 + CGFloat(step) * (index % 3 == 0 ? 1 : 0.37)
            let y = CGFloat(index / 10) * 78 + CGFloat(step % 5)
            var layer = RenderLayer(id: id, frame: CGRect(x: x, y: y, width: 72, height: 48))
            id += 1
            switch index % 4 {
            case 0:
                layer.visual.backgroundColor = PremultipliedColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.6)
            case 1:
                layer.visual.contents = RenderBitmap(image: image)
                layer.transform = CATransform3DMakeRotation(CGFloat(index) * 0.1 + CGFloat(step) * 0.05, 0, 0, 1)
            case 2:
                layer.visual.contents = RenderBitmap(image: image)
                var perspective = CATransform3DIdentity
                perspective.m34 = -1 / 300
                layer.transform = CATransform3DRotate(perspective, 0.6, 0, 1, 0)
                layer.opacity = 0.8
            default:
                layer.visual.contents = RenderBitmap(image: image)
                layer.transform = CATransform3DMakeScale(1.3, 0.9, 1)
            }
            root.sublayers.append(layer)
        }
        return root
    }

    func testTwoThreadsPaintWhatOneDoes() throws {
        let one = Compositor(), two = Compositor()
        one.renderThreads = 1
        two.renderThreads = 2
        let targets = (try XCTUnwrap(PixelSurface(width: 640, height: 480)), try XCTUnwrap(PixelSurface(width: 640, height: 480)))
        for step in 0..<4 {
            let tree = scene(step: step)
            let a = one.render(tree, into: targets.0, bufferAge: step == 0 ? 0 : 1)
            let b = two.render(tree, into: targets.1, bufferAge: step == 0 ? 0 : 1)
            XCTAssertEqual(a.pixelsTouched, b.pixelsTouched, "frame \(step)")
            XCTAssertGreaterThan(b.pixelsTouched, 128 * 1024, "frame \(step) is large enough to be shared out")
            var differing = 0
            for y in 0..<480 {
                for x in 0..<640 where targets.0.pixel(x: x, y: y) != targets.1.pixel(x: x, y: y) { differing += 1 }
            }
            XCTAssertEqual(differing, 0, "frame \(step)")
        }
    }
}
