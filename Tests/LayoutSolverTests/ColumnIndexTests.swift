import XCTest
@testable import LayoutSolver

/// The column index (which rows hold each symbol) in storage of its own: lists growing past their first room and the
/// slots past theirs, compaction, rows replaced and lists taken.
final class ColumnIndexTests: XCTestCase {
    /// A symbol recorded twice in each of a hundred rows keeps every current row once, in order, as its list grows and
    /// is compacted; rows replaced since drop out, and taking the list empties it.
    func testAListGrowsCompactsAndDropsReplacedRows() {
        let columns = ColumnIndex()
        let count = 100
        for _ in 0...count { columns.appendSymbol(deferred: false) }
        let symbol = Symbol(id: 0)
        var rows = [Row?](repeating: nil, count: count + 1)
        for id in 1...count {
            var row = Row(constant: 0)
            row.add(symbol, 1)
            rows[id] = row
            columns.add(symbol, inRowOf: Symbol(id: Int32(id)))
            columns.add(symbol, inRowOf: Symbol(id: Int32(id)))
        }
        for id in stride(from: 2, through: count, by: 2) {
            columns.rowReplaced(Symbol(id: Int32(id)))
            rows[id] = nil
        }
        let odd = stride(from: 1, through: count, by: 2).map { Int32($0) }
        XCTAssertEqual(columns.rows(holding: symbol, rows), odd)
        var taken: [Int32] = []
        columns.take(symbol, into: &taken)
        XCTAssertEqual(taken, odd)
        XCTAssertEqual(columns.rows(holding: symbol, rows), [], "taking empties the list")
        columns.add(symbol, inRowOf: Symbol(id: 1))
        columns.removeAll()
        XCTAssertEqual(columns.rows(holding: symbol, rows), [], "nothing after removing all")
    }
}
