import Foundation
import XCTest
@testable import QuartzCore

/// Where the render side's evaluation of a committed snapshot could part from the presentation layer: setters'
/// clamping, the main thread's one-line reports, content drawn from animated custom properties.
final class LayerSnapshotFidelityTests: XCTestCase {
    /// An animation past 1 (a spring's overshoot, an explicit `toValue: 2`): opacity and shadowOpacity stay in 0…1
    /// on the render side as the setters keep them on presentation layers.
    func testOpacitiesBeyondOneShowAsThePresentationClampsThem() { onMainActor {
        let clock = installManualClock(at: 100)
        let root = CALayer(), layer = CALayer()
        withoutActions {
            root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
            layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            layer.shadowColor = CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
            root.addSublayer(layer)
            for key in ["shadowOpacity", "opacity"] {
                let grow = CABasicAnimation(keyPath: key)
                grow.fromValue = 2
                grow.toValue = 2
                grow.duration = 1
                layer.add(grow, forKey: key)
            }
            let hide = CABasicAnimation(keyPath: "hidden")
            hide.fromValue = false
            hide.toValue = true
            hide.duration = 1
            layer.add(hide, forKey: "hidden")
        }
        clock.set(100.5)
        let shown = root.treeSnapshot().renderLayer(at: 100.5).sublayers[0]
        let expected = RenderLayer(id: layer.renderID, values: layer.presentation()!.renderValues, hasSublayers: false)
        XCTAssertEqual(shown.opacity, expected.opacity, accuracy: 1e-6, "opacity × hidden fade")
        XCTAssertEqual(shown.shadow?.color, expected.shadow?.color, "shadow colour")
    } }

    /// Paced modes ignore keyTimes (Apple, and the evaluation here): decreasing ones are no error there.
    func testPacedKeyframesDoNotReportTheKeyTimesTheyIgnore() { onMainActor {
        _ = installManualClock(at: 100)
        let layer = CALayer()
        withoutActions {
            let paced = CAKeyframeAnimation(keyPath: "position.y")
            paced.values = [0, 10, 30]
            paced.keyTimes = [0, 0.8, 0.2]
            paced.calculationMode = .paced
            paced.duration = 1
            layer.add(paced, forKey: "paced")
        }
        _ = layer.treeSnapshot()
        XCTAssertFalse(CADiagnostics.messages.contains { $0.contains("keyTimes of 'position.y' decrease") }, "\(CADiagnostics.messages)")
    } }

    /// A typo in a key path and a non-finite animated value are reported (one line each) when frames are drawn from
    /// the snapshot, as when they were drawn from presentation copies.
    func testTheRenderSideStillReportsBadAnimations() { onMainActor {
        let clock = installManualClock(at: 100)
        let layer = CALayer()
        withoutActions {
            let typo = CABasicAnimation(keyPath: "opacityy")
            typo.fromValue = 0
            typo.toValue = 1
            typo.duration = 1
            layer.add(typo, forKey: "typo")
            let bad = CABasicAnimation(keyPath: "zPosition")
            bad.fromValue = 0
            bad.byValue = CGFloat.greatestFiniteMagnitude
            bad.toValue = CGFloat.greatestFiniteMagnitude
            bad.isAdditive = true
            bad.duration = 1
            layer.zPosition = CGFloat.greatestFiniteMagnitude
            layer.add(bad, forKey: "bad")
        }
        clock.set(100.5)
        _ = layer.renderSnapshot()
        // The render side hands its report to the main queue.
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
        XCTAssertTrue(CADiagnostics.messages.contains { $0.contains("opacityy") }, "\(CADiagnostics.messages)")
        XCTAssertTrue(CADiagnostics.messages.contains { $0.contains("'zPosition' produced a non-finite value") }, "\(CADiagnostics.messages)")
    } }
}

/// A layer whose `level` redraws it (needs display), recording each level drawn.
@MainActor
private final class LevelLayer: CALayer {
    static var drawn: [CGFloat] = []
    var level: CGFloat = 0 {
        didSet { didChangeValue(forKey: "level", oldValue: oldValue) }
    }

    override init() { super.init() }

    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? LevelLayer { level = other.level }
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    override class func animatableProperties() -> [CALayerAnimatableProperty] {
        super.animatableProperties() + [CALayerAnimatableProperty.property("level", \LevelLayer.level)]
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "level" || super.needsDisplay(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        LevelLayer.drawn.append(level)
    }
}

/// Content drawn from animated custom properties, which the main thread draws at the commit.
final class LayerSnapshotCustomContentTests: XCTestCase {
    @MainActor
    private static func levelAnimation() -> CABasicAnimation {
        let rise = CABasicAnimation(keyPath: "level")
        rise.fromValue = 0
        rise.toValue = 1
        rise.duration = 1
        return rise
    }

    /// A mask has no superlayer, yet its custom content is drawn in the masked layer's time (here twice as fast).
    func testAMasksCustomContentIsDrawnInTheMaskedLayersTime() { onMainActor {
        let clock = installManualClock(at: 100)
        let masked = CALayer(), mask = LevelLayer()
        withoutActions {
            masked.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
            mask.bounds = masked.bounds
            masked.speed = 2
            masked.mask = mask
            let rise = Self.levelAnimation()
            rise.beginTime = masked.convertTime(100, from: nil)
            mask.add(rise, forKey: "rise")
        }
        clock.set(100.25)
        LevelLayer.drawn = []
        _ = masked.renderSnapshot()
        XCTAssertEqual(LevelLayer.drawn.last ?? -1, 0.5, accuracy: 1e-6, "at 0.25 s the masked layer's time ran 0.5 s")
    } }
}
