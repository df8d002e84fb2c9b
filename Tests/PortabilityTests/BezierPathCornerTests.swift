import QuartzCore
import TestSupport
import UIKit
import XCTest

/// Buttons and cards as iOS apps outline them with `UIBezierPath(roundedRect:…)`: since iOS 7 the continuous corners
/// of `CALayer.cornerCurve = .continuous`, the pill of half the height, and single rounded corners.
final class CardsView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.systemBlue.setFill()
        UIBezierPath(roundedRect: CGRect(x: 10, y: 10, width: 100, height: 60), cornerRadius: 16).fill()

        UIColor.orange.setFill()
        UIBezierPath(roundedRect: CGRect(x: 120, y: 10, width: 100, height: 40), cornerRadius: 20).fill()

        UIColor.purple.setFill()
        UIBezierPath(roundedRect: CGRect(x: 120, y: 60, width: 100, height: 50),
                     byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 14, height: 40)).fill()

        let outline = UIBezierPath(roundedRect: CGRect(x: 12, y: 82, width: 96, height: 30), cornerRadius: 8)
        outline.lineWidth = 3
        UIColor.darkGray.setStroke()
        outline.stroke()
    }
}

final class BezierPathCornerTests: XCTestCase {
    func testRoundedRectsDrawAsIOSDrawsThem() throws {
        let image = try MainActor.assumeIsolated { () throws -> CGImage in
            let cards = CardsView(frame: CGRect(x: 0, y: 0, width: 230, height: 120))
            cards.backgroundColor = .white
            return try XCTUnwrap(renderOffscreen(cards, scale: 2))
        }
        assertSnapshot(image)
    }

    /// One outline for both: the path's fill covers exactly what a layer with continuous corners covers.
    func testTheOutlineIsTheContinuousCornerCurveOfLayers() throws {
        let (path, layer) = try MainActor.assumeIsolated { () throws -> (CGImage, CGImage) in
            let drawn = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 60)).image { _ in
                UIColor.white.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 80, height: 60))
                UIColor.red.setFill()
                UIBezierPath(roundedRect: CGRect(x: 10, y: 10, width: 60, height: 40), cornerRadius: 12).fill()
            }
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
            card.backgroundColor = .white
            let face = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 40))
            face.backgroundColor = .red
            face.layer.cornerRadius = 12
            face.layer.cornerCurve = .continuous
            card.addSubview(face)
            return (try XCTUnwrap(drawn.cgImage), try XCTUnwrap(renderOffscreen(card)))
        }
        var worst = 0
        for y in 0..<60 {
            for x in 0..<80 {
                let a = path.pixel(x: x, y: y), b = layer.pixel(x: x, y: y)
                for shift: UInt32 in [0, 8, 16] { worst = max(worst, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF))) }
            }
        }
        XCTAssertLessThanOrEqual(worst, 8, "the same outline, antialiased alike")
        // A circular corner of 12 would cover (10.6, 10.6); the continuous curve starts farther along and leaves it white.
        XCTAssertEqual(path.pixel(x: 11, y: 11) & 0xFF, 0xFF, "the corner pixel stays white")
    }

    func testCornersFollowTheRadiusAsIOS() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let small = UIBezierPath(roundedRect: rect, cornerRadius: 10)
        XCTAssertEqual(small.currentPoint.x, 10 * 1.528665, accuracy: 1e-3, "continuous: the curve starts 1.53 radii from the corner")
        let pill = UIBezierPath(roundedRect: rect, cornerRadius: 30)
        XCTAssertTrue(pill.contains(CGPoint(x: 1, y: 30)), "half the height: a capsule reaching the side's middle")
        XCTAssertFalse(pill.contains(CGPoint(x: 4, y: 6)))
        let ignoredHeight = UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 10, height: 25))
        XCTAssertEqual(ignoredHeight.cgPath, small.cgPath, "the radii's height is ignored, as on iOS 7 and later")
        let square = UIBezierPath(roundedRect: rect, byRoundingCorners: [], cornerRadii: CGSize(width: 10, height: 10))
        XCTAssertEqual(square.cgPath, UIBezierPath(rect: rect).cgPath)
    }
}
