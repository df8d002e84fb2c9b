@testable import CoreGraphics
import Foundation
import XCTest

/// `CGGradient(colorsSpace:colors:locations:)` as iOS code calls it: the colours a `CFArray` of `CGColor`s, the
/// locations an array passed as a pointer or nil.
final class GradientColorArrayTests: XCTestCase {
    func testAGradientOfACFArrayDrawsItsColoursAtTheirLocations() {
        let colors = [CGColor.testRed, CGColor.testBlue] as CFArray
        let locations: [CGFloat] = [0, 1]
        let gradient = try! XCTUnwrap(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: locations))
        let context = makeContext(11, 1)
        context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 11, y: 0), options: [])
        let image = context.makeImage()!
        XCTAssertGreaterThan((image.pixel(x: 0, y: 0) >> 16) & 0xFF, 0xF0, "red at the start")
        XCTAssertGreaterThan(image.pixel(x: 10, y: 0) & 0xFF, 0xF0, "blue at the end")
        let middle = image.pixel(x: 5, y: 0)
        XCTAssertEqual(Double((middle >> 16) & 0xFF), 127, accuracy: 12, "half way, half of each")
        XCTAssertEqual(Double(middle & 0xFF), 127, accuracy: 12)
    }

    func testNilLocationsSpreadTheColoursEvenlyAndExplicitOnesPlaceThem() {
        let evenly = try! XCTUnwrap(CGGradient(colorsSpace: nil, colors: [CGColor.testRed, CGColor.testGreen, CGColor.testBlue] as CFArray, locations: nil))
        XCTAssertEqual(evenly.stops.map(\.location), [0, 0.5, 1])
        let placed = try! XCTUnwrap(CGGradient(colorsSpace: nil, colors: [CGColor.testRed, CGColor.testBlue] as CFArray, locations: [0.25, 0.75]))
        XCTAssertEqual(placed.stops.map(\.location), [0.25, 0.75])
        XCTAssertEqual(placed.stops[1].b, 1)
    }

    func testAnArrayHoldingSomethingElseThanColoursMakesNoGradient() {
        XCTAssertNil(CGGradient(colorsSpace: nil, colors: [CGColor.testRed, "blue"] as CFArray, locations: nil))
        XCTAssertNil(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil))
    }
}
