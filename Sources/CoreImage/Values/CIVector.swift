import CoreGraphics
import Foundation

/// A list of numbers (points, rectangles, colour-matrix rows and offsets) as Core Image's filters take them.
open class CIVector: NSObject, NSCopying, @unchecked Sendable {
    // @unchecked: the values never change after init.

    private let values: [CGFloat]

    public init(values: UnsafePointer<CGFloat>, count: Int) {
        self.values = Array(UnsafeBufferPointer(start: values, count: max(0, count)))
        super.init()
    }

    /// A vector of the given numbers.
    init(_ values: [CGFloat]) {
        self.values = values
        super.init()
    }

    public convenience init(x: CGFloat) { self.init([x]) }
    public convenience init(x: CGFloat, y: CGFloat) { self.init([x, y]) }
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat) { self.init([x, y, z]) }
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { self.init([x, y, z, w]) }
    public convenience init(cgPoint p: CGPoint) { self.init([p.x, p.y]) }
    /// A rectangle as (x, y, width, height).
    public convenience init(cgRect r: CGRect) { self.init([r.origin.x, r.origin.y, r.size.width, r.size.height]) }
    /// A transform as (a, b, c, d, tx, ty).
    public convenience init(cgAffineTransform t: CGAffineTransform) { self.init([t.a, t.b, t.c, t.d, t.tx, t.ty]) }

    /// A vector from a string such as `"[1 2 3]"`.
    public convenience init(string representation: String) {
        self.init(representation.split(whereSeparator: { " [],".contains($0) }).compactMap { Double($0) }.map { CGFloat($0) })
    }

    public var count: Int { values.count }
    public func value(at index: Int) -> CGFloat { index >= 0 && index < values.count ? values[index] : 0 }
    public var x: CGFloat { value(at: 0) }
    public var y: CGFloat { value(at: 1) }
    public var z: CGFloat { value(at: 2) }
    public var w: CGFloat { value(at: 3) }
    public var cgPointValue: CGPoint { CGPoint(x: x, y: y) }
    public var cgRectValue: CGRect { CGRect(x: x, y: y, width: z, height: w) }
    public var cgAffineTransformValue: CGAffineTransform {
        CGAffineTransform(a: value(at: 0), b: value(at: 1), c: value(at: 2), d: value(at: 3), tx: value(at: 4), ty: value(at: 5))
    }
    public var stringRepresentation: String { "[" + values.map { "\($0)" }.joined(separator: " ") + "]" }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool { (object as? CIVector)?.values == values }
    open override var hash: Int { values.hashValue }
    open override var description: String { stringRepresentation }

    var floats: SIMD4<Float> { SIMD4(Float(x), Float(y), Float(z), Float(w)) }
}
