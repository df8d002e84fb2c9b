@testable import QuartzCore
import XCTest

/// Layers showing one image moved by fractions of a pixel share one bordered copy of it (the desktop sprites scene:
/// 500 layers of one image kept 500 copies, 8.7 MB), draw the very pixels of layers with copies of their own, and a
/// copy goes once no layer shows its image.
final class BorderedImageSharingTests: XCTestCase {
    /// 40 layers at fractional positions, each with its own `RenderBitmap` of `images(index)`, as snapshots make them.
    private func scene(moved offset: CGFloat = 0, _ images: (Int) -> CGImage) -> RenderLayer {
        var root = RenderLayer(id: 1, frame: CGRect(x: 0, y: 0, width: 200, height: 150))
        root.visual.backgroundColor = PremultipliedColor(red: 0.1, green: 0.12, blue: 0.16, alpha: 1)
        for index in 0..<40 {
            let frame = CGRect(x: CGFloat(index * 37 % 170) + 0.37 + offset, y: CGFloat(index * 23 % 120) + 0.61, width: 24, height: 24)
            var layer = RenderLayer(id: UInt64(10 + index), frame: frame)
            layer.visual.contents = RenderBitmap(image: images(index))
            root.sublayers.append(layer)
        }
        return root
    }


    func testLayersOfOneImageShareOneBorderedCopyAndDrawWhatSeparateCopiesDraw() throws {
        let shared = ImageSharingSupport.image(0x6010_2040)
        let separate = (0..<40).map { _ in ImageSharingSupport.image(0x6010_2040) }
        let sharing = Compositor(), apart = Compositor()
        sharing.renderThreads = 1
        apart.renderThreads = 1
        let target = try XCTUnwrap(PixelSurface(width: 200, height: 150))
        let reference = try XCTUnwrap(PixelSurface(width: 200, height: 150))
        sharing.render(scene { _ in shared }, into: target)
        apart.render(scene { separate[$0] }, into: reference)
        XCTAssertEqual(sharing.borderedImages.count, 1, "one bordered copy for the one image")
        XCTAssertEqual(apart.borderedImages.count, 40)
        XCTAssertEqual(ImageSharingSupport.differingPixels(target, reference), 0)

        // The next commit's bitmaps of the same image, moved: still the one copy, none kept by a layer's bitmap.
        let copy = try XCTUnwrap(sharing.borderedImages.values.first)
        sharing.render(scene(moved: 0.5) { _ in shared }, into: target, bufferAge: 1)
        XCTAssertTrue(sharing.borderedImages.values.first === copy)
        for backing in sharing.backings.values {
            XCTAssertTrue(backing.surface?.bordered.map { $0 === copy } ?? true, "a layer keeps a copy of its own")
        }

        // Every layer shows another image: the old copy goes, and nothing of the old image shows.
        let other = ImageSharingSupport.image(0x8030_6080)
        sharing.render(scene { _ in other }, into: target, bufferAge: 1)
        XCTAssertEqual(sharing.borderedImages.count, 1, "the old image's copy went")
        XCTAssertTrue(sharing.borderedImages.keys.contains(RenderBitmap(image: other)!))
        let fresh = Compositor()
        fresh.renderThreads = 1
        fresh.render(scene { _ in other }, into: reference)
        XCTAssertEqual(ImageSharingSupport.differingPixels(target, reference), 0)
    }
}
