import UIKit
import XCTest

/// UIGraphicsImageRenderer as iOS apps use it: draw an icon once, show it in an image view, export PNG and JPEG.
final class ImageRendererTests: XCTestCase {
    /// A check-mark badge, as an app draws its own icon.
    @MainActor
    static func badge(format: UIGraphicsImageRendererFormat) -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format)
        return renderer.image { context in
            UIColor.systemBlue.setFill()
            UIBezierPath(ovalIn: context.format.bounds.insetBy(dx: 2, dy: 2)).fill()
            let check = UIBezierPath()
            check.move(to: CGPoint(x: 11, y: 21))
            check.addLine(to: CGPoint(x: 18, y: 28))
            check.addLine(to: CGPoint(x: 30, y: 13))
            check.lineWidth = 4
            check.lineCapStyle = .round
            check.lineJoinStyle = .round
            UIColor.white.setStroke()
            check.stroke()
            UIColor.orange.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
            UIColor.black.setFill()
            context.stroke(CGRect(x: 32, y: 32, width: 8, height: 8))
        }
    }

    func testAnImageDrawnOnceIsShownInAnImageView() throws {
        let image = try MainActor.assumeIsolated { () throws -> CGImage in
            let format = UIGraphicsImageRendererFormat()
            format.scale = 2
            let icon = Self.badge(format: format)
            XCTAssertEqual(icon.size, CGSize(width: 40, height: 40))
            XCTAssertEqual(icon.scale, 2)
            XCTAssertEqual(icon.cgImage?.width, 80)
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
            container.backgroundColor = .white
            let imageView = UIImageView(image: icon)
            imageView.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
            container.addSubview(imageView)
            let stretched = UIImageView(image: icon)
            stretched.frame = CGRect(x: 55, y: 10, width: 40, height: 20)
            container.addSubview(stretched)
            return try XCTUnwrap(renderOffscreen(container, scale: 2))
        }
        assertSnapshot(image)
    }

    func testTheFormatSetsScaleOpacityAndBounds() throws {
        try MainActor.assumeIsolated {
            let format = UIGraphicsImageRendererFormat.default()
            XCTAssertEqual(format.scale, UIScreen.main.scale, "the main screen's scale")
            XCTAssertFalse(format.opaque)
            format.scale = 1
            format.opaque = true
            format.preferredRange = .standard
            let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 100, y: 100, width: 10, height: 10), format: format)
            XCTAssertTrue(renderer.allowsImageOutput)
            let image = renderer.image { context in
                XCTAssertTrue(UIGraphicsGetCurrentContext() === context.cgContext, "the renderer's context is current")
                UIColor.red.setFill()
                context.fill(CGRect(x: 100, y: 100, width: 5, height: 10))
                let soFar = context.currentImage
                XCTAssertEqual(soFar.cgImage?.pixel(x: 0, y: 0), 0xFFFF_0000)
            }
            XCTAssertNil(UIGraphicsGetCurrentContext(), "popped after the actions")
            let pixels = try XCTUnwrap(image.cgImage)
            XCTAssertEqual(pixels.pixel(x: 2, y: 5), 0xFFFF_0000, "bounds.origin is the image's corner")
            XCTAssertEqual(pixels.pixel(x: 7, y: 5), 0xFF00_0000, "opaque: black where nothing was drawn")
        }
    }

    func testPNGAndJPEGDataDecodeToTheSameDrawing() throws {
        try MainActor.assumeIsolated {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16), format: format)
            let draw: (UIGraphicsImageRendererContext) -> Void = { context in
                UIColor.green.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
            }
            let png = try XCTUnwrap(UIImage(data: renderer.pngData(actions: draw)))
            XCTAssertEqual(png.cgImage?.pixel(x: 8, y: 8), 0xFF00_FF00)
            let jpeg = try XCTUnwrap(UIImage(data: renderer.jpegData(withCompressionQuality: 0.9, actions: draw)))
            XCTAssertEqual(jpeg.size, CGSize(width: 16, height: 16))
            XCTAssertEqual(renderer.image(actions: draw).pngData().flatMap { UIImage(data: $0) }?.size, CGSize(width: 16, height: 16))
        }
    }
}
