import XCTest
@testable import LayoutSolver

/// The objective's lexicographic weights, compared scaled without making copies.
final class SymbolicWeightTests: XCTestCase {
    func testComparisonGoesLevelByLevelFromTheHighestWithScaling() {
        var strongAndWeak = SymbolicWeight(level: 750, amount: 1)
        strongAndWeak.add(level: 250, amount: 100)
        let weak = SymbolicWeight(level: 250, amount: 1000)
        XCTAssertEqual(SymbolicWeight.compare(weak, times: 1, strongAndWeak, times: 1), -1, "any amount at 250 is below one at 750")
        XCTAssertEqual(SymbolicWeight.compare(strongAndWeak, times: 1, strongAndWeak, times: 1), 0)
        XCTAssertEqual(SymbolicWeight.compare(strongAndWeak, times: 2, strongAndWeak, times: 1), 1)
        XCTAssertEqual(SymbolicWeight.compare(strongAndWeak, times: -1, .zero, times: 1), -1, "negated, the highest level decides the sign")
        XCTAssertEqual(SymbolicWeight.compare(weak, times: 0.1, SymbolicWeight(level: 250, amount: 100), times: 1), 0)
        XCTAssertEqual(SymbolicWeight.compare(SymbolicWeight(level: 500, amount: 1e-9), times: 1, .zero, times: 1), 0, "within the tolerance")
        XCTAssertEqual(SymbolicWeight.compare(SymbolicWeight(level: 500, amount: 1), times: 1e-9, weak, times: 1), -1,
                       "a scaled amount within the tolerance is zero, so the lower level decides")
    }
}
