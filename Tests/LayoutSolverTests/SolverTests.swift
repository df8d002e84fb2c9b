import XCTest
@testable import LayoutSolver

/// The simplex solver alone: priorities, edits, constant changes, conflicts and ambiguity, against values worked out
/// by hand.
final class SolverTests: XCTestCase {
    private var solver = Solver()

    override func setUp() {
        solver = Solver()
    }

    private func expr(_ terms: [(Variable, Double)], _ constant: Double = 0) -> LinearExpression {
        LinearExpression(terms, constant: constant)
    }

    /// `variable relation value` at `strength`, added.
    @discardableResult
    private func require(_ variable: Variable, _ relation: LinearRelation, _ value: Double, _ strength: Strength = .required) throws -> LinearConstraint {
        let constraint = LinearConstraint(expr([(variable, 1)], -value), relation, strength: strength)
        try solver.add(constraint)
        return constraint
    }

    /// Room reserved before a system is built, and again on a solver already holding one, changes nothing solved.
    func testReservingRoomLeavesTheSolutionAsItWas() throws {
        solver.reserveCapacity(constraints: 4, variables: 2)
        let x = solver.makeVariable(), y = solver.makeVariable()
        try require(x, .greaterThanOrEqual, 10)
        try solver.add(LinearConstraint(expr([(y, 1), (x, -2)]), .equal))
        solver.reserveCapacity(constraints: 100, variables: 50)
        try require(x, .equal, 30, .weak)
        let z = solver.makeVariable()
        try solver.add(LinearConstraint(expr([(z, 1), (y, -1)], 5), .equal))
        XCTAssertEqual(solver.value(of: x), 30)
        XCTAssertEqual(solver.value(of: y), 60)
        XCTAssertEqual(solver.value(of: z), 55)
    }

    func testRequiredEqualitiesChainThroughVariables() throws {
        let x = solver.makeVariable(named: "x"), width = solver.makeVariable(named: "width"), right = solver.makeVariable(named: "right")
        try require(x, .equal, 10)
        try require(width, .equal, 80)
        // right = x + width
        try solver.add(LinearConstraint(expr([(right, 1), (x, -1), (width, -1)]), .equal))
        XCTAssertEqual(solver.value(of: right), 90, accuracy: 1e-9)
        XCTAssertFalse(solver.isAmbiguous(right))
    }

    func testStrongerPriorityWinsOverAnyNumberOfWeakerOnes() throws {
        let width = solver.makeVariable(named: "width")
        try require(width, .equal, 100, Strength(751))
        // Three constraints at 750 pulling to 300 lose to one at 751: the levels are lexicographic, not summed.
        for _ in 0..<3 { try require(width, .equal, 300, Strength(750)) }
        XCTAssertEqual(solver.value(of: width), 100, accuracy: 1e-9)
    }

    func testEqualPrioritiesTradeByMagnitudeAndInequalitiesBound() throws {
        let width = solver.makeVariable(named: "width")
        try require(width, .greaterThanOrEqual, 40)
        try require(width, .lessThanOrEqual, 20, .weak)
        XCTAssertEqual(solver.value(of: width), 40, accuracy: 1e-9)
        try require(width, .lessThanOrEqual, 60)
        try require(width, .equal, 90, .medium)
        XCTAssertEqual(solver.value(of: width), 60, accuracy: 1e-9)
    }

    func testConflictingRequiredConstraintIsRefusedAndTheSolverKeepsItsSolution() throws {
        let width = solver.makeVariable(named: "width")
        try require(width, .equal, 100)
        let conflicting = LinearConstraint(expr([(width, 1)], -200), .equal)
        XCTAssertThrowsError(try solver.add(conflicting)) { XCTAssertEqual($0 as? SolverError, .unsatisfiable) }
        XCTAssertFalse(solver.contains(conflicting))
        XCTAssertEqual(solver.value(of: width), 100, accuracy: 1e-9)
        // An inequality conflict (a required row holding no free variable, added by the dual simplex) is also undone.
        let x = solver.makeVariable(named: "x")
        try require(x, .greaterThanOrEqual, 10)
        XCTAssertThrowsError(try require(x, .lessThanOrEqual, 5))
        XCTAssertEqual(solver.constraintCount, 2)
        try require(x, .equal, 12, .weak)
        XCTAssertEqual(solver.value(of: x), 12, accuracy: 1e-9)
        XCTAssertEqual(solver.requiredConstraints(naming: [width]).count, 1)
    }

