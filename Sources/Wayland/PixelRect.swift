/// A rectangle in buffer pixels: the unit of damage handed to the compositor.
public struct PixelRect: Equatable, Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The part of `self` inside `other`.
    public func intersection(_ other: PixelRect) -> PixelRect {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(x + width, other.x + other.width), bottom = min(y + height, other.y + other.height)
        return PixelRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }
}
