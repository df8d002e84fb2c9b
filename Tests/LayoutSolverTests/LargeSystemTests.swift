import XCTest
@testable import LayoutSolver

/// Large systems shaped like Auto Layout's (nested stack views of labels, added top-down as the engine adds them),
/// and required constraints added in random order against a solver built from scratch.
final class LargeSystemTests: XCTestCase {
    /// A tree of stacks alternating columns and rows, `fanOut` children each, labels (55×20, hugging 250,
    /// compression 750) at the leaves, in a screen `screenHeight` tall that the tree's bottom must stay within.
    final class StackTree {
        let solver = Solver()
        var labelHeights: [Variable] = []
        var top: (x: Variable, y: Variable, width: Variable, height: Variable)!
        var screen: LinearConstraint!
        var constraintCount = 0

        init(depth: Int, fanOut: Int, screenHeight: Double) {
            let root = item()
            for (variable, value) in zip([root.x, root.y, root.width], [0, 0, 1920.0]) { add([(variable, 1)], -value) }
            screen = add([(root.height, 1)], -screenHeight)
            top = item()
            add([(top.y, 1)], 0)
            add([(top.x, 1)], 0)
            add([(top.x, 1), (top.width, 1), (root.width, -1)], 0)
            add([(top.y, 1), (top.height, 1), (root.height, -1)], 0, .lessThanOrEqual)
            build(top, level: 0, depth: depth, fanOut: fanOut)
        }

        func item() -> (x: Variable, y: Variable, width: Variable, height: Variable) {
            (solver.makeVariable(), solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
        }

        @discardableResult
        func add(_ terms: [(Variable, Double)], _ constant: Double, _ relation: LinearRelation = .equal, _ priority: Double = 1000) -> LinearConstraint {
            let constraint = LinearConstraint(LinearExpression(terms, constant: constant), relation, strength: Strength(priority))
            XCTAssertNoThrow(try solver.add(constraint))
            constraintCount += 1
            return constraint
        }

        /// A stack's constraints as UIStackView makes them: even levels are filled columns, odd levels equally
        /// filled rows centering their views.
        func build(_ stack: (x: Variable, y: Variable, width: Variable, height: Variable), level: Int, depth: Int, fanOut: Int) {
            let children = (0..<fanOut).map { _ in
                let child = item()
                if level + 1 == depth {
                    labelHeights.append(child.height)
                    for (variable, size) in [(child.width, 55.0), (child.height, 20)] {
                        add([(variable, 1)], -size, .lessThanOrEqual, 250)
                        add([(variable, 1)], -size, .greaterThanOrEqual, 750)
                    }
                }
                return child
            }
            let column = level % 2 == 0
            for child in children {
                if column {
                    add([(child.x, 1)], 0)
                    add([(child.x, 1), (child.width, 1), (stack.width, -1)], 0)
                } else {
                    add([(child.y, 1), (child.height, 0.5), (stack.height, -0.5)], 0)
                    add([(child.y, 1)], 0, .greaterThanOrEqual)
                }
            }
            if !column { add([(stack.height, 1)], 0, .equal, 49) }
            let position = column ? \(x: Variable, y: Variable, width: Variable, height: Variable).y : \.x
            let length = column ? \(x: Variable, y: Variable, width: Variable, height: Variable).height : \.width
            add([(children[0][keyPath: position], 1)], 0)
            add([(children[fanOut - 1][keyPath: position], 1), (children[fanOut - 1][keyPath: length], 1), (stack[keyPath: length], -1)], 0)
            for (previous, next) in zip(children, children.dropFirst()) {
                add([(next[keyPath: position], 1), (previous[keyPath: position], -1), (previous[keyPath: length], -1)], -2)
            }
            for (index, child) in children.enumerated() {
                if column {
                    add([(child.height, 1)], level + 1 == depth ? -20 : 0, .equal, 25 - Double(index) * 0.001)
                } else if index > 0 {
                    add([(child.width, 1), (children[0].width, -1)], 0)
                }
            }
            if level + 1 < depth {
                for child in children { build(child, level: level + 1, depth: depth, fanOut: fanOut) }
            }
        }

        /// How far the labels are squeezed below their height in all (the compression resistance given up).
        var compression: Double {
            labelHeights.reduce(0) { $0 + max(0, 20 - solver.value(of: $1)) }
        }
    }

