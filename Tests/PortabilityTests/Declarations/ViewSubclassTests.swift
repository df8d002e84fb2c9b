import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A custom view as iOS apps write one: only `init(frame:)` and `init?(coder:)`, overriding the open members.
class BadgeView: UIView {
    var events: [String] = []
    var drawCount = 0

    override class var layerClass: AnyClass {
        return CAShapeLayer.self
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    override var frame: CGRect {
        didSet { events.append("frame") }
    }

    override var bounds: CGRect {
        didSet { events.append("bounds") }
    }

    override var center: CGPoint {
        didSet { events.append("center") }
    }

    override var transform: CGAffineTransform {
        didSet { events.append("transform") }
    }

    override var intrinsicContentSize: CGSize {
        return CGSize(width: 40, height: 20)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        return intrinsicContentSize
    }

    override func sizeToFit() {
        super.sizeToFit()
        events.append("sizeToFit")
    }

    override func setNeedsLayout() {
        super.setNeedsLayout()
        events.append("setNeedsLayout")
    }

    override func layoutIfNeeded() {
        super.layoutIfNeeded()
        events.append("layoutIfNeeded")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        events.append("layoutSubviews")
    }

    override func draw(_ rect: CGRect) {
        drawCount += 1
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: rect.width / 2, height: rect.height))
    }

    override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        events.append("willMoveToSuperview")
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        events.append("didMoveToSuperview")
    }

    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        events.append("willMoveToWindow")
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        events.append("didMoveToWindow")
    }

    override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        events.append("didAddSubview")
    }

    override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        events.append("willRemoveSubview")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
    }

    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        return bounds.insetBy(dx: -10, dy: -10).contains(point)
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        return super.hitTest(point, with: event)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        events.append("tintColorDidChange")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        super.pressesBegan(presses, with: event)
    }

    override func addSubview(_ view: UIView) {
        super.addSubview(view)
        events.append("addSubview")
    }

    override func removeFromSuperview() {
        events.append("removeFromSuperview")
        super.removeFromSuperview()
    }
}

/// A layer subclass overriding what Core Animation subclasses override.
class StripeLayer: CALayer {
    var stripes = 3
    var framesSet = 0
    var animationKeysAdded: [String] = []

    override var frame: CGRect {
        didSet { framesSet += 1 }
    }

    override func add(_ anim: CAAnimation, forKey key: String?) {
        super.add(anim, forKey: key)
        if let key = key { animationKeysAdded.append(key) }
    }

    override func setNeedsDisplay() {
        super.setNeedsDisplay()
    }

    override func addSublayer(_ layer: CALayer) {
        super.addSublayer(layer)
    }

    override func removeFromSuperlayer() {
        super.removeFromSuperlayer()
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        return key == "stripes" || super.needsDisplay(forKey: key)
    }

    override class func defaultValue(forKey key: String) -> Any? {
        return super.defaultValue(forKey: key)
    }

    override func action(forKey event: String) -> CAAction? {
        return super.action(forKey: event)
    }

    override func display() {
        super.display()
    }

    override func draw(in ctx: CGContext) {
        ctx.setFillColor(UIColor.blue.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width / CGFloat(stripes), height: bounds.height))
    }

    override func layoutSublayers() {
        super.layoutSublayers()
    }

    override func contains(_ p: CGPoint) -> Bool {
        return super.contains(p)
    }

    override func hitTest(_ p: CGPoint) -> CALayer? {
        return super.hitTest(p)
    }
}

final class ViewSubclassTests: XCTestCase {
    func testSubclassWithOnlyFrameAndCoderInitializersIsMadeAndDrawnAsOnIOS() {
        MainActor.assumeIsolated { checkSubclassWithOnlyFrameAndCoderInitializersIsMadeAndDrawnAsOnIOS() }
    }

    @MainActor
    private func checkSubclassWithOnlyFrameAndCoderInitializersIsMadeAndDrawnAsOnIOS() {
        let badge = BadgeView()
        XCTAssertEqual(badge.frame, .zero, "init() is the convenience UIView gives every subclass")
        XCTAssertTrue(badge.layer is CAShapeLayer, "layerClass as AnyClass makes the layer")
        XCTAssertNil(BadgeView(coder: NSCoder()), "views come from code, not archives")

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        _ = installManualClock()
        badge.events.removeAll()
        window.addSubview(badge)
        XCTAssertTrue(Set(badge.events).isSuperset(of: ["willMoveToWindow", "willMoveToSuperview", "didMoveToWindow", "didMoveToSuperview"]))
        badge.events.removeAll()
        badge.sizeToFit()
        XCTAssertEqual(badge.bounds.size, CGSize(width: 40, height: 20))
        XCTAssertTrue(badge.events.contains("sizeToFit") && badge.events.contains("bounds"))
        badge.center = CGPoint(x: 30, y: 20)
        badge.transform = .identity
        XCTAssertTrue(badge.events.contains("center") && badge.events.contains("transform"))
        badge.setNeedsLayout()
        badge.layoutIfNeeded()
        XCTAssertTrue(badge.events.contains("layoutSubviews"))
        badge.addSubview(UIView(frame: .zero))
        badge.subviews[0].removeFromSuperview()
        XCTAssertTrue(badge.events.contains("didAddSubview") && badge.events.contains("willRemoveSubview"))
        XCTAssertTrue(badge.events.contains("addSubview"))
        XCTAssertTrue(badge.point(inside: CGPoint(x: -5, y: -5), with: nil))
        XCTAssertTrue(window.hitTest(CGPoint(x: 8, y: 8), with: nil) === badge, "the override widens the hit area")
        badge.tintColor = .green
        XCTAssertEqual(badge.events.last, "tintColorDidChange")

        let renderer = OffscreenRenderer(window: window)
        renderer.renderFrame()
        XCTAssertEqual(badge.drawCount, 1)
        XCTAssertEqual(renderer.pixel(x: 12, y: 20), 0xFFFF_0000, "the left half is drawn red")
        XCTAssertEqual(renderer.pixel(x: 45, y: 20), 0xFFFF_FFFF)
    }

    func testLayerSubclassOverridesDrawItsContents() {
        MainActor.assumeIsolated { checkLayerSubclassOverridesDrawItsContents() }
    }

    @MainActor
    private func checkLayerSubclassOverridesDrawItsContents() {
        let layer = StripeLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 30, height: 10)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        XCTAssertNotNil(layer.contents)
        XCTAssertTrue(StripeLayer.needsDisplay(forKey: "stripes"))
        XCTAssertEqual(layer.framesSet, 1)
        layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
        XCTAssertEqual(layer.animationKeysAdded, ["fade"])
        XCTAssertTrue(StripeLayer(layer: layer).contains(CGPoint(x: 1, y: 1)))
    }
}
