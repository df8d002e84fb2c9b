import XCTest
@testable import QuartzCore

/// Straight lines from the origin through `points`.
private func polyline(_ points: CGPoint...) -> CGPath {
    let path = CGMutablePath()
    path.move(to: .zero)
    points.forEach { path.addLine(to: $0) }
    return path
}

/// An L-shaped path: 100 right, then 100 down.
private func lPath() -> CGPath {
    polyline(CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100))
}

/// Runs `animation` on `position` of a fresh layer for 1 s and samples the presentation at each time.
@MainActor
private func samples(_ animation: CAKeyframeAnimation, at times: [Double]) -> [CALayer] {
    let clock = installManualClock()
    let layer = CALayer()
    animation.duration = 1
    layer.add(animation, forKey: "move")
    return times.map { time in
        clock.set(100 + time)
        return layer.presentation()!
    }
}

final class CAKeyframePathTests: XCTestCase {
    func testPathSampledAtKeyTimesWithRotationAuto() { onMainActor {
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = lPath()
        animation.keyTimes = [0, 0.25, 1]
        animation.rotationMode = .rotateAuto
        let layers = samples(animation, at: [0, 0.125, 0.25, 0.625])
        assertClose(layers[0].position, CGPoint(x: 0, y: 0))
        assertClose(layers[1].position, CGPoint(x: 50, y: 0))
        assertClose(layers[2].position, CGPoint(x: 100, y: 0))
        assertClose(layers[3].position, CGPoint(x: 100, y: 50))
        assertClose(layers[1].transform, CATransform3DIdentity, accuracy: 1e-12)
        assertClose(layers[3].transform, CATransform3DMakeRotation(.pi / 2, 0, 0, 1), accuracy: 1e-12)
    } }

    func testRotateAutoReverseFacesBackwards() { onMainActor {
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = lPath()
        animation.rotationMode = .rotateAutoReverse
        let layer = samples(animation, at: [0.25])[0]
        assertClose(layer.transform, CATransform3DMakeRotation(.pi, 0, 0, 1), accuracy: 1e-12)
    } }

    func testPacedMovesAtConstantSpeed() { onMainActor {
        let path = polyline(CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 90))
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.calculationMode = .paced
        let layers = samples(animation, at: [0.25, 0.5])
        assertClose(layers[0].position, CGPoint(x: 30, y: 0), accuracy: 1e-6)
        assertClose(layers[1].position, CGPoint(x: 30, y: 30), accuracy: 1e-6)
    } }

    func testCurvesFollowTheirParametricForm() { onMainActor {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.rotationMode = .rotateAuto
        let layer = samples(animation, at: [0.5])[0]
        assertClose(layer.position, CGPoint(x: 50, y: 50))
        assertClose(layer.transform, CATransform3DIdentity, accuracy: 1e-12)
    } }

    func testCubicPathIsTheSplineThroughItsVertices() { onMainActor {
        let alongPath = CAKeyframeAnimation(keyPath: "position")
        alongPath.path = lPath()
        alongPath.calculationMode = .cubic
        alongPath.rotationMode = .rotateAuto
        let throughValues = CAKeyframeAnimation(keyPath: "position")
        throughValues.values = [CGPoint.zero, CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)]
        throughValues.calculationMode = .cubic
        let times = [0.25, 0.5, 0.75, 1]
        let pathLayers = samples(alongPath, at: times)
        let valueLayers = samples(throughValues, at: times)
        for (a, b) in zip(pathLayers, valueLayers) {
            assertClose(a.position, b.position, accuracy: 1e-12)
        }
        assertClose(pathLayers[0].position, CGPoint(x: 50, y: -6.25), accuracy: 1e-12)
        assertClose(pathLayers[1].position, CGPoint(x: 100, y: 0), accuracy: 1e-12)
        assertClose(pathLayers[0].transform, CATransform3DMakeRotation(atan2(-12.5, 125), 0, 0, 1), accuracy: 1e-6)
    } }

    func testCubicPacedMovesAtConstantSpeedAlongTheSpline() { onMainActor {
        let path = polyline(CGPoint(x: 100, y: 0), CGPoint(x: 300, y: 0))
        let paced = CAKeyframeAnimation(keyPath: "position")
        paced.path = path
        paced.calculationMode = .cubicPaced
        let layers = samples(paced, at: [0.25, 0.5, 0.75])
        for (layer, x) in zip(layers, [75.0, 150, 225] as [CGFloat]) {
            assertClose(layer.position, CGPoint(x: x, y: 0), accuracy: 0.05)
        }
        let cubic = CAKeyframeAnimation(keyPath: "position")
        cubic.path = path
        cubic.calculationMode = .cubic
        assertClose(samples(cubic, at: [0.25])[0].position, CGPoint(x: 37.5, y: 0), accuracy: 1e-12)
        let values = CAKeyframeAnimation(keyPath: "position.x")
        values.values = [0, 100, 300]
        values.calculationMode = .cubicPaced
        assertClose(samples(values, at: [0.25])[0].position.x, 75, accuracy: 0.05, "values pace the same way")
    } }

    func testPathOnANonPointPropertyIsReported() { onMainActor {
        let animation = CAKeyframeAnimation(keyPath: "opacity")
        animation.path = lPath()
        XCTAssertEqual(samples(animation, at: [0.5])[0].opacity, 1)
        XCTAssertTrue(CADiagnostics.messages.contains { $0.contains("path animation of 'opacity'") })
    } }
}
