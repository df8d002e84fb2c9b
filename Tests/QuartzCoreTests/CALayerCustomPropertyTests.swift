import XCTest
@testable import QuartzCore

/// The Japanese seed's `MyLayer`: a custom animatable `angle` that redraws on every change and animates for 1 s.
@MainActor
private final class AngleLayer: CALayer {
    var angle: CGFloat = 0 {
        didSet { didChangeValue(forKey: "angle", oldValue: oldValue) }
    }

    var drawnAngles: [CGFloat] = []

    override init() {
        super.init()
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? AngleLayer {
            angle = other.angle
        }
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    override class func animatableProperties() -> [CALayerAnimatableProperty] {
        super.animatableProperties() + [CALayerAnimatableProperty.property("angle", \AngleLayer.angle)]
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        if key == "angle" {
            return true
        }
        return super.needsDisplay(forKey: key)
    }

    override func action(forKey event: String) -> (any CAAction)? {
        if event == "angle" {
            let animation = CABasicAnimation()
            animation.duration = 1
            return animation
        }
        return super.action(forKey: event)
    }

    override func draw(in ctx: CGContext) {
        drawnAngles.append(angle)
    }
}

/// Records what a delegate is asked to draw.
@MainActor
private final class DrawingDelegate: CALayerDelegate {
    var drawn: [CGSize] = []

    func draw(_ layer: CALayer, in ctx: CGContext) {
        drawn.append(CGSize(width: ctx.width, height: ctx.height))
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(layer.bounds)
    }
}

final class CALayerCustomPropertyTests: XCTestCase {
    func testCustomPropertyAnimatesAndRedraws() { onMainActor {
        let clock = installManualClock()
        let layer = AngleLayer()
        CATransaction.setDisableActions(true)
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        CATransaction.flush()
        layer.drawnAngles = []
        layer.angle = .pi
        XCTAssertTrue(layer.needsDisplay())
        XCTAssertEqual(layer.animationKeys(), ["angle"])
        XCTAssertEqual((layer.animation(forKey: "angle") as? CABasicAnimation)?.keyPath, "angle")
        XCTAssertTrue(layer.needsDisplayForRunningAnimations)
        CATransaction.flush()
        XCTAssertEqual(layer.drawnAngles, [.pi], "the model draws its target value")
        clock.advance(by: 0.5)
        let presentation = layer.presentation()!
        XCTAssertEqual(presentation.angle, .pi / 2, accuracy: 1e-9)
        presentation.display()
        XCTAssertEqual(presentation.drawnAngles, [.pi / 2], "the presentation layer draws the in-between value")
        clock.advance(by: 0.5)
        CAAnimationEngine.update()
        XCTAssertNil(layer.animationKeys())
        XCTAssertFalse(layer.needsDisplayForRunningAnimations)
    } }

    func testExplicitAnimationOfCustomPropertyAndKeyPathLookup() { onMainActor {
        let clock = installManualClock()
        let layer = AngleLayer()
        XCTAssertNotNil(AngleLayer.animatableProperty(forKeyPath: "angle"))
        XCTAssertNil(CALayer.animatableProperty(forKeyPath: "angle"), "plain layers do not have it")
        XCTAssertNotNil(AngleLayer.animatableProperty(forKeyPath: "position.x"), "inherited properties stay")
        let animation = CABasicAnimation(keyPath: "angle")
        animation.fromValue = 1
        animation.toValue = 3
        animation.duration = 2
        layer.add(animation, forKey: "spin")
        XCTAssertTrue(layer.needsDisplay(), "an animation of a display property marks the layer")
        clock.advance(by: 1)
        XCTAssertEqual(layer.presentation()!.angle, 2, accuracy: 1e-9)
    } }

    func testDisplayGoesThroughTheDelegate() { onMainActor {
        _ = installManualClock()
        let layer = CALayer()
        let delegate = DrawingDelegate()
        layer.delegate = delegate
        layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 20)
        layer.contentsScale = 2
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        XCTAssertEqual(delegate.drawn, [CGSize(width: 60, height: 40)], "the backing store has contentsScale pixels per point")
        let image = layer.contents as? CGImage
        XCTAssertEqual(image?.width, 60)
        XCTAssertEqual(image?.height, 40)
        layer.displayIfNeeded()
        XCTAssertEqual(delegate.drawn.count, 1, "display runs only when needed")
    } }

    func testBoundsChangeRedisplaysOnlyWhenAsked() { onMainActor {
        _ = installManualClock()
        CATransaction.setDisableActions(true)
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertFalse(layer.needsDisplay())
        layer.needsDisplayOnBoundsChange = true
        layer.bounds = CGRect(x: 5, y: 5, width: 10, height: 10)
        XCTAssertFalse(layer.needsDisplay(), "moving the origin keeps the size")
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        XCTAssertTrue(layer.needsDisplay())
        CATransaction.flush()
    } }
}
