import XCTest
@testable import QuartzCore

final class CAGradientLayerTests: XCTestCase {
    func testColorsAndLocationsAnimate() { onMainActor {
        let clock = installManualClock()
        let layer = CAGradientLayer()
        layer.colors = [CGColor.black, CGColor.white]
        layer.locations = [0, 1]
        CATransaction.flush()
        let colors = CABasicAnimation(keyPath: "colors")
        colors.toValue = [CGColor.white, CGColor.black]
        colors.duration = 1
        layer.add(colors, forKey: "colors")
        let locations = CABasicAnimation(keyPath: "locations")
        locations.toValue = [0.5, 1]
        locations.duration = 1
        layer.add(locations, forKey: "locations")
        clock.advance(by: 0.5)
        let presentation = layer.presentation()!
        XCTAssertEqual((presentation.colors as? [CGColor])?.map { $0.components ?? [] }, [[0.5, 0.5, 0.5, 1], [0.5, 0.5, 0.5, 1]])
        XCTAssertEqual(presentation.locations?.map(\.doubleValue), [0.25, 1])
        XCTAssertEqual(layer.startPoint, CGPoint(x: 0.5, y: 0))
        XCTAssertEqual(layer.endPoint, CGPoint(x: 0.5, y: 1))
    } }

    func testMismatchedListsSwitchHalfway() { onMainActor {
        let a = CAValueList<CGFloat>([0, 1])
        let b = CAValueList<CGFloat>([5])
        XCTAssertEqual(a.interpolate(to: b, amount: 0.4).elements, [0, 1])
        XCTAssertEqual(a.interpolate(to: b, amount: 0.6).elements, [5])
    } }
}
