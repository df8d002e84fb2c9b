import QuartzCore
import XCTest

final class DamageRegionTests: XCTestCase {
    func testCoveringRoundsOutwardAndRejectsNonFinite() {
        XCTAssertEqual(DamageRect(covering: CGRect(x: 1.5, y: 2.2, width: 3, height: 1)), DamageRect(x: 1, y: 2, width: 4, height: 2))
        XCTAssertTrue(DamageRect(covering: CGRect(x: CGFloat.nan, y: 0, width: 3, height: 3)).isEmpty)
        XCTAssertTrue(DamageRect(covering: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 3)).isEmpty)
    }

    func testOverlappingRectsMergeAndDistantOnesStaySeparate() {
        var region = DamageRegion()
        region.add(DamageRect(x: 0, y: 0, width: 10, height: 10))
        region.add(DamageRect(x: 5, y: 0, width: 10, height: 10))
        XCTAssertEqual(region.rects, [DamageRect(x: 0, y: 0, width: 15, height: 10)])
        region.add(DamageRect(x: 500, y: 500, width: 10, height: 10))
        XCTAssertEqual(region.rects.count, 2)
        region.add(DamageRect(x: 2, y: 2, width: 3, height: 3))
        XCTAssertEqual(region.rects.count, 2, "a contained rect adds nothing")
    }

    func testCountStaysBoundedByMergingTheCheapestPair() {
        var region = DamageRegion(limit: 4)
        for i in 0..<100 {
            region.add(DamageRect(x: (i % 10) * 100, y: (i / 10) * 100, width: 10, height: 10))
        }
        XCTAssertLessThanOrEqual(region.rects.count, 4)
        for i in 0..<100 {
            let rect = DamageRect(x: (i % 10) * 100, y: (i / 10) * 100, width: 10, height: 10)
            XCTAssertTrue(region.rects.contains { $0.contains(rect) }, "every damaged pixel stays covered")
        }
    }

    func testHistoryWidensDamageByBufferAge() {
        var history = DamageHistory(depth: 3)
        let a = DamageRegion(DamageRect(x: 0, y: 0, width: 1, height: 1))
        let b = DamageRegion(DamageRect(x: 10, y: 0, width: 1, height: 1))
        let c = DamageRegion(DamageRect(x: 20, y: 0, width: 1, height: 1))
        history.record(a)
        history.record(b)
        XCTAssertEqual(history.damage(forBufferAge: 1, current: c)?.rects, c.rects)
        XCTAssertEqual(history.damage(forBufferAge: 2, current: c)?.rects.count, 2)
        XCTAssertEqual(history.damage(forBufferAge: 3, current: c)?.rects.count, 3)
        XCTAssertNil(history.damage(forBufferAge: 0, current: c), "unknown content: repaint all")
        XCTAssertNil(history.damage(forBufferAge: 5, current: c), "older than remembered: repaint all")
    }
}
