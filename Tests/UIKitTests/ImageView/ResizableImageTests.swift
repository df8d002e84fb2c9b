import QuartzCore
@testable import UIKit
import XCTest

/// Resizable images: caps kept at their size, the middle stretched or tiled, when drawn and in an image view.
final class ResizableImageTests: XCTestCase {
    /// The colour of each of the nine parts of `grid`, row by row (top-left … bottom-right), and of the middle's
    /// second column.
    private static let parts: [UInt32] = [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF,
                                          0xFFFF_FF00, 0xFF00_FFFF, 0xFFFF_00FF,
                                          0xFF80_0000, 0xFF00_8000, 0xFF00_0080]
    private static let middleSecondColumn: UInt32 = 0xFFFF_FFFF

    /// 6×6 pixels: two-pixel caps on every side around a 2×2 middle whose right column is white.
    private static func grid() -> CGImage {
        var words: [UInt32] = []
        for y in 0..<6 {
            for x in 0..<6 {
                let row = y < 2 ? 0 : y < 4 ? 1 : 2, column = x < 2 ? 0 : x < 4 ? 1 : 2
                words.append(row == 1 && x == 3 ? middleSecondColumn : parts[row * 3 + column])
            }
        }
        return CGImage(width: 6, height: 6, premultipliedARGB32: words)!
    }

