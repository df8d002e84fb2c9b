import Foundation
import QuartzCore

/// A path of lines and curves with the line style it is stroked with, drawn into the current UIKit context.
///
/// The path is a `CGMutablePath` in UIKit's y-down coordinates; `cgPath` hands out an immutable copy.
///
/// An `NSObject` that copies (`NSCopying`) and archives (`NSSecureCoding`: its elements and line style round-trip
/// through `NSKeyedArchiver`), as Apple declares it.
open class UIBezierPath: NSObject, NSCopying, NSSecureCoding {
    /// The elements drawn; every construction method appends to it.
    var path = CGMutablePath()
    /// The dash pattern `setLineDash` stores, empty for a solid line.
    var dashPattern: [CGFloat] = []
    /// How far into the dash pattern stroking starts.
    var dashPhase: CGFloat = 0

    /// The stroke width in points (1 by default).
    open var lineWidth: CGFloat = 1
    /// How open ends of stroked subpaths are drawn.
    open var lineCapStyle: CGLineCap = .butt
    /// How corners of stroked paths are drawn.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The ratio of miter length to line width above which a miter join is bevelled (10 by default).
    open var miterLimit: CGFloat = 10
    /// How closely curves are approximated when drawn, in pixels (0.6 by default).
    open var flatness: CGFloat = 0.6
    /// Whether filling, clipping and hit testing use the even-odd rule rather than the non-zero winding rule.
    open var usesEvenOddFillRule = false

    /// An empty path.
    public override init() {}

    /// The path `encode(with:)` archived: its elements and line style; nil when the archive holds no path.
    public required init?(coder: NSCoder) {
        super.init()
        guard decodeArchive(from: coder) else { return nil }
    }

    /// Archives the elements and the line style (`UIBezierPath+Coding.swift`).
    open func encode(with coder: NSCoder) {
        encodeArchive(with: coder)
    }

    /// Paths archive with the secure coder, as on iOS.
    public class var supportsSecureCoding: Bool { true }

    /// A closed rectangle, starting at its origin corner and running clockwise on screen.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// A closed ellipse inscribed in `rect`, running clockwise on screen.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A closed rectangle with rounded corners as iOS 7 and later draw them: the continuous curve of
    /// `CALayer.cornerCurve = .continuous` (one outline for both), up to a radius of about a third of the shorter side.
    ///
    /// Difference from Apple: above about a third of the shorter side iOS switches to shapes of its own; here the
    /// corners are then circular arcs, at most half the shorter side (a capsule).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A closed rectangle with the corners `corners` rounded as `init(roundedRect:cornerRadius:)` rounds them, the
    /// others square; the radius is `cornerRadii.width`: iOS 7 and later ignore the height.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        path.addRoundedRect(in: rect, corners: corners, radius: cornerRadii.width)
    }

    /// An open arc of a circle; see `addArc(withCenter:radius:startAngle:endAngle:clockwise:)` for the direction.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with the elements of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = CGMutablePath(elements: cgPath.elements)
    }

    /// The path's elements as an immutable `CGPath`; setting it replaces them.
    open var cgPath: CGPath {
        get { CGPath(elements: path.elements) }
        set { path = CGMutablePath(elements: newValue.elements) }
    }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// The rectangle holding every point of the path, control points included; `.zero` when empty.
    open var bounds: CGRect {
        path.isEmpty ? .zero : path.boundingBox
    }

    /// Where the next segment starts; `.zero` when the path is empty.
    open var currentPoint: CGPoint { path.currentPoint }

    // MARK: Construction

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) {
        path.move(to: point)
    }

    /// Adds a straight line from the current point; ignored on an empty path.
    open func addLine(to point: CGPoint) {
        path.addLine(to: point)
    }

    /// Adds a cubic Bézier curve from the current point.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve from the current point.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds an arc of a circle, joined to the current point by a line.
    ///
    /// Angles are radians from the positive x axis; `clockwise` is clockwise as seen on the y-down screen
    /// (the angle grows), the opposite of `CGMutablePath.addArc`'s y-up meaning. A sweep of 2π or more, either
    /// way round, draws the full circle, so `startAngle: 0, endAngle: 2 * .pi` is a circle with both directions.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addRelativeArc(
            center: center, radius: radius, startAngle: startAngle,
            delta: Self.arcSweep(from: startAngle, to: endAngle, clockwise: clockwise))
    }

    /// Closes the current subpath with a line back to its start.
    open func close() {
        path.closeSubpath()
    }

    /// Removes every element; the line style stays.
    open func removeAllPoints() {
        path = CGMutablePath()
    }

    /// Adds every element of `bezierPath`.
    open func append(_ bezierPath: UIBezierPath) {
        path.addPath(bezierPath.path)
    }

    /// Maps every point of the path by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        path = CGMutablePath(elements: path.copy(using: transform).elements)
    }

    /// The same shape with each subpath running the other way; the line style is copied.
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath(cgPath: CGPath(elements: Self.reversedElements(path.elements)))
        reversed.copyStyle(from: self)
        return reversed
    }

    /// A copy with the same elements and line style (`path.copy() as! UIBezierPath`).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath(cgPath: path)
        copy.copyStyle(from: self)
        return copy
    }

    // MARK: Hit testing

    /// Whether `point` is inside the area the path encloses, under its fill rule (open subpaths count as closed).
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Line dash

    /// Sets the dash pattern: `count` alternating painted and skipped lengths from `pattern`, starting `phase`
    /// into it; a nil pattern or a count of 0 makes the line solid.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            dashPattern = []
            dashPhase = 0
            return
        }
        dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        dashPhase = phase
    }

    /// Copies the dash pattern into `pattern` (which must hold the count), its length into `count` and the phase into `phase`.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern {
            for (i, length) in dashPattern.enumerated() { pattern[i] = length }
        }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    // MARK: Drawing into the current context

    /// Fills the enclosed area with the current context's fill colour; the context's path and state are left as they were.
    @MainActor @preconcurrency
    open func fill() {
        draw { context in context.fillPath(using: fillRule) }
    }

    /// Fills with `blendMode` and `alpha` (0…1) for this fill only.
    @MainActor @preconcurrency
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        draw { context in
            context.setBlendMode(blendMode)
            context.setAlpha(alpha)
            context.fillPath(using: fillRule)
        }
    }

    /// Strokes the path with the current context's stroke colour and this path's line style.
    @MainActor @preconcurrency
    open func stroke() {
        draw { context in
            applyLineStyle(to: context)
            context.strokePath()
        }
    }

    /// Strokes with `blendMode` and `alpha` (0…1) for this stroke only.
    @MainActor @preconcurrency
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        draw { context in
            applyLineStyle(to: context)
            context.setBlendMode(blendMode)
            context.setAlpha(alpha)
            context.strokePath()
        }
    }

    /// Intersects the current context's clip with the enclosed area, until the context's state is restored.
    @MainActor @preconcurrency
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(path)
        context.clip(using: fillRule)
    }

    open override var description: String { "UIBezierPath(\(path.elements.count) elements)" }
}
