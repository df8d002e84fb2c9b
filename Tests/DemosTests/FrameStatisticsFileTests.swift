@testable import Demos
import Foundation
import XCTest

/// The statistics file writes decimals as `%.Nf` does, rounded, without Foundation's formatter.
final class FrameStatisticsFileTests: XCTestCase {
    func testDecimalsReadAsPrintfWritesThem() {
        let cases: [(Double, Int)] = [(0, 2), (12.345678, 3), (0.000049, 4), (1234.5, 0), (-3.14159, 2),
                                      (99.999, 2), (1e-7, 6), (86_400.125, 3)]
        for (value, places) in cases {
            XCTAssertEqual(FrameStatisticsFile.decimal(value, places: places), String(format: "%.\(places)f", value),
                           "\(value) to \(places) places")
        }
        XCTAssertEqual(FrameStatisticsFile.decimal(.nan, places: 2), "null")
    }
}
