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

    /// Lists that grow in turn share the index's blocks without overlapping: three thousand symbols (after room
    /// reserved for a thousand) each gain the same twenty rows, one row at a time for all of them, so every list grows
    /// past its first room while the others take room between its growths, across several blocks.
    func testListsGrowingInTurnKeepTheirOwnRows() {
        let columns = ColumnIndex()
        columns.reserveCapacity(1000)
        let symbols = 3000, rowCount = 20
        for _ in 0..<(symbols + rowCount) { columns.appendSymbol(deferred: false) }
        var rows = [Row?](repeating: nil, count: symbols + rowCount)
        for row in 0..<rowCount {
            let basic = Symbol(id: Int32(symbols + row))
            var made = Row(constant: 0)
            for id in 0..<symbols { made.add(Symbol(id: Int32(id)), 1) }
            rows[Int(basic.id)] = made
            for id in 0..<symbols { columns.add(Symbol(id: Int32(id)), inRowOf: basic) }
        }
        let expected = (0..<rowCount).map { Int32(symbols + $0) }
        for id in [0, 1, 999, 1000, 1500, symbols - 1] {
            XCTAssertEqual(columns.rows(holding: Symbol(id: Int32(id)), rows), expected, "symbol \(id)")
        }
    }
}
