import ImageIO
import QuartzCore
@testable import UIKit
import XCTest

/// A photo's orientation: its size upright, shown and drawn upright, kept through JPEG, dropped by preparing it.
final class ImageOrientationTests: XCTestCase {
    /// 8×6 pixels: red top-left, green top-right, blue bottom-left, white bottom-right.
    private static func quadrants() -> CGImage {
        var words: [UInt32] = []
        for y in 0..<6 {
            for x in 0..<8 {
                words.append(y >= 3 ? (x >= 4 ? 0xFFFF_FFFF : 0xFF00_00FF) : (x >= 4 ? 0xFF00_FF00 : 0xFFFF_0000))
            }
        }
        return CGImage(width: 8, height: 6, premultipliedARGB32: words)!
    }

    private static func corners(_ image: CGImage?) -> [UInt32] {
        guard let image else { return [] }
        return [image.pixel(x: 0, y: 0), image.pixel(x: image.width - 1, y: 0),
                image.pixel(x: 0, y: image.height - 1), image.pixel(x: image.width - 1, y: image.height - 1)]
    }

    /// The quadrants turned a quarter clockwise: blue, red over white, green.
    private static let turnedRight: [UInt32] = [0xFF00_00FF, 0xFFFF_0000, 0xFFFF_FFFF, 0xFF00_FF00]

    func testSizeIsUprightAndTheImageViewShowsItUpright() {
        onMainActor {
            let image = UIImage(cgImage: Self.quadrants(), scale: 1, orientation: .right)
            XCTAssertEqual(image.imageOrientation, .right)
            XCTAssertEqual(image.size, CGSize(width: 6, height: 8))
            XCTAssertEqual(image.cgImage?.width, 8, "the pixels stay as stored")
            let view = UIImageView(image: image)
            XCTAssertEqual(view.frame.size, CGSize(width: 6, height: 8))
            XCTAssertEqual(Self.corners(view.layer.contents.map { $0 as! CGImage }), Self.turnedRight)
        }
    }

    func testDrawingInAContextDrawsItUpright() {
        onMainActor {
            let image = UIImage(cgImage: Self.quadrants(), scale: 1, orientation: .right)
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let drawn = UIGraphicsImageRenderer(size: image.size, format: format).image { _ in
                image.draw(in: CGRect(origin: .zero, size: image.size))
            }
            XCTAssertEqual(Self.corners(drawn.cgImage), Self.turnedRight)
            let prepared = image.preparingForDisplay()
            XCTAssertEqual(prepared?.imageOrientation, .up)
            XCTAssertEqual(Self.corners(prepared?.cgImage), Self.turnedRight)
        }
    }

    func testJPEGDataKeepsTheOrientationAndDataLoadsIt() throws {
        try onMainActor {
            let data = try XCTUnwrap(UIImage(cgImage: Self.quadrants(), scale: 1, orientation: .left).jpegData(compressionQuality: 0.9))
            let source = try XCTUnwrap(CGImageSourceCreateWithData(data as CFData, nil))
            let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any]
            XCTAssertEqual(properties?[kCGImagePropertyOrientation] as? UInt32, CGImagePropertyOrientation.left.rawValue)
            let loaded = UIImage(data: data)
            XCTAssertEqual(loaded?.imageOrientation, .left)
            XCTAssertEqual(loaded?.size, CGSize(width: 6, height: 8))
        }
    }

    func testContentsOfFileLoadsTheOrientation() throws {
        try onMainActor {
            let data = try XCTUnwrap(UIImage(cgImage: Self.quadrants(), scale: 1, orientation: .down).jpegData(compressionQuality: 1))
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("orientation-\(UUID().uuidString).jpg")
            try data.write(to: url)
            defer { try? FileManager.default.removeItem(at: url) }
            XCTAssertEqual(UIImage(contentsOfFile: url.path)?.imageOrientation, .down)
            XCTAssertEqual(UIImage(cgImage: Self.quadrants()).imageOrientation, .up)
        }
    }
}
