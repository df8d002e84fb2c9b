import Foundation
import XCTest
@testable import QuartzCore

/// The render side's own evaluation: a tree committed once as `Sendable` values, evaluated on another thread at
/// later media times, shows what the main thread's presentation layers show at those times.
final class LayerSnapshotTests: XCTestCase {
    /// A tree with one layer per kind of animation, all added at media time 100.
    @MainActor
    private static func makeAnimatedTree() -> (root: CALayer, layers: [CALayer]) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 300)
        var layers: [CALayer] = []
        func add(_ layer: CALayer = CALayer()) -> CALayer {
            layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
            layer.position = CGPoint(x: 50, y: 50)
            layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            root.addSublayer(layer)
            layers.append(layer)
            return layer
        }
        withoutActions {
            let basic = CABasicAnimation(keyPath: "position")
            basic.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
            basic.toValue = CGPoint(x: 100, y: 50)
            basic.duration = 1
            basic.timingFunction = CAMediaTimingFunction(name: .easeIn)
            add().add(basic, forKey: "move")

            let keyframes = CAKeyframeAnimation(keyPath: "position")
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 10, y: 10))
            path.addCurve(to: CGPoint(x: 200, y: 100), control1: CGPoint(x: 60, y: 200), control2: CGPoint(x: 150, y: -50))
            path.addLine(to: CGPoint(x: 300, y: 20))
            keyframes.path = path
            keyframes.calculationMode = .paced
            keyframes.rotationMode = .rotateAuto
            keyframes.duration = 2
            add().add(keyframes, forKey: "follow")

            let spring = CASpringAnimation(keyPath: "transform.scale")
            spring.fromValue = 0.5
            spring.toValue = 1
            spring.damping = 5
            spring.duration = spring.settlingDuration
            add().add(spring, forKey: "spring")

            let fade = CAKeyframeAnimation(keyPath: "opacity")
            fade.values = [1, 0.2, 0.8]
            fade.keyTimes = [0, 0.3, 1]
            let tint = CABasicAnimation(keyPath: "backgroundColor")
            tint.toValue = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
            let group = CAAnimationGroup()
            group.animations = [fade, tint]
            group.beginTime = 100.2
            group.duration = 0.6
            group.repeatCount = 1.5
            group.autoreverses = true
            group.fillMode = .both
            group.isRemovedOnCompletion = false
            add().add(group, forKey: "group")

            let paused = add()
            let corner = CABasicAnimation(keyPath: "cornerRadius")
            corner.fromValue = 0
            corner.toValue = 20
            corner.duration = 1
            paused.add(corner, forKey: "corner")
            paused.speed = 0
            paused.timeOffset = paused.convertTime(100.3, from: nil)

            let turn = CABasicAnimation(keyPath: "transform")
            turn.valueFunction = CAValueFunction(name: .rotateZ)
            turn.fromValue = 0
            turn.toValue = 2 * CGFloat.pi
            turn.duration = 2
            let step = CABasicAnimation(keyPath: "position.x")
            step.byValue = 10
            step.isCumulative = true
            step.repeatCount = 3
            step.duration = 0.5
            let turning = add()
            turning.add(turn, forKey: "turn")
            turning.add(step, forKey: "step")

            let hiding = add()
            let hide = CABasicAnimation(keyPath: "hidden")
            hide.fromValue = false
            hide.toValue = true
            hide.duration = 1
            hiding.isHidden = true
            hiding.add(hide, forKey: "hidden")

            let shape = CAShapeLayer()
            let outline = CGMutablePath()
            outline.addRect(CGRect(x: 0, y: 0, width: 30, height: 20))
            shape.path = outline
            shape.strokeColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
            let stroke = CABasicAnimation(keyPath: "strokeEnd")
            stroke.fromValue = 0
            stroke.duration = 1.5
            add(shape).add(stroke, forKey: "stroke")

            let gradient = CAGradientLayer()
            gradient.colors = [CGColor(red: 1, green: 1, blue: 1, alpha: 1), CGColor(red: 0, green: 0, blue: 0, alpha: 1)]
            let colors = CABasicAnimation(keyPath: "colors")
            colors.toValue = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
            colors.duration = 1
            add(gradient).add(colors, forKey: "colors")
        }
        return (root, layers)
    }

    func testTheRenderSideEvaluatesACommittedTreeOnAnotherThreadAsThePresentationShowsIt() { onMainActor {
        let clock = installManualClock(at: 100)
        let (root, layers) = Self.makeAnimatedTree()
        let snapshot = root.treeSnapshot()
        for time in [100, 100.1, 100.25, 100.5, 100.9, 101.3, 101.7, 102.5] {
            clock.set(time)
            // Evaluated off the main thread, from the values committed at 100 alone.
            let rendered = DispatchQueue.global().sync { snapshot.renderLayer(at: time) }
            XCTAssertEqual(rendered.sublayers.count, layers.count)
            for (index, (layer, shown)) in zip(layers, rendered.sublayers).enumerated() {
                let expected = RenderLayer(id: layer.renderID, values: layer.presentation()!.renderValues, hasSublayers: false)
                let where_ = "layer \(index) at \(time)"
                assertClose(shown.position, expected.position, accuracy: 1e-9)
                assertClose(shown.transform, expected.transform, accuracy: 1e-9)
                XCTAssertEqual(shown.opacity, expected.opacity, accuracy: 1e-6, where_)
                XCTAssertEqual(shown.isHidden, expected.isHidden, where_)
                XCTAssertEqual(shown.visual, expected.visual, where_)
            }
        }
        // The committed values really changed with time (the comparison is not of constants).
        let early = snapshot.renderLayer(at: 100.25), late = snapshot.renderLayer(at: 100.9)
        XCTAssertNotEqual(early.sublayers[0].position, late.sublayers[0].position)
        XCTAssertNotEqual(early.sublayers[7].visual, late.sublayers[7].visual, "strokeEnd animates")
        XCTAssertNotEqual(early.sublayers[8].visual, late.sublayers[8].visual, "gradient colors animate")
    } }

    func testASnapshotKeepsWhatWasCommittedWhateverTheModelDoesLater() { onMainActor {
        let clock = installManualClock(at: 100)
        let (root, layers) = Self.makeAnimatedTree()
        let snapshot = root.treeSnapshot()
        let before = snapshot.renderLayer(at: 100.5)
        withoutActions {
            layers[0].removeAllAnimations()
            layers[0].position = CGPoint(x: 999, y: 999)
            layers[4].speed = 1
            layers[1].removeFromSuperlayer()
            root.opacity = 0.1
        }
        clock.set(100.5)
        let after = snapshot.renderLayer(at: 100.5)
        XCTAssertEqual(after.sublayers.count, before.sublayers.count)
        XCTAssertEqual(after.sublayers[0].position, before.sublayers[0].position)
        XCTAssertEqual(after.opacity, 1)
        XCTAssertNotEqual(root.renderSnapshot().sublayers[0].position, before.sublayers[0].position, "a new commit shows the change")
    } }

    func testAReplicatorsInstancesRunBehindOnTheRenderSide() { onMainActor {
        let clock = installManualClock(at: 100)
        let replicator = CAReplicatorLayer()
        let dot = CALayer()
        withoutActions {
            replicator.instanceCount = 3
            replicator.instanceDelay = 0.2
            replicator.instanceTransform = CATransform3DMakeTranslation(0, 20, 0)
            dot.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            replicator.addSublayer(dot)
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = 0
            slide.toValue = 100
            slide.duration = 1
            slide.fillMode = .backwards
            dot.add(slide, forKey: "slide")
        }
        let snapshot = replicator.treeSnapshot()
        clock.set(100.5)
        let shown = DispatchQueue.global().sync { snapshot.renderLayer(at: 100.5) }
        XCTAssertEqual(shown.sublayers.count, 3)
        for (instance, x) in zip(shown.sublayers, [50, 30, 10] as [CGFloat]) {
            assertClose(instance.position.x, x, accuracy: 1e-9)
        }
    } }

    func testLayersThatDoNotAnimateAreDrawnOnceAtTheCommitAndTimedOnesFollowTheirTime() { onMainActor {
        let clock = installManualClock(at: 100)
        let root = CALayer(), group = CALayer(), leaf = CALayer(), late = CALayer(), moving = CALayer()
        withoutActions {
            for (index, layer) in [group, leaf, late, moving].enumerated() {
                layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
                layer.position = CGPoint(x: 30 * index, y: 10)
                layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            }
            root.addSublayer(group)
            group.addSublayer(leaf)
            root.addSublayer(late)
            root.addSublayer(moving)
            // Starts showing at 101: its subtree is not still, though nothing in it animates.
            late.beginTime = 101
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = 0
            slide.toValue = 100
            slide.duration = 2
            moving.add(slide, forKey: "slide")
        }
        let snapshot = root.treeSnapshot()
        XCTAssertNotNil(snapshot.root.sublayers[0].stillTree, "a subtree where nothing animates is drawn at the commit")
        XCTAssertNil(snapshot.root.sublayers[1].stillTree, "a layer with a time of its own is evaluated each frame")
        XCTAssertNil(snapshot.root.sublayers[2].stillTree)
        for time in [100.5, 101.5] {
            clock.set(time)
            let shown = snapshot.renderLayer(at: time)
            XCTAssertEqual(shown.sublayers.map(\.isHidden), [false, time < 101, false], "at \(time)")
            XCTAssertEqual(shown.sublayers[0].sublayers.first?.position, leaf.position)
            assertClose(shown.sublayers[2].position.x, moving.presentation()!.position.x)
        }
    } }
}