    func testEditVariableFollowsSuggestionsWithinRequiredBounds() throws {
        let x = solver.makeVariable(named: "x")
        try require(x, .greaterThanOrEqual, 0)
        try require(x, .lessThanOrEqual, 100)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(42, for: x)
        XCTAssertEqual(solver.value(of: x), 42, accuracy: 1e-9)
        try solver.suggestValue(250, for: x)
        XCTAssertEqual(solver.value(of: x), 100, accuracy: 1e-9)
        try solver.suggestValue(-5, for: x)
        XCTAssertEqual(solver.value(of: x), 0, accuracy: 1e-9)
        solver.removeEditVariable(x)
        XCTAssertFalse(solver.hasEditVariable(x))
    }

    func testConstantEditsMoveTheSolutionWithoutRebuilding() throws {
        let top = solver.makeVariable(named: "top"), height = solver.makeVariable(named: "height"), bottom = solver.makeVariable(named: "bottom")
        try require(top, .equal, 20)
        let heightConstraint = try require(height, .equal, 100, .strong)
        try solver.add(LinearConstraint(expr([(bottom, 1), (top, -1), (height, -1)]), .equal))
        try require(bottom, .lessThanOrEqual, 300)
        try require(height, .greaterThanOrEqual, 0)
        let symbolsBefore = solver.kinds.count
        try solver.updateConstant(of: heightConstraint, to: -240)
        XCTAssertEqual(solver.value(of: bottom), 260, accuracy: 1e-9)
        // Past the required bound the strong constraint gives way.
        try solver.updateConstant(of: heightConstraint, to: -400)
        XCTAssertEqual(solver.value(of: bottom), 300, accuracy: 1e-9)
        XCTAssertEqual(solver.kinds.count, symbolsBefore, "an optional constant edit adds no symbol (nothing rebuilt)")
        // A required constant edit moves in place too, and a contradiction is thrown and taken back.
        let topConstraint = try XCTUnwrap(solver.constraints.values.first { $0.variables == [top] })
        try solver.updateConstant(of: topConstraint, to: -50)
        XCTAssertEqual(solver.value(of: top), 50, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: bottom), 300, accuracy: 1e-9)
        XCTAssertEqual(solver.kinds.count, symbolsBefore, "a required constant edit adds no symbol either")
        XCTAssertThrowsError(try solver.updateConstant(of: topConstraint, to: -500)) { XCTAssertEqual($0 as? SolverError, .unsatisfiable) }
        XCTAssertEqual(topConstraint.constant, -50, "the refused constant is taken back")
        XCTAssertEqual(solver.value(of: top), 50, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: bottom), 300, accuracy: 1e-9)
        XCTAssertTrue(solver.contains(topConstraint))
    }

    /// A chain of 200 positions (`x[i+1] = x[i] + width[i] + 2`, widths pulled to 10 at a weak priority): moving the
    /// first by a required constant edit moves them all through the dual simplex, without taking anything out.
    func testRequiredConstantEditOnALongChainNeedsNoPivots() throws {
        let xs = (0...200).map { solver.makeVariable(named: "x\($0)") }
        let widths = (0..<200).map { solver.makeVariable(named: "w\($0)") }
        let pin = try require(xs[0], .equal, 0)
        for index in 0..<200 {
            try solver.add(LinearConstraint(expr([(xs[index + 1], 1), (xs[index], -1), (widths[index], -1)], -2), .equal))
            try require(widths[index], .equal, 10, .weak)
        }
        XCTAssertEqual(solver.value(of: xs[200]), 2400, accuracy: 1e-9)
        let pivots = solver.pivotCount, symbols = solver.kinds.count, serials = solver.constraints.values.map { $0.tag!.serial }.sorted()
        try solver.updateConstant(of: pin, to: -100)
        XCTAssertEqual(solver.value(of: xs[200]), 2500, accuracy: 1e-9)
        XCTAssertEqual(solver.pivotCount, pivots, "a shift of every row's constant, no pivot")
        XCTAssertEqual(solver.kinds.count, symbols)
        XCTAssertEqual(solver.constraints.values.map { $0.tag!.serial }.sorted(), serials, "nothing removed and added again")
    }

    /// Rows keep their terms sorted; adding a multiple of another row merges the two and records in the column index
    /// the symbols that enter.
    func testRowMergeKeepsTermsSortedAndReportsChanges() {
        let symbols = (0..<6).map { Symbol(id: Int32($0)) }
        var row = Row(constant: 1)
        for index in [4, 0, 2] { row.add(symbols[index], Double(index + 1)) }
        XCTAssertEqual(row.terms.map(\.symbol.id), [0, 2, 4])
        var other = Row(constant: 2)
        other.add(symbols[1], 1)
        other.add(symbols[2], 1.5)
        other.add(symbols[5], -1)
        let columns = ColumnIndex()
        for _ in symbols { columns.appendSymbol(deferred: false) }
        row.add(other, times: -2, recordingIn: columns, as: symbols[3])
        XCTAssertEqual(row.constant, -3)
        XCTAssertEqual(row.terms.map(\.symbol.id), [0, 1, 4, 5], "3 × s2 - 2 × 1.5 × s2 cancels")
        XCTAssertEqual(row.terms.map(\.coefficient), [1, -2, 5, 2])
        var rows = [Row?](repeating: nil, count: symbols.count)
        rows[3] = row
        XCTAssertEqual(symbols.map { columns.rows(holding: $0, rows) }, [[], [3], [], [], [], [3]], "the entering symbols only")
        XCTAssertEqual(row.coefficient(for: symbols[4]), 5)
        XCTAssertEqual(row.coefficient(for: symbols[3]), 0)
        XCTAssertEqual(row.remove(symbols[1]), -2)
        XCTAssertEqual(row.terms.map(\.symbol.id), [0, 4, 5])
    }

    /// A label's height held by hugging and compression resistance, then pulled to the same height at a low priority
    /// (a stack view's ambiguity suppression): the new row is solved for a symbol that keeps the objective optimal, so
    /// nothing pivots (solving it for its own error put that error's weight in the objective and cost a pivot).
    func testAnOptionalConstraintThatAlreadyHoldsTakesNoPivot() throws {
        let height = solver.makeVariable(named: "height")
        try require(height, .lessThanOrEqual, 20, .weak)
        try require(height, .greaterThanOrEqual, 20, .strong)
        let pivots = solver.pivotCount
        try require(height, .equal, 20, Strength(25))
        XCTAssertEqual(solver.pivotCount, pivots)
        XCTAssertEqual(solver.value(of: height), 20, accuracy: 1e-9)
        try require(height, .equal, 30, Strength(24))
        XCTAssertEqual(solver.value(of: height), 20, accuracy: 1e-9, "the weaker pull loses")
    }

    /// One soft equality weighted differently on each side holds as its two inequalities would (a view's hugging
    /// above its content size, compression resistance below it), takes its constant edits, and leaves no weight
    /// behind when removed.
    func testAnEqualityWeightedPerSideActsAsItsTwoInequalities() throws {
        let width = solver.makeVariable(named: "width")
        let content = LinearConstraint(expr([(width, 1)], -100), equalAt: Strength(250), below: Strength(750))
        try solver.add(content)
        let pull = try require(width, .equal, 40, Strength(500))
        XCTAssertEqual(solver.value(of: width), 100, accuracy: 1e-9, "compression at 750 beats a pull at 500 below")
        solver.remove(pull)
        let stretch = try require(width, .equal, 160, Strength(500))
        XCTAssertEqual(solver.value(of: width), 160, accuracy: 1e-9, "a pull at 500 beats hugging at 250 above")
        try solver.updateConstant(of: content, to: -200)
        XCTAssertEqual(solver.value(of: width), 200, accuracy: 1e-9, "above the pull now: compression holds it at 200")
        solver.remove(stretch)
        solver.remove(content)
        try require(width, .equal, 30, Strength(1))
        XCTAssertEqual(solver.value(of: width), 30, accuracy: 1e-9, "no weight of the removed equality is left")
        XCTAssertTrue(solver.objective.allSatisfy { $0.parts.allSatisfy { $0.level == 1 } }, "only the last constraint's errors are weighted")
    }

    func testRemovingAConstraintRestoresTheWeakerOne() throws {
        let width = solver.makeVariable(named: "width")
        try require(width, .equal, 50, .weak)
        let strong = try require(width, .equal, 80, .strong)
        XCTAssertEqual(solver.value(of: width), 80, accuracy: 1e-9)
        solver.remove(strong)
        XCTAssertEqual(solver.value(of: width), 50, accuracy: 1e-9)
        let required = try require(width, .lessThanOrEqual, 30)
        XCTAssertEqual(solver.value(of: width), 30, accuracy: 1e-9)
        solver.remove(required)
        XCTAssertEqual(solver.value(of: width), 50, accuracy: 1e-9)
    }

    /// A required equality's dummy carries no objective weight of its own (it never enters by the simplex); when the
    /// equality is removed, the weight its dummy has through the weighted error rows holding it moves the optimum:
    /// two soft values it held together each come back.
    func testRemovingARequiredEqualityFreesTheSoftValuesItJoined() throws {
        let a = solver.makeVariable(named: "a"), b = solver.makeVariable(named: "b")
        let joined = LinearConstraint(expr([(a, 1), (b, -1)]), .equal)
        try solver.add(joined)
        try require(a, .equal, 50, .weak)
        try require(b, .equal, 100, .medium)
        XCTAssertEqual(solver.value(of: a), 100, accuracy: 1e-9)
        for index in solver.kinds.indices where solver.kinds[index] == .dummy {
            XCTAssertTrue(solver.objective[index].isZero, "no weight kept on a dummy")
        }
        solver.remove(joined)
        XCTAssertEqual(solver.value(of: a), 50, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: b), 100, accuracy: 1e-9)
        // The weak value keeps its weight through the removal: a weaker pull does not move it.
        try require(a, .equal, 70, Strength(100))
        XCTAssertEqual(solver.value(of: a), 50, accuracy: 1e-9)
    }

    func testAmbiguityIsFoundWhereNothingDeterminesAVariable() throws {
        let x = solver.makeVariable(named: "x"), width = solver.makeVariable(named: "width"), free = solver.makeVariable(named: "free")
        try require(width, .greaterThanOrEqual, 10)
        XCTAssertTrue(solver.isAmbiguous(width), "width ≥ 10 leaves it free above 10")
        XCTAssertTrue(solver.isAmbiguous(free), "a variable no constraint names is free")
        try require(width, .equal, 10, .weak)
        XCTAssertFalse(solver.isAmbiguous(width))
        try solver.add(LinearConstraint(expr([(x, 1), (free, -1)]), .equal))
        XCTAssertTrue(solver.isAmbiguous(x), "x = free, and free is not determined")
    }

    func testBadInputIsRefusedWithAReason() {
        let other = Solver()
        let foreign = other.makeVariable(named: "foreign")
        _ = other.makeVariable(named: "second")
        _ = solver.makeVariable(named: "mine")
        XCTAssertThrowsError(try solver.add(LinearConstraint(expr([(foreign, 1)]), .equal)))
        let x = solver.makeVariable(named: "x")
        XCTAssertThrowsError(try solver.add(LinearConstraint(expr([(x, .nan)]), .equal)))
        let once = LinearConstraint(expr([(x, 1)], -3), .equal)
        XCTAssertNoThrow(try solver.add(once))
        XCTAssertThrowsError(try solver.add(once)) { XCTAssertEqual($0 as? SolverError, .duplicate) }
    }

    /// A long random sequence of adds, removes and edits against rebuilding the same system from scratch each time.
    func testIncrementalChangesMatchASolverBuiltFromScratch() throws {
        var generator = SplitMix(seed: 7)
        let count = 12
        let variables = (0..<count).map { solver.makeVariable(named: "v\($0)") }
        var live: [(LinearConstraint, Int, Int, Double, Strength)] = []
        for variable in variables { try solver.add(LinearConstraint(expr([(variable, 1)]), .equal, strength: Strength(1))) }
        for step in 0..<300 {
            let action = generator.next() % 4
            if action == 0, !live.isEmpty {
                let index = Int(generator.next() % UInt64(live.count))
                solver.remove(live.remove(at: index).0)
            } else if action == 1, !live.isEmpty {
                let index = Int(generator.next() % UInt64(live.count))
                let value = Double(generator.next() % 200)
                try solver.updateConstant(of: live[index].0, to: -value)
                live[index].3 = value
            } else {
                let a = Int(generator.next() % UInt64(count)), b = Int(generator.next() % UInt64(count))
                let value = Double(generator.next() % 200)
                let strength = Strength([250, 500, 750, 999][Int(generator.next() % 4)])
                let constraint = LinearConstraint(expr([(variables[a], 1), (variables[b], -0.5)], -value), .equal, strength: strength)
                try solver.add(constraint)
                live.append((constraint, a, b, value, strength))
            }
            if step % 25 == 0 {
                let fresh = Solver()
                let freshVariables = (0..<count).map { fresh.makeVariable(named: "v\($0)") }
                for variable in freshVariables { try fresh.add(LinearConstraint(expr([(variable, 1)]), .equal, strength: Strength(1))) }
                for (_, a, b, value, strength) in live {
                    try fresh.add(LinearConstraint(expr([(freshVariables[a], 1), (freshVariables[b], -0.5)], -value), .equal, strength: strength))
                }
                func cost(_ s: Solver, _ vs: [Variable]) -> [Double] {
                    [999, 750, 500, 250].map { level in
                        live.filter { $0.4.priority == level }.reduce(0) { $0 + abs(s.value(of: vs[$1.1]) - 0.5 * s.value(of: vs[$1.2]) - $1.3) }
                    }
                }
                let incremental = cost(solver, variables), scratch = cost(fresh, freshVariables)
                for (one, other) in zip(incremental, scratch) { XCTAssertEqual(one, other, accuracy: 1e-6, "step \(step)") }
            }
        }
    }
}

/// A small deterministic random generator for the randomized test.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
