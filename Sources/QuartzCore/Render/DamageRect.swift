/// A rectangle of whole device pixels: the unit of damage and clipping on the render side.
public struct DamageRect: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The smallest pixel rectangle covering `rect` (empty for non-finite input).
    public init(covering rect: CGRect) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite,
              !rect.isNull, rect.width > 0, rect.height > 0
        else {
            self.init(x: 0, y: 0, width: 0, height: 0)
            return
        }
        let left = Int(pixelClamping: Double(rect.minX), .down), top = Int(pixelClamping: Double(rect.minY), .down)
        let right = Int(pixelClamping: Double(rect.maxX), .up), bottom = Int(pixelClamping: Double(rect.maxY), .up)
        self.init(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The smallest pixel rectangle covering the span `minX…maxX` × `minY…maxY`, as
    /// `init(covering:)` makes it, without building a `CGRect` (it runs per layer per frame).
    init(coveringMinX minX: Double, minY: Double, maxX: Double, maxY: Double) {
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite, maxX > minX, maxY > minY else {
            self.init(x: 0, y: 0, width: 0, height: 0)
            return
        }
        let limit = Double(Int.pixelCoordinateLimit)
        func clamped(_ v: Double) -> Int { Int(Swift.max(-limit, Swift.min(limit, v))) }
        let left = clamped(minX.rounded(.down)), top = clamped(minY.rounded(.down))
        self.init(x: left, y: top, width: clamped(maxX.rounded(.up)) - left, height: clamped(maxY.rounded(.up)) - top)
    }

    public var isEmpty: Bool { width <= 0 || height <= 0 }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var area: Int { isEmpty ? 0 : width * height }

    /// The part of `self` inside `other` (empty when they do not meet).
    public func intersection(_ other: DamageRect) -> DamageRect {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        return DamageRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The smallest rectangle holding both (an empty one adds nothing).
    public func union(_ other: DamageRect) -> DamageRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let left = min(x, other.x), top = min(y, other.y)
        return DamageRect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    public func intersects(_ other: DamageRect) -> Bool { !intersection(other).isEmpty }

    public func contains(_ other: DamageRect) -> Bool {
        other.isEmpty || (other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY)
    }

    public var description: String { "\(x),\(y) \(width)x\(height)" }
}

extension Int {
    /// The farthest pixel coordinate the render side works with (±2²⁴): huge or infinite
    /// geometry is pinned there rather than trapping in the conversion to `Int`.
    static let pixelCoordinateLimit = 1 << 24

    /// `value` rounded by `rule` and clamped to ±`pixelCoordinateLimit`; 0 for NaN.
    init(pixelClamping value: Double, _ rule: FloatingPointRoundingRule) {
        guard !value.isNaN else {
            self = 0
            return
        }
        let limit = Double(Int.pixelCoordinateLimit)
        self = Int(Swift.max(-limit, Swift.min(limit, value.rounded(rule))))
    }
}
