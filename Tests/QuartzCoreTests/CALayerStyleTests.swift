import XCTest
@testable import QuartzCore

/// A layer takes the values of properties it has not set from its `style` dictionary, the shallowest style first.
final class CALayerStyleTests: XCTestCase {
    func testStyleSuppliesDefaultsShallowestFirst() { onMainActor {
        _ = installManualClock()
        let layer = CALayer()
        layer.style = ["cornerRadius": 4, "hidden": true, "style": ["cornerRadius": 8, "borderWidth": NSNumber(value: 2)]]
        XCTAssertEqual(layer.cornerRadius, 4)
        XCTAssertEqual(layer.borderWidth, 2)
        XCTAssertTrue(layer.isHidden)
        XCTAssertNil(layer.animationKeys(), "style defaults run no actions")
    } }

    func testPropertiesSetOnTheLayerWin() { onMainActor {
        _ = installManualClock()
        CATransaction.setDisableActions(true)
        let layer = CALayer()
        layer.cornerRadius = 1
        layer.opacity = 1
        layer.style = ["cornerRadius": 4, "opacity": 0.5]
        XCTAssertEqual(layer.cornerRadius, 1)
        XCTAssertEqual(layer.opacity, 1, "set to its default value is still set")
        XCTAssertEqual(layer.presentation()!.cornerRadius, 1, "the presentation shows the model's values")
        XCTAssertEqual(layer.presentation()!.opacity, 1)
    } }

    func testANewStyleReplacesTheOldDefaults() { onMainActor {
        _ = installManualClock()
        let layer = CALayer()
        layer.style = ["borderWidth": 2, "zPosition": 3]
        layer.style = ["zPosition": 5]
        XCTAssertEqual(layer.borderWidth, 0, "back to the class default")
        XCTAssertEqual(layer.zPosition, 5)
        layer.style = nil
        XCTAssertEqual(layer.zPosition, 0)
    } }

    func testMisfitStyleValuesAreIgnored() { onMainActor {
        _ = installManualClock()
        let layer = CALayer()
        layer.style = ["cornerRadius": "round", "notAProperty": 1, "actions": ["opacity": NSNull()]]
        XCTAssertEqual(layer.cornerRadius, 0)
        XCTAssertEqual(layer.storedValues.count, 0)
    } }
}
