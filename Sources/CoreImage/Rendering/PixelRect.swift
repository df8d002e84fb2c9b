import CoreGraphics
import Foundation

/// A rectangle of whole pixels in Core Image's space (origin bottom-left, y up): pixel (x, y) covers
/// x…x+1 and y…y+1, its centre at (x + 0.5, y + 0.5).
struct PixelRect: Hashable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    static let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)

    var isEmpty: Bool { width <= 0 || height <= 0 }
    var maxX: Int { x + width }
    var maxY: Int { y + height }
    var pixelCount: Int { isEmpty ? 0 : width * height }

    /// The whole pixels that touch `rect`; nil when it is infinite, NaN or beyond what an `Int` holds.
    init?(covering rect: CGRect) {
        if rect.isNull || rect.isEmpty {
            self = .empty
            return
        }
        let limit = CGFloat(1 << 40)
        guard !rect.isInfinite, [rect.minX, rect.minY, rect.maxX, rect.maxY].allSatisfy({ $0.isFinite && abs($0) < limit })
        else { return nil }
        let x0 = Int(rect.minX.rounded(.down)), y0 = Int(rect.minY.rounded(.down))
        let x1 = Int(rect.maxX.rounded(.up)), y1 = Int(rect.maxY.rounded(.up))
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }

    func insetBy(_ d: Int) -> PixelRect { PixelRect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d) }

    func outset(dx: Int, dy: Int) -> PixelRect { PixelRect(x: x - dx, y: y - dy, width: width + 2 * dx, height: height + 2 * dy) }

    func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let r = PixelRect(x: x0, y: y0, width: min(maxX, other.maxX) - x0, height: min(maxY, other.maxY) - y0)
        return r.isEmpty ? .empty : r
    }

    /// The part of this rectangle inside `extent`, which may be infinite (nothing is cut then).
    func clipped(to extent: CGRect) -> PixelRect {
        if extent.isInfinite { return self }
        guard let bounds = PixelRect(covering: extent) else { return self }
        return intersection(bounds)
    }
}

extension CGRect {
    /// Whether any of the rectangle's numbers is NaN (Foundation's rectangle arithmetic traps on them).
    var hasNaN: Bool { origin.x.isNaN || origin.y.isNaN || size.width.isNaN || size.height.isNaN }
}
