import Foundation
import XCTest
@testable import QuartzCore

/// A layer's sublayers compiled at commit (`SublayerPlan`): leaves moved by placement animations alone evaluated in
/// one pass over flat arrays, each exactly as its own snapshot draws it (its own timing included: outside its active
/// interval it is hidden), still sublayers taken as they are, the others left to the general rule, all in order.
final class SublayerPlanTests: XCTestCase {
    /// Sublayers of every kind, in this order: still; a placement leaf; a placement leaf with timing of its own
    /// (beginning later, at double speed); a layer a transform animation turns (general rule); a placement layer with
    /// a sublayer (general rule); a still one again.
    @MainActor
    private static func scene() -> (root: CALayer, layers: [CALayer]) {
        let root = CALayer()
        let layers = (0..<6).map { _ in CALayer() }
        withoutActions {
            root.bounds = CGRect(x: 0, y: 0, width: 400, height: 300)
            for (index, layer) in layers.enumerated() {
                layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
                layer.position = CGPoint(x: 30 + 40 * Double(index), y: 50)
                layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)
                root.addSublayer(layer)
            }
            layers[2].beginTime = 100.4
            layers[2].speed = 2
            layers[4].addSublayer(CALayer())
            for layer in layers[1...4] {
                for (key, from, to) in [("position.x", 12.25, 377.5), ("position.y", 280.0, 3.75)] {
                    let bounce = CABasicAnimation(keyPath: key)
                    bounce.fromValue = from
                    bounce.toValue = to
                    bounce.duration = 0.45
                    bounce.autoreverses = true
                    bounce.repeatCount = .infinity
                    bounce.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                    layer.add(bounce, forKey: key)
                }
            }
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0.25
            fade.duration = 0.8
            layers[2].add(fade, forKey: "fade")
            let turn = CABasicAnimation(keyPath: "transform.rotation.z")
            turn.toValue = 1
            turn.duration = 1
            layers[3].add(turn, forKey: "turn")
        }
        return (root, layers)
    }

    func testThePlanSortsTheSublayers() throws { try onMainActor {
        _ = installManualClock(at: 100)
        let tree = Self.scene().root.treeSnapshot()
        let plan = try XCTUnwrap(tree.root.sublayerPlan)
        XCTAssertEqual(plan.leaves.map(\.index), [1, 2], "the leaves moved by placement animations alone")
        XCTAssertEqual(plan.leaves.map(\.tracksEnd), [2, 5], "each leaf's compiled animations, one flat array")
        XCTAssertEqual(plan.tracks.count, 5)
        XCTAssertEqual(plan.general, [3, 4], "a transform animation and a layer with a sublayer take the general rule")
        XCTAssertNil(tree.root.sublayers[0].sublayerPlan, "a layer without sublayers has no plan")
    } }

    func testPlannedLeavesAreDrawnAsTheirOwnSnapshotsDrawThem() throws { try onMainActor {
        let clock = installManualClock(at: 100)
        let (root, layers) = Self.scene()
        let tree = root.treeSnapshot()
        for time in [100.0, 100.2, 100.4, 100.45, 100.77, 101.3, 102.01] {
            clock.set(time)
            let drawn = tree.renderLayer(at: time).sublayers
            XCTAssertEqual(drawn.map(\.id), layers.map(\.renderID), "at \(time)")
            for index in drawn.indices {
                let alone = tree.root.sublayers[index].renderLayer(parentTime: time, clock: SnapshotTime(global: time, chain: []))
                XCTAssertEqual(drawn[index].position, alone.position, "\(index) at \(time)")
                XCTAssertEqual(drawn[index].opacity, alone.opacity, "\(index) at \(time)")
                XCTAssertEqual(drawn[index].isHidden, alone.isHidden, "\(index) at \(time)")
                XCTAssertEqual(drawn[index].transform, alone.transform, "\(index) at \(time)")
                XCTAssertEqual(drawn[index].sublayers.count, alone.sublayers.count, "\(index) at \(time)")
            }
            XCTAssertEqual(drawn[2].isHidden, time < 100.4, "a leaf is hidden before its own begin time, at \(time)")
            for index in [1, 3, 4] {
                let presented = try XCTUnwrap(layers[index].presentation())
                XCTAssertEqual(drawn[index].position, presented.position, "\(index) at \(time)")
            }
            if time >= 100.4 {
                let presented = try XCTUnwrap(layers[2].presentation())
                XCTAssertEqual(drawn[2].position, presented.position, "at \(time)")
                XCTAssertEqual(drawn[2].opacity, presented.opacity, "at \(time)")
            }
            XCTAssertEqual(drawn[0].position, CGPoint(x: 30, y: 50))
            XCTAssertEqual(drawn[5].position, CGPoint(x: 230, y: 50))
        }
    } }

    /// Outside the superlayer's active interval the plan is not used: every sublayer shows hidden, as before.
    func testSublayersOfAnInactiveLayerAreHidden() { onMainActor {
        let clock = installManualClock(at: 100)
        let (root, _) = Self.scene()
        let host = CALayer()
        withoutActions {
            host.beginTime = 150
            host.addSublayer(root)
        }
        let tree = host.treeSnapshot()
        clock.set(100.5)
        let drawn = tree.renderLayer(at: 100.5)
        XCTAssertTrue(drawn.isHidden)
        XCTAssertTrue(drawn.sublayers[0].isHidden)
        XCTAssertTrue(drawn.sublayers[0].sublayers.allSatisfy(\.isHidden))
    } }
}
