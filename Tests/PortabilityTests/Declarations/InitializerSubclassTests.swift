import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A layer with a property of its own, as iOS code writes one: `override init()`, `override init(layer:)` copying
/// the property into presentation copies, `required init?(coder:)`.
class ProgressLayer: CALayer {
    var progress: CGFloat = 0
    var copiesMade = 0

    override init() {
        super.init()
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let l = layer as? ProgressLayer {
            progress = l.progress
            copiesMade = l.copiesMade + 1
        }
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }
}

/// A pie drawn from an animated custom property, made by an initializer of its own (no `init()`), as
/// loading-indicator libraries write their layers.
class PieLayer: CALayer {
    var fraction: CGFloat = 0 {
        didSet { didChangeValue(forKey: "fraction", oldValue: oldValue) }
    }
    var pieColor: UIColor

    init(color: UIColor) {
        pieColor = color
        super.init()
        needsDisplayOnBoundsChange = true
    }

    override init(layer: Any) {
        let other = layer as? PieLayer
        pieColor = other?.pieColor ?? .black
        super.init(layer: layer)
        fraction = other?.fraction ?? 0
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override class func animatableProperties() -> [CALayerAnimatableProperty] {
        return super.animatableProperties() + [CALayerAnimatableProperty.property("fraction", \PieLayer.fraction)]
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        if key == "fraction" {
            return true
        }
        return super.needsDisplay(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let start = -CGFloat.pi / 2
        ctx.move(to: center)
        ctx.addArc(center: center, radius: min(bounds.width, bounds.height) / 2 - 2, startAngle: start,
                   endAngle: start + fraction * 2 * .pi, clockwise: false)
        ctx.closePath()
        ctx.setFillColor(pieColor.cgColor)
        ctx.fillPath()
    }
}

/// A ring layer made only by an initializer of its own: never copied, it animates its shape's built-in properties.
class RingLayer: CAShapeLayer {
    let ringWidth: CGFloat

    init(ringWidth: CGFloat) {
        self.ringWidth = ringWidth
        super.init()
        lineWidth = ringWidth
        fillColor = UIColor.clear.cgColor
        strokeColor = UIColor.blue.cgColor
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        return super.convert(p, from: l)
    }
}

/// A view's layer with `init()` and an initializer of its own but no `init(layer:)`.
class GlowLayer: CALayer {
    var glow: CGFloat

    override init() {
        glow = 1
        super.init()
    }

    init(glow: CGFloat) {
        self.glow = glow
        super.init()
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A view made on that layer class.
class GlowingView: UIView {
    override class var layerClass: AnyClass {
        return GlowLayer.self
    }
}

/// An animation subclass carrying a property of its own into the copy `add(_:forKey:)` makes.
class PulseAnimation: CABasicAnimation {
    var pulses = 1
    var madeByInit = false

    override init() {
        super.init()
        madeByInit = true
        keyPath = "transform.scale"
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! PulseAnimation
        copy.pulses = pulses
        return copy
    }
}

/// An app delegate whose designated `init()` sets its own state, as iOS templates and apps write them.
class LaunchingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let services: [String]

    override init() {
        services = ["store", "sync"]
        super.init()
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }
}

/// A recognizer subclass with an initializer override of its own.
class TwoFingerTapRecognizer: UIGestureRecognizer {
    var requiredTouches: Int

    override init() {
        requiredTouches = 2
        super.init()
    }
}

/// A view overriding the hierarchy and conversion members Apple declares `open`.
class ConvertingView: UIView {
    var superviewReads = 0

    override var superview: UIView? {
        superviewReads += 1
        return super.superview
    }

    override var window: UIWindow? {
        return super.window
    }

    override var subviews: [UIView] {
        return super.subviews
    }

    override func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        return super.convert(point, to: view)
    }

    override func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        return super.convert(point, from: view)
    }

    override func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        return super.convert(rect, to: view)
    }

    override func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        return super.convert(rect, from: view)
    }
}

final class InitializerSubclassTests: XCTestCase {
    func testPresentationCopyCarriesTheSubclassPropertyThroughInitLayer() {
        MainActor.assumeIsolated {
            _ = installManualClock()
            let layer = ProgressLayer()
            layer.progress = 0.7
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 1
            layer.add(fade, forKey: "fade")
            let presentation = layer.presentation()
            XCTAssertNotNil(presentation)
            XCTAssertFalse(presentation === layer)
            XCTAssertEqual(presentation?.progress, 0.7)
            XCTAssertEqual(presentation?.copiesMade, 1, "the subclass's init(layer:) ran")
            XCTAssertTrue(presentation?.model() === layer)
        }
    }

    func testCustomDrawnLayerDrawsItsAnimatedPropertyMidAnimation() {
        MainActor.assumeIsolated {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 64, height: 64))
            window.backgroundColor = .white
            let pie = PieLayer(color: .red)
            pie.frame = window.bounds
            window.layer.addSublayer(pie)
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()

            let grow = CABasicAnimation(keyPath: "fraction")
            grow.fromValue = 0
            grow.toValue = 1
            grow.duration = 1
            pie.fraction = 1
            pie.add(grow, forKey: "grow")
            renderer.renderFrame()
            clock.advance(by: 0.5)
            renderer.renderFrame()