    func testATreeThatFitsTakesAboutOnePivotPerView() {
        let tree = StackTree(depth: 3, fanOut: 6, screenHeight: 100_000)
        // Columns of six labels: 6 × 20 + 5 × 2; the top column stacks six rows of such columns.
        XCTAssertEqual(tree.solver.value(of: tree.top.height), 6 * 130 + 5 * 2, accuracy: 1e-6)
        XCTAssertEqual(tree.compression, 0, accuracy: 1e-6)
        XCTAssertLessThanOrEqual(tree.solver.pivotCount, tree.labelHeights.count + 50, "the pivots grow with the views (phase one took 481)")
    }

    /// A required equality whose row holds no free variable and no symbol of its own (a stack's equal widths) is
    /// solved, on a tie of the dual ratio test, for the symbol in the fewest rows: solving for the lowest, the
    /// oldest, substituted it into the rows of every view below it, so a deeper tree cost more per view (here
    /// 36,469 rows; in `bench layout`'s tree of 11,112 views, a third of all the work).
    func testARequiredEqualityIsSolvedForTheSymbolInFewestRows() {
        let tree = StackTree(depth: 4, fanOut: 6, screenHeight: 100_000)
        XCTAssertEqual(tree.compression, 0, accuracy: 1e-6)
        XCTAssertLessThanOrEqual(tree.solver.substitutedRowCount, 35_000, "34,309 rows substituted into")
    }

    /// A row with no free variable is solved, on a tie of the dual ratio test, for the constraint's own slack or
    /// error, which no other row holds: a label's compression resistance then costs no substitution and no pivot
    /// (solving for the lowest symbol took its hugging's slack and a pivot per label: 216 here).
    func testALabelsCompressionResistanceTakesItsOwnSlack() throws {
        let tree = StackTree(depth: 3, fanOut: 6, screenHeight: 100_000)
        XCTAssertEqual(tree.solver.value(of: tree.top.height), 6 * 130 + 5 * 2, accuracy: 1e-6)
        XCTAssertEqual(tree.compression, 0, accuracy: 1e-6)
        XCTAssertLessThanOrEqual(tree.solver.pivotCount, tree.labelHeights.count / 4, "not a pivot per label")
        let short = StackTree(depth: 3, fanOut: 6, screenHeight: 700)
        XCTAssertEqual(short.compression, 6 * Double(6 * 130 + 5 * 2 - 700), accuracy: 1e-6, "each pixel of a row costs one in each column")
        XCTAssertLessThanOrEqual(short.solver.pivotCount, 300, "422 when the lowest symbol won the ties")
    }

    /// The tree overflows a short screen: the required bottom holds and the labels give up the least compression
    /// (each pixel of a row costs a pixel in each of its six columns), whether the screen was short from the start
    /// (required rows added by the dual simplex) or shrank afterwards by a constant edit.
    func testAnOverflowingTreeGivesUpTheSameCompressionAddedOrEdited() throws {
        let short = StackTree(depth: 3, fanOut: 6, screenHeight: 400)
        XCTAssertEqual(short.solver.value(of: short.top.height), 400, accuracy: 1e-6)
        XCTAssertEqual(short.compression, 6 * 390, accuracy: 1e-6)
        XCTAssertLessThanOrEqual(short.solver.pivotCount, short.constraintCount / 3, "not a walk among the labels (phase one took 3,411)")

        let shrunk = StackTree(depth: 3, fanOut: 6, screenHeight: 100_000)
        try shrunk.solver.updateConstant(of: shrunk.screen, to: -400)
        XCTAssertEqual(shrunk.solver.value(of: shrunk.top.height), 400, accuracy: 1e-6)
        XCTAssertEqual(shrunk.compression, 6 * 390, accuracy: 1e-6)
        try shrunk.solver.updateConstant(of: shrunk.screen, to: -100_000)
        XCTAssertEqual(shrunk.compression, 0, accuracy: 1e-6)
        XCTAssertEqual(shrunk.solver.value(of: shrunk.top.height), 790, accuracy: 1e-6)
    }

