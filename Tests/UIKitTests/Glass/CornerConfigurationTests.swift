@testable import UIKit
import XCTest

/// iOS 26's corner configurations: fixed, capsule and concentric radii resolved against the view's size and its
/// container, uniform groups at their largest, and the layer rounded to match at each layout.
final class CornerConfigurationTests: XCTestCase {
    private let size = CGSize(width: 200, height: 60)

    func testFixedAndCapsuleRadiiFollowTheSize() {
        XCTAssertEqual(UICornerConfiguration.corners(radius: .fixed(12)).radii(size: size, container: nil), [12, 12, 12, 12])
        XCTAssertEqual(UICornerConfiguration.corners(radius: 50).radii(size: size, container: nil), [30, 30, 30, 30],
                       "no radius beyond half the shorter side")
        XCTAssertEqual(UICornerConfiguration.capsule().radii(size: size, container: nil), [30, 30, 30, 30])
        XCTAssertEqual(UICornerConfiguration.capsule(maximumRadius: 20).radii(size: size, container: nil), [20, 20, 20, 20])
        let mixed = UICornerConfiguration.corners(topLeftRadius: 4, topRightRadius: nil, bottomLeftRadius: 8.5, bottomRightRadius: .fixed(0))
        XCTAssertEqual(mixed.radii(size: size, container: nil), [4, 0, 8.5, 0])
    }

    func testUniformGroupsTakeTheirLargestRadius() {
        XCTAssertEqual(UICornerConfiguration.uniformTopRadius(10, bottomLeftRadius: 2).radii(size: size, container: nil), [10, 10, 2, 0])
        XCTAssertEqual(UICornerConfiguration.uniformEdges(leftRadius: 6, rightRadius: 14).radii(size: size, container: nil), [6, 14, 6, 14])
        XCTAssertEqual(UICornerConfiguration.uniformBottomRadius(9).radii(size: size, container: nil), [0, 0, 9, 9])
        XCTAssertEqual(UICornerConfiguration.uniformRightRadius(3, topLeftRadius: 1).radii(size: size, container: nil), [1, 3, 0, 3])
        XCTAssertEqual(UICornerConfiguration.uniformLeftRadius(5).radii(size: size, container: nil), [5, 0, 5, 0])
        // In a container rounded 30, a view inset 10 from the left and top and 40 from the right: concentric radii
        // differ per corner, and the uniform configuration gives all four the largest.
        let container = CornerContainer(radii: [30, 30, 30, 30], bounds: CGRect(x: 0, y: 0, width: 250, height: 80),
                                        frame: CGRect(x: 10, y: 10, width: 200, height: 60))
        XCTAssertEqual(UICornerConfiguration.corners(radius: .containerConcentric()).radii(size: size, container: container), [20, 0, 20, 0])
        XCTAssertEqual(UICornerConfiguration.uniformCorners(radius: .containerConcentric()).radii(size: size, container: container), [20, 20, 20, 20])
        XCTAssertEqual(UICornerConfiguration.corners(radius: .containerConcentric(minimum: 8)).radii(size: size, container: container), [20, 8, 20, 8])
        XCTAssertEqual(UICornerConfiguration.corners(radius: .containerConcentric(minimum: 8)).radii(size: size, container: nil), [8, 8, 8, 8],
                       "with no rounded container a concentric radius takes its minimum")
    }

    func testAViewRoundsItsLayerConcentricallyInsideItsContainer() {
        onMainActor {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let card = UIView(frame: CGRect(x: 20, y: 20, width: 300, height: 200))
            card.cornerConfiguration = .corners(radius: .fixed(32))
            let inner = UIView(frame: CGRect(x: 12, y: 12, width: 276, height: 100))
            inner.cornerConfiguration = .uniformCorners(radius: .containerConcentric(minimum: 6))
            window.addSubview(card)
            card.addSubview(inner)
            window.layoutIfNeeded()
            XCTAssertEqual(card.layer.cornerRadius, 32)
            XCTAssertEqual(card.layer.cornerCurve, .continuous)
            XCTAssertEqual(card.effectiveRadius(corner: .topLeft), 32)
            XCTAssertEqual(inner.effectiveRadius(corner: .topLeft), 20, "32 less the 12 point inset")
            XCTAssertEqual(inner.effectiveRadius(corner: .bottomRight), 20, "uniform: the largest corner's radius")
            XCTAssertEqual(inner.layer.cornerRadius, 20)
            inner.frame.origin = CGPoint(x: 24, y: 24)
            card.setNeedsLayout()
            window.layoutIfNeeded()
            XCTAssertEqual(inner.layer.cornerRadius, 8, "moved further in, the radius shrinks with the inset")
            card.cornerConfiguration = .capsule()
            inner.frame = CGRect(x: 24, y: 24, width: 252, height: 152)
            window.layoutIfNeeded()
            XCTAssertEqual(card.layer.cornerRadius, 100)
            XCTAssertEqual(inner.layer.cornerRadius, 76)
            XCTAssertEqual(inner.effectiveRadius(corner: .allCorners), 76)
        }
    }

    func testACapsuleFollowsTheViewAsItResizesAndPerCornerRadiiMaskTheSquareCorners() {
        onMainActor {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
            view.cornerConfiguration = .capsule()
            XCTAssertEqual(view.layer.cornerRadius, 20)
            view.frame.size.height = 64
            view.layoutIfNeeded()
            XCTAssertEqual(view.layer.cornerRadius, 32)
            view.cornerConfiguration = .uniformTopRadius(12)
            XCTAssertEqual(view.layer.cornerRadius, 12)
            XCTAssertEqual(view.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
            XCTAssertEqual(view.effectiveRadius(corner: .bottomLeft), 0)
            let plain = UIView()
            plain.layer.cornerRadius = 7
            XCTAssertEqual(plain.effectiveRadius(corner: .topRight), 7, "without a configuration: the layer's radius")
        }
    }
}