            XCTAssertEqual(renderer.pixel(x: 48, y: 32), 0xFFFF_0000, "the right half is drawn at half way")
            XCTAssertEqual(renderer.pixel(x: 16, y: 32), 0xFFFF_FFFF, "the left half is not yet")
            if let image = renderer.image {
                assertSnapshot(image, named: "pieHalfway")
            } else {
                XCTFail("no image rendered")
            }
        }
    }

    func testALayerWithOnlyItsOwnInitializerAnimatesAndIsNeverCopied() {
        MainActor.assumeIsolated {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            let ring = RingLayer(ringWidth: 4)
            ring.frame = window.bounds
            ring.path = UIBezierPath(ovalIn: ring.bounds.insetBy(dx: 4, dy: 4)).cgPath
            window.layer.addSublayer(ring)
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.toValue = CGFloat.pi
            spin.duration = 1
            ring.add(spin, forKey: "spin")
            renderer.renderFrame()
            clock.advance(by: 0.25)
            ring.strokeEnd = 0.5
            renderer.renderFrame()
            XCTAssertEqual(ring.animationKeys() ?? [], ["spin", "strokeEnd"], "implicit while another animation runs")
            clock.advance(by: 0.125)
            renderer.renderFrame()
            XCTAssertEqual(ring.ringWidth, 4)
        }
    }

    func testAViewWhoseLayerHasNoInitLayerIsHitWhereItShowsMidAnimation() {
        MainActor.assumeIsolated {
            let clock = installManualClock()
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let mover = GlowingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            XCTAssertEqual((mover.layer as? GlowLayer)?.glow, 1, "layerClass made through the layer's own init()")
            root.addSubview(mover)
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .allowUserInteraction], animations: {
                mover.center.x = 225
            })
            CATransaction.flush()
            clock.advance(by: 0.5)
            XCTAssertTrue(root.hitTest(CGPoint(x: 125, y: 25), with: nil) === mover, "hit where it shows, halfway")
            XCTAssertTrue(root.hitTest(CGPoint(x: 225, y: 25), with: nil) === root)
        }
    }

    func testAnimationSubclassIsCopiedThroughItsOwnInit() {
        MainActor.assumeIsolated {
            _ = installManualClock()
            let pulse = PulseAnimation()
            pulse.pulses = 3
            pulse.duration = 2
            let layer = CALayer()
            layer.add(pulse, forKey: "pulse")
            let added = layer.animation(forKey: "pulse") as? PulseAnimation
            XCTAssertNotNil(added)
            XCTAssertFalse(added === pulse, "the layer keeps a copy")
            XCTAssertEqual(added?.pulses, 3)
            XCTAssertEqual(added?.madeByInit, true)
            XCTAssertEqual(added?.keyPath, "transform.scale")
            XCTAssertEqual(added?.duration, 2)
            XCTAssertTrue(pulse.copy() is PulseAnimation)
        }
    }

    func testAppDelegateWithItsOwnInitIsMadeAsUIApplicationMainMakesIt() {
        MainActor.assumeIsolated {
            let delegate = LaunchingAppDelegate.instantiate()
            XCTAssertEqual(delegate.services, ["store", "sync"])
            let type: (UIResponder & UIApplicationDelegate).Type = LaunchingAppDelegate.self
            XCTAssertTrue(type.instantiate() is LaunchingAppDelegate)
        }
    }

    func testRecognizerSubclassMadeByHandlerRunsItsOwnInit() {
        MainActor.assumeIsolated {
            var handled: [Int] = []
            let recognizer = TwoFingerTapRecognizer { recognizer in handled.append(recognizer.requiredTouches) }
            XCTAssertEqual(recognizer.requiredTouches, 2)
            XCTAssertNil(UIGestureRecognizer(coder: NSCoder()), "recognizers come from code, not nibs")
            XCTAssertTrue(handled.isEmpty)
        }
    }

    func testViewOverridesOfSuperviewWindowAndConvertAreUsed() {
        MainActor.assumeIsolated {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let view = ConvertingView(frame: CGRect(x: 10, y: 20, width: 30, height: 30))
            window.addSubview(view)
            XCTAssertTrue(view.superview === window)
            XCTAssertGreaterThan(view.superviewReads, 0)
            XCTAssertTrue(view.window === window)
            XCTAssertEqual(window.subviews.count, 1)
            XCTAssertEqual(view.subviews.count, 0)
            XCTAssertEqual(view.convert(CGPoint(x: 1, y: 2), to: window), CGPoint(x: 11, y: 22))
            XCTAssertEqual(view.convert(CGPoint(x: 11, y: 22), from: nil), CGPoint(x: 1, y: 2))
            XCTAssertEqual(view.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: nil), CGRect(x: 10, y: 20, width: 5, height: 5))
            XCTAssertEqual(view.convert(CGRect(x: 10, y: 20, width: 5, height: 5), from: window), CGRect(x: 0, y: 0, width: 5, height: 5))
        }
    }
}