    /// The pivots that squeeze an overflowing tree leave the rows of the views' variables (which no pivot reads)
    /// until the loop ends, and then bring each up to date once: every row is again in terms of non-basic symbols
    /// only, and the solution, later edits and removals are those of the same tree shrunk by an edit.
    func testPivotLoopsBringTheVariablesRowsUpToDateOnceAtTheirEnd() throws {
        let short = StackTree(depth: 3, fanOut: 6, screenHeight: 400)
        let solver = short.solver
        XCTAssertGreaterThan(solver.deferredSubstitutionCount, 0, "the squeeze's pivots passed views' rows by")
        func assertSolvedForm(_ message: String) {
            for (index, row) in solver.rows.enumerated() {
                guard let row else { continue }
                for term in row.terms {
                    XCTAssertNil(solver.rows[Int(term.symbol.id)], "\(message): row \(index) holds the basic symbol \(term.symbol.id)")
                }
            }
            XCTAssertTrue(solver.staleRows.isEmpty, message)
        }
        assertSolvedForm("built")
        XCTAssertEqual(solver.value(of: short.top.height), 400, accuracy: 1e-6)
        XCTAssertEqual(short.compression, 6 * 390, accuracy: 1e-6)

        try solver.updateConstant(of: short.screen, to: -500)
        assertSolvedForm("edited")
        XCTAssertEqual(solver.value(of: short.top.height), 500, accuracy: 1e-6)
        XCTAssertEqual(short.compression, 6 * 290, accuracy: 1e-6)

        solver.remove(short.screen)
        short.add([(short.top.height, 1)], -300, .lessThanOrEqual)
        assertSolvedForm("removed and limited")
        XCTAssertEqual(solver.value(of: short.top.height), 300, accuracy: 1e-6)
        XCTAssertEqual(short.compression, 6 * 490, accuracy: 1e-6)
    }

    /// Built from scratch, the tree's rows hold the dummies of its required equalities but the column index keeps no
    /// list for them (most of the rows' terms); the first edit of a required equality's constant records them from
    /// the rows, and the edit moves every row holding its dummy, as a solver that indexed them all along moves them.
    func testDummiesAreIndexedOnlyWhenARequiredEqualityIsEdited() throws {
        let tree = StackTree(depth: 3, fanOut: 4, screenHeight: 100_000)
        let solver = tree.solver
        let dummies = solver.kinds.indices.filter { solver.kinds[$0] == .dummy && solver.rows[$0] == nil }
        let held = dummies.filter { id in solver.rows.contains { $0?.coefficient(for: Symbol(id: Int32(id))) ?? 0 != 0 } }
        XCTAssertGreaterThan(held.count, 50)
        for id in held { XCTAssertEqual(solver.columns.rows(holding: Symbol(id: Int32(id)), solver.rows), [], "no list while building") }
        let width = tree.solver.value(of: tree.top.width)
        let pin = try XCTUnwrap(solver.members.first { $0.strength.isRequired && $0.relation == .equal && $0.expression.terms.count == 1 && $0.constant == -1920 })
        try solver.updateConstant(of: pin, to: -1000)
        XCTAssertEqual(solver.value(of: tree.top.width), width - 920, accuracy: 1e-6, "the screen's width moved the top's")
        for id in held {
            let holders = solver.rows.indices.filter { solver.rows[$0]?.coefficient(for: Symbol(id: Int32(id))) ?? 0 != 0 }.map { Int32($0) }
            XCTAssertEqual(solver.columns.rows(holding: Symbol(id: Int32(id)), solver.rows).sorted(), holders, "recorded from the rows")
        }
    }

