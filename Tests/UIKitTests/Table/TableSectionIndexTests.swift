@testable import UIKit
import XCTest

/// The section index: the data source's titles stacked down the trailing edge, a tap on one scrolling to the section
/// the data source names, and the strip staying in view while the rows scroll.
final class TableSectionIndexTests: XCTestCase {
    func testATapOnAnIndexTitleScrollsToItsSection() {
        onMainActor {
            let model = TableModel((0..<5).map { TableModel.rows(10, "Item \($0)") })
            model.indexTitles = ["A", "B", "C", "D", "E"]
            let rig = TableRig(model) { table in
                table.rowHeight = 44
                table.sectionIndexColor = .systemRed
            }
            let strip = try! XCTUnwrap(rig.table.indexStrip)
            XCTAssertEqual(strip.frame, CGRect(x: 305, y: 0, width: 15, height: 480))
            XCTAssertEqual(strip.titles, ["A", "B", "C", "D", "E"])
            rig.tap(312, 240)
            XCTAssertEqual(rig.table.contentOffset.y, 880, "section C starts 2 × 440 down")
            XCTAssertNil(rig.table.indexPathForSelectedRow, "the tap went to the index, not a row")
            rig.table.layoutIfNeeded()
            XCTAssertEqual(strip.frame.minY, 880, "the strip stays in view")
            model.indexTitles = nil
            rig.table.reloadData()
            XCTAssertNil(rig.table.indexStrip)
        }
    }
}