    private static let caps = UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)

    @MainActor
    private static func drawn(_ image: UIImage, size: CGSize) -> CGImage? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in
            image.draw(in: CGRect(origin: .zero, size: size))
        }.cgImage
    }

    func testStretchingKeepsTheCornersAndFillsTheEdgesAndMiddle() throws {
        try onMainActor {
            let image = UIImage(cgImage: Self.grid()).resizableImage(withCapInsets: Self.caps, resizingMode: .stretch)
            XCTAssertEqual(image.capInsets, Self.caps)
            XCTAssertEqual(image.resizingMode, .stretch)
            let drawn = try XCTUnwrap(Self.drawn(image, size: CGSize(width: 20, height: 10)))
            XCTAssertEqual(drawn.pixel(x: 0, y: 0), Self.parts[0])
            XCTAssertEqual(drawn.pixel(x: 1, y: 1), Self.parts[0], "the corner keeps its two pixels")
            XCTAssertEqual(drawn.pixel(x: 19, y: 0), Self.parts[2])
            XCTAssertEqual(drawn.pixel(x: 0, y: 9), Self.parts[6])
            XCTAssertEqual(drawn.pixel(x: 19, y: 9), Self.parts[8])
            XCTAssertEqual(drawn.pixel(x: 0, y: 5), Self.parts[3], "the left edge fills the height")
            XCTAssertEqual(drawn.pixel(x: 18, y: 5), Self.parts[5])
            XCTAssertEqual(drawn.pixel(x: 2, y: 0), Self.parts[1], "the top edge begins right after the corner")
            XCTAssertEqual(drawn.pixel(x: 5, y: 5), Self.parts[4], "the middle's first column stretched over its half")
            XCTAssertEqual(drawn.pixel(x: 14, y: 5), Self.middleSecondColumn, "and its second over the other half")
        }
    }

    func testTilingRepeatsTheMiddleAtItsOwnSize() throws {
        try onMainActor {
            let image = UIImage(cgImage: Self.grid()).resizableImage(withCapInsets: Self.caps)
            XCTAssertEqual(image.resizingMode, .tile, "tiling unless asked to stretch, as on iOS")
            let drawn = try XCTUnwrap(Self.drawn(image, size: CGSize(width: 12, height: 8)))
            let middleRow = (2..<10).map { drawn.pixel(x: $0, y: 4) }
            XCTAssertEqual(middleRow, [Self.parts[4], Self.middleSecondColumn, Self.parts[4], Self.middleSecondColumn,
                                       Self.parts[4], Self.middleSecondColumn, Self.parts[4], Self.middleSecondColumn])
            XCTAssertEqual(drawn.pixel(x: 11, y: 7), Self.parts[8])
        }
    }

    func testCapsLargerThanTheDestinationShrinkInProportion() throws {
        try onMainActor {
            let image = UIImage(cgImage: Self.grid()).resizableImage(withCapInsets: Self.caps, resizingMode: .stretch)
            let drawn = try XCTUnwrap(Self.drawn(image, size: CGSize(width: 2, height: 2)))
            XCTAssertEqual([drawn.pixel(x: 0, y: 0), drawn.pixel(x: 1, y: 0), drawn.pixel(x: 0, y: 1), drawn.pixel(x: 1, y: 1)],
                           [Self.parts[0], Self.parts[2], Self.parts[6], Self.parts[8]])
        }
    }

    func testAStretchedImageViewShowsItThroughTheLayersContentsCenter() {
        onMainActor {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
            let renderer = OffscreenRenderer(window: window)
            let view = UIImageView(image: UIImage(cgImage: Self.grid()).resizableImage(withCapInsets: Self.caps, resizingMode: .stretch))
            view.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
            window.addSubview(view)
            XCTAssertEqual(view.layer.contentsCenter, CGRect(x: 2.0 / 6, y: 2.0 / 6, width: 2.0 / 6, height: 2.0 / 6))
            _ = renderer.renderFrame()
            XCTAssertEqual(renderer.pixel(x: 1, y: 1), Self.parts[0])
            XCTAssertEqual(renderer.pixel(x: 28, y: 18), Self.parts[8])
            XCTAssertEqual(renderer.pixel(x: 15, y: 0), Self.parts[1])

            view.image = UIImage(cgImage: Self.grid())
            XCTAssertEqual(view.layer.contentsCenter, CGRect(x: 0, y: 0, width: 1, height: 1), "a plain image scales whole")
        }
    }

    func testATiledImageViewIsDrawnAgainAtItsNewSize() throws {
        try onMainActor {
            let view = UIImageView(image: UIImage(cgImage: Self.grid()).resizableImage(withCapInsets: Self.caps))
            view.frame = CGRect(x: 0, y: 0, width: 12, height: 8)
            view.layoutIfNeeded()
            var contents = try XCTUnwrap(view.layer.contents.map { $0 as! CGImage })
            XCTAssertEqual([contents.width, contents.height], [12, 8])
            XCTAssertEqual(contents.pixel(x: 5, y: 4), Self.middleSecondColumn)
            view.frame.size = CGSize(width: 16, height: 8)
            view.layoutIfNeeded()
            contents = try XCTUnwrap(view.layer.contents.map { $0 as! CGImage })
            XCTAssertEqual([contents.width, contents.height], [16, 8])
            XCTAssertEqual(contents.pixel(x: 15, y: 0), Self.parts[2])
        }
    }

    func testTheOldStretchableFormAndTheVariantsKeepTheCaps() {
        onMainActor {
            let base = UIImage(cgImage: Self.grid())
            let stretchable = base.stretchableImage(withLeftCapWidth: 2, topCapHeight: 3)
            XCTAssertEqual(stretchable.capInsets, UIEdgeInsets(top: 3, left: 2, bottom: 2, right: 3))
            XCTAssertEqual(stretchable.resizingMode, .stretch)
            XCTAssertEqual(stretchable.leftCapWidth, 2)
            XCTAssertEqual(stretchable.topCapHeight, 3)

            let template = base.resizableImage(withCapInsets: Self.caps).withRenderingMode(.alwaysTemplate)
            XCTAssertEqual(template.capInsets, Self.caps)
            let aligned = template.withAlignmentRectInsets(UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
            XCTAssertEqual(aligned.alignmentRectInsets, UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
            XCTAssertEqual(aligned.capInsets, Self.caps)
            XCTAssertEqual(aligned.renderingMode, .alwaysTemplate)
            XCTAssertEqual(base.capInsets, .zero, "the original is unchanged")
        }
    }

    func testCapsThatDoNotFitAreMadeToFit() {
        onMainActor {
            let base = UIImage(cgImage: Self.grid())
            let wild = base.resizableImage(withCapInsets: UIEdgeInsets(top: .nan, left: -3, bottom: 40, right: .infinity))
            XCTAssertEqual(wild.capInsets, UIEdgeInsets(top: 0, left: 0, bottom: 6, right: 0))
            XCTAssertNotNil(Self.drawn(wild, size: CGSize(width: 9, height: 9)), "draws without trapping")
        }
    }
}
