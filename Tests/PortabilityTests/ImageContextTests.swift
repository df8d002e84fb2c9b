import UIKit
import XCTest

/// The UIKit drawing stack as older iOS code uses it: begin/end image contexts, UIImage drawing, UIRectFill.
final class ImageContextTests: XCTestCase {
    /// A tile: a quartered square with a framed edge, drawn in an old-style image context.
    @MainActor
    static func tile() -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 20), false, 0)
        defer { UIGraphicsEndImageContext() }
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        UIColor.blue.set()
        UIRectFill(CGRect(x: 10, y: 10, width: 10, height: 10))
        UIColor.black.setFill()
        UIRectFrame(CGRect(x: 0, y: 0, width: 20, height: 20))
        return UIGraphicsGetImageFromCurrentImageContext()
    }

    func testImagesDrawnIntoAViewRightWayUp() throws {
        final class TiledView: UIView {
            var tile: UIImage?
            override func draw(_ rect: CGRect) {
                guard let tile else { return }
                tile.draw(at: CGPoint(x: 5, y: 5))
                tile.draw(in: CGRect(x: 30, y: 5, width: 40, height: 20))
                tile.draw(in: CGRect(x: 75, y: 5, width: 20, height: 20), blendMode: .normal, alpha: 0.5)
                let context = UIGraphicsGetCurrentContext()
                context?.setShouldAntialias(false)
                UIColor.green.setFill()
                UIBezierPath(ovalIn: CGRect(x: 5, y: 30, width: 20, height: 12)).fill()
                context?.setShouldAntialias(true)
                context?.setAllowsAntialiasing(false)
                UIBezierPath(ovalIn: CGRect(x: 30, y: 30, width: 20, height: 12)).fill()
                context?.setAllowsAntialiasing(true)
                UIBezierPath(ovalIn: CGRect(x: 55, y: 30, width: 20, height: 12)).fill()
            }
        }
        let image = try MainActor.assumeIsolated { () throws -> CGImage in
            let view = TiledView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            view.backgroundColor = .white
            view.tile = Self.tile()
            XCTAssertNotNil(view.tile)
            return try XCTUnwrap(renderOffscreen(view))
        }
        assertSnapshot(image)
    }

    func testBeginGetAndEndKeepTheContextStack() throws {
        try MainActor.assumeIsolated {
            XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext(), "no image context open")
            UIGraphicsBeginImageContext(CGSize(width: 4, height: 3))
            let outer = try XCTUnwrap(UIGraphicsGetCurrentContext())
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 3))

            UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), true, 3)
            let inner = try XCTUnwrap(UIGraphicsGetImageFromCurrentImageContext())
            XCTAssertEqual(inner.scale, 3)
            XCTAssertEqual(inner.cgImage?.width, 6)
            XCTAssertEqual(inner.cgImage?.pixel(x: 0, y: 0), 0xFF00_0000, "an opaque context starts black")
            UIGraphicsEndImageContext()

            XCTAssertTrue(UIGraphicsGetCurrentContext() === outer)
            let image = try XCTUnwrap(UIGraphicsGetImageFromCurrentImageContext())
            XCTAssertEqual(image.size, CGSize(width: 4, height: 3))
            XCTAssertEqual(image.scale, 1)
            XCTAssertEqual(image.cgImage?.pixel(x: 3, y: 2), 0xFFFF_0000)

            let other = try XCTUnwrap(UIGraphicsGetCurrentContext())
            UIGraphicsPushContext(other)
            UIGraphicsPopContext()
            UIGraphicsEndImageContext()
            XCTAssertNil(UIGraphicsGetCurrentContext())
            XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext())
        }
    }

    func testAnEmptyImageDrawsNothing() throws {
        try MainActor.assumeIsolated {
            let empty = UIImage()
            XCTAssertEqual(empty.size, .zero)
            XCTAssertNil(empty.cgImage)
            XCTAssertNil(empty.pngData())
            UIGraphicsBeginImageContext(CGSize(width: 2, height: 2))
            empty.draw(at: .zero)
            let image = try XCTUnwrap(UIGraphicsGetImageFromCurrentImageContext())
            UIGraphicsEndImageContext()
            XCTAssertEqual(image.cgImage?.pixel(x: 1, y: 1), 0, "still transparent")
            XCTAssertNil(UIImage(named: "no-such-image", in: nil, compatibleWith: nil))
        }
    }
}
