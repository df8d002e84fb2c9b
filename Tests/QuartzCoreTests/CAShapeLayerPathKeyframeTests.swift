import XCTest
@testable import QuartzCore

/// A rectangle path: a move, three lines and a close.
private func rectangle(_ rect: CGRect) -> CGPath {
    CGPath(rect: rect, transform: nil)
}

/// A triangle path: a move, two lines and a close, a structure other than the rectangle's.
private func triangle(_ size: CGFloat) -> CGPath {
    let path = CGMutablePath()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: size, y: 0))
    path.addLine(to: CGPoint(x: 0, y: size))
    path.closeSubpath()
    return path
}

@MainActor
private func keyframes(_ values: [CGPath], on layer: CAShapeLayer) {
    let animation = CAKeyframeAnimation(keyPath: "path")
    animation.values = values
    animation.duration = 1
    layer.add(animation, forKey: "morph")
}

/// Whether the render side draws the layer as its presentation shows it at `time`.
@MainActor
private func assertRenderSideAgrees(_ layer: CAShapeLayer, at time: CFTimeInterval, file: StaticString = #filePath, line: UInt = #line) {
    var shown = layer.treeSnapshot().renderLayer(at: time).visual
    var expected = RenderLayer(id: layer.renderID, values: layer.presentation()!.renderValues, hasSublayers: false).visual
    XCTAssertTrue(RenderVisual.drawsSame(&shown, &expected), "render side at \(time)", file: file, line: line)
}

/// Keyframe animations of `path`, as Quartz runs them: values interpolate when their elements match, whatever the
/// layer's own path; otherwise the value switches at the key times.
final class CAShapeLayerPathKeyframeTests: XCTestCase {
    func testValuesOfAnotherStructureThanTheLayersPathInterpolate() { onMainActor {
        let clock = installManualClock(at: 100)
        let layer = CAShapeLayer()
        layer.path = triangle(10)
        CATransaction.flush()
        keyframes([rectangle(CGRect(x: 0, y: 0, width: 10, height: 10)), rectangle(CGRect(x: 0, y: 0, width: 30, height: 20))], on: layer)
        clock.set(100.5)
        XCTAssertEqual(layer.presentation()?.path?.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 20, height: 15))
        assertRenderSideAgrees(layer, at: 100.5)
    } }

    func testALayerWithoutAPathAnimatesItsKeyframes() { onMainActor {
        let clock = installManualClock(at: 100)
        let layer = CAShapeLayer()
        CATransaction.flush()
        keyframes([rectangle(CGRect(x: 0, y: 0, width: 10, height: 10)), rectangle(CGRect(x: 0, y: 0, width: 30, height: 20))], on: layer)
        clock.set(100.5)
        XCTAssertEqual(layer.presentation()?.path?.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 20, height: 15))
        assertRenderSideAgrees(layer, at: 100.5)
        clock.set(101.5)
        XCTAssertNil(layer.presentation()?.path, "the model again once it ends")
    } }

    func testValuesOfDifferentStructuresSwitchAtTheKeyTimes() { onMainActor {
        let clock = installManualClock(at: 100)
        let layer = CAShapeLayer()
        layer.path = triangle(5)
        CATransaction.flush()
        let square = rectangle(CGRect(x: 0, y: 0, width: 10, height: 10))
        let wide = rectangle(CGRect(x: 0, y: 0, width: 30, height: 10))
        keyframes([triangle(20), square, wide], on: layer)
        clock.set(100.49)
        XCTAssertEqual(layer.presentation()?.path?.elements, triangle(20).elements, "held until the next key time")
        clock.set(100.5)
        XCTAssertEqual(layer.presentation()?.path?.elements, square.elements, "switched at the key time")
        clock.set(100.75)
        XCTAssertEqual(layer.presentation()?.path?.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 20, height: 10), "matching ones interpolate")
        assertRenderSideAgrees(layer, at: 100.75)
    } }

    func testAdditivePathsAddPointByPointWhereTheyMatchAndAreReportedOnce() { onMainActor {
        let clock = installManualClock(at: 100)
        let matching = CAShapeLayer()
        matching.path = rectangle(CGRect(x: 0, y: 0, width: 10, height: 10))
        let other = CAShapeLayer()
        other.path = triangle(10)
        CATransaction.flush()
        for layer in [matching, other] {
            let animation = CAKeyframeAnimation(keyPath: "path")
            animation.values = [rectangle(CGRect(x: 0, y: 0, width: 10, height: 10)), rectangle(CGRect(x: 0, y: 0, width: 20, height: 20))]
            animation.duration = 1
            animation.isAdditive = true
            animation.isCumulative = true
            layer.add(animation, forKey: "grow")
        }
        clock.set(100.5)
        XCTAssertEqual(matching.presentation()?.path?.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 25, height: 25), "added to the layer's path")
        XCTAssertEqual(other.presentation()?.path?.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 15, height: 15), "its own path where none adds")
        assertRenderSideAgrees(other, at: 100.5)
        XCTAssertEqual(CADiagnostics.messages.filter { $0.contains("isAdditive") && $0.contains("'path'") }.count, 1)
    } }
}