    /// Required equalities and inequalities in random order, many contradicting earlier ones: each is refused exactly
    /// when a solver built from scratch with the accepted ones refuses it, a refusal leaves the solution as it was,
    /// and the optional constraints' violations match the scratch solver's level by level.
    func testRequiredConstraintsAreRefusedExactlyWhenTheyContradict() throws {
        var generator = SplitMix(seed: 11)
        let count = 8
        let solver = Solver()
        let variables = (0..<count).map { solver.makeVariable(named: "v\($0)") }
        typealias Spec = (a: Int, b: Int, relation: LinearRelation, value: Double, priority: Double)
        var accepted: [Spec] = []
        func make(_ spec: Spec, _ vs: [Variable]) -> LinearConstraint {
            let terms: [(Variable, Double)] = spec.a == spec.b ? [(vs[spec.a], 1)] : [(vs[spec.a], 1), (vs[spec.b], -1)]
            return LinearConstraint(LinearExpression(terms, constant: -spec.value), spec.relation, strength: Strength(spec.priority))
        }
        func scratch(_ specs: [Spec]) -> (Solver, [Variable], refused: Bool) {
            let fresh = Solver()
            let vs = (0..<count).map { fresh.makeVariable(named: "v\($0)") }
            var refused = false
            for spec in specs {
                do { try fresh.add(make(spec, vs)) } catch { refused = true }
            }
            return (fresh, vs, refused)
        }
        var refusals = 0
        for step in 0..<160 {
            let relation = [LinearRelation.equal, .lessThanOrEqual, .greaterThanOrEqual][Int(generator.next() % 3)]
            let spec: Spec = (Int(generator.next() % UInt64(count)), Int(generator.next() % UInt64(count)), relation,
                              Double(generator.next() % 100) - 50, generator.next() % 3 == 0 ? 500 : 1000)
            let before = variables.map { solver.value(of: $0) }
            let refusedIncrementally: Bool
            do {
                try solver.add(make(spec, variables))
                refusedIncrementally = false
                accepted.append(spec)
            } catch {
                XCTAssertEqual(error, .unsatisfiable)
                refusedIncrementally = true
                refusals += 1
                for (variable, value) in zip(variables, before) { XCTAssertEqual(solver.value(of: variable), value, accuracy: 1e-6, "step \(step)") }
            }
            XCTAssertEqual(refusedIncrementally, scratch(accepted + (refusedIncrementally ? [spec] : [])).refused, "step \(step)")
            let (fresh, freshVariables, _) = scratch(accepted)
            for (index, spec) in accepted.enumerated() where spec.priority == 1000 {
                let value = solver.value(of: variables[spec.a]) - (spec.a == spec.b ? 0 : solver.value(of: variables[spec.b])) - spec.value
                switch spec.relation {
                case .equal: XCTAssertEqual(value, 0, accuracy: 1e-6, "required #\(index) at step \(step)")
                case .lessThanOrEqual: XCTAssertLessThanOrEqual(value, 1e-6)
                case .greaterThanOrEqual: XCTAssertGreaterThanOrEqual(value, -1e-6)
                }
            }
            func violation(_ s: Solver, _ vs: [Variable]) -> Double {
                accepted.filter { $0.priority == 500 }.reduce(0) { sum, spec in
                    let value = s.value(of: vs[spec.a]) - (spec.a == spec.b ? 0 : s.value(of: vs[spec.b])) - spec.value
                    switch spec.relation {
                    case .equal: return sum + abs(value)
                    case .lessThanOrEqual: return sum + max(0, value)
                    case .greaterThanOrEqual: return sum + max(0, -value)
                    }
                }
            }
            XCTAssertEqual(violation(solver, variables), violation(fresh, freshVariables), accuracy: 1e-6, "step \(step)")
        }
        XCTAssertGreaterThan(refusals, 20, "the sequence exercises refusals")
        XCTAssertGreaterThan(accepted.count, 20)
    }
}
