@testable import UIKit
import Wayland
import XCTest

/// iOS 17's `hoverStyle`: a view with one lifts or highlights under the pointer in the style's shape, with the hand
/// cursor, without being given a pointer interaction; a disabled style does nothing.
final class HoverStyleTests: XCTestCase {
    func testALiftStyleGrowsTheViewUnderThePointer() {
        onMainActor {
            let rig = PointerRig()
            let tile = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            tile.hoverStyle = UIHoverStyle(effect: .lift, shape: .capsule)
            rig.window.addSubview(tile)
            XCTAssertTrue(tile.interactions.isEmpty)
            rig.move(to: 50, 50)
            XCTAssertEqual(rig.cursor, .named("pointer"))
            rig.advance(by: 0.25)
            XCTAssertEqual((tile.layer.presentation() ?? tile.layer).transform.m11, 1.1, accuracy: 1e-6)
            tile.hoverStyle?.isEnabled = false
            rig.move(to: 200, 200)
            rig.move(to: 50, 50)
            XCTAssertEqual(rig.cursor, .standard, "a disabled style is passed over")
            tile.hoverStyle = .automatic()
            XCTAssertEqual(rig.cursor, .named("pointer"), "a new style shows under the resting pointer")
        }
    }

    func testAHighlightStylesPlatterTakesTheStylesShape() {
        onMainActor {
            let rig = PointerRig()
            let icon = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 30))
            icon.hoverStyle = UIHoverStyle(effect: .highlight, shape: .rect(cornerRadius: 6).inset(by: -4))
            rig.window.addSubview(icon)
            rig.move(to: 110, 110)
            let platter = rig.window.layer.sublayers?.first { $0 !== icon.layer }
            XCTAssertEqual(platter?.frame, CGRect(x: 96, y: 96, width: 48, height: 38))
            XCTAssertEqual(platter?.cornerRadius, 6)
        }
    }

    func testShapesResolveInTheViewsBounds() {
        onMainActor {
            let bounds = CGRect(x: 0, y: 0, width: 80, height: 40)
            guard case let .roundedRect(circle, radius) = UIShape.circle.pointerShape(in: bounds) else { return XCTFail() }
            XCTAssertEqual(circle, CGRect(x: 20, y: 0, width: 40, height: 40))
            XCTAssertEqual(radius, 20)
            guard case let .roundedRect(capsule, capsuleRadius) = UIShape.capsule.pointerShape(in: bounds) else { return XCTFail() }
            XCTAssertEqual(capsule, bounds)
            XCTAssertEqual(capsuleRadius, 20)
            guard case let .roundedRect(fixed, _) = UIShape.fixedRect(CGRect(x: 1, y: 2, width: 3, height: 4)).pointerShape(in: bounds) else { return XCTFail() }
            XCTAssertEqual(fixed, CGRect(x: 1, y: 2, width: 3, height: 4))
            XCTAssertTrue(UIHoverStyle.automatic().effect is UIHoverAutomaticEffect)
        }
    }
}
