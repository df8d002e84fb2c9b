@testable import QuartzCore
import XCTest

/// On a HiDPI display, layers showing one image of scale 1 share one magnified bitmap of it (the desktop sprites
/// and cards at output scale 2 kept one 128×128 or 512×512 copy per layer: 32 and 50 MB, read from memory every
/// frame), draw the very pixels of layers with bitmaps of their own, and the bitmap goes once no layer shows it.
final class MagnifiedImageSharingTests: XCTestCase {
    /// 40 layers, some at fractional positions and some turned, each with its own `RenderBitmap` of `images(index)`.
    private func scene(moved offset: CGFloat = 0, _ images: (Int) -> CGImage) -> RenderLayer {
        var root = RenderLayer(id: 1, frame: CGRect(x: 0, y: 0, width: 200, height: 150))
        root.visual.backgroundColor = PremultipliedColor(red: 0.1, green: 0.12, blue: 0.16, alpha: 1)
        for index in 0..<40 {
            let fraction: CGFloat = index % 3 == 0 ? 0 : 0.37
            let frame = CGRect(x: CGFloat(index * 37 % 170) + fraction + offset, y: CGFloat(index * 23 % 120) + fraction, width: 24, height: 24)
            var layer = RenderLayer(id: UInt64(10 + index), frame: frame)
            layer.visual.contents = RenderBitmap(image: images(index))
            if index % 4 == 1 {
                layer.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
                layer.opacity = 0.8
            }
            root.sublayers.append(layer)
        }
        return root
    }


    func testLayersOfOneImageShareOneMagnifiedBitmapAndDrawWhatSeparateBitmapsDraw() throws {
        let shared = ImageSharingSupport.image(0x6010_2040)
        let separate = (0..<40).map { _ in ImageSharingSupport.image(0x6010_2040) }
        let sharing = Compositor(scale: 2), apart = Compositor(scale: 2)
        sharing.renderThreads = 1
        apart.renderThreads = 1
        let target = try XCTUnwrap(PixelSurface(width: 400, height: 300))
        let reference = try XCTUnwrap(PixelSurface(width: 400, height: 300))
        sharing.render(scene { _ in shared }, into: target)
        apart.render(scene { separate[$0] }, into: reference)
        XCTAssertEqual(sharing.imageBitmaps.count, 1, "one magnified bitmap for the one image")
        XCTAssertEqual(Set(sharing.backings.values.compactMap { $0.surface.map { ObjectIdentifier($0) } }).count, 1)
        XCTAssertEqual(sharing.backings.values.first?.surface?.width, 48, "magnified 2×")
        XCTAssertEqual(apart.imageBitmaps.count, 40)
        XCTAssertEqual(ImageSharingSupport.differingPixels(target, reference), 0)

        // The next commit's bitmaps of the same image, moved: still the one bitmap.
        let bitmap = try XCTUnwrap(sharing.imageBitmaps.values.first?.surface)
        sharing.render(scene(moved: 0.5) { _ in shared }, into: target, bufferAge: 1)
        XCTAssertEqual(sharing.imageBitmaps.count, 1)
        XCTAssertTrue(sharing.imageBitmaps.values.first?.surface === bitmap)

        // Every layer shows another image: the old bitmap goes, and nothing of the old image shows.
        let other = ImageSharingSupport.image(0x8030_6080)
        sharing.render(scene { _ in other }, into: target, bufferAge: 1)
        XCTAssertEqual(sharing.imageBitmaps.count, 1, "the old image's bitmap went")
        XCTAssertFalse(sharing.imageBitmaps.values.first?.surface === bitmap)
        let fresh = Compositor(scale: 2)
        fresh.renderThreads = 1
        fresh.render(scene { _ in other }, into: reference)
        XCTAssertEqual(ImageSharingSupport.differingPixels(target, reference), 0)
    }

    /// A layer that draws more than its image (a background) keeps a bitmap of its own, and an image drawn at the
    /// display's scale is no copy at all.
    func testOnlyLayersShowingAnImageAloneShare() throws {
        let image = ImageSharingSupport.image(0x6010_2040)
        var root = RenderLayer(id: 1, frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        for index in 0..<2 {
            var layer = RenderLayer(id: UInt64(10 + index), frame: CGRect(x: CGFloat(index * 40), y: 0, width: 24, height: 24))
            layer.visual.contents = RenderBitmap(image: image)
            layer.visual.backgroundColor = PremultipliedColor(red: 1, green: 1, blue: 1, alpha: 1)
            root.sublayers.append(layer)
        }
        let compositor = Compositor(scale: 2)
        compositor.render(root, into: try XCTUnwrap(PixelSurface(width: 200, height: 100)))
        XCTAssertTrue(compositor.imageBitmaps.isEmpty)
        XCTAssertEqual(Set(compositor.backings.values.compactMap { $0.surface.map { ObjectIdentifier($0) } }).count, 2)
    }
}
