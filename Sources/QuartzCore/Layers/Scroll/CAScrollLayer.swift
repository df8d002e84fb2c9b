import Foundation

/// A layer that shows part of its sublayers: scrolling moves its bounds' origin, along the directions `scrollMode`
/// allows; it does not clip by itself (set `masksToBounds`), as in Core Animation.
@MainActor @preconcurrency
@CALayerModelFields
open class CAScrollLayer: CALayer {
    /// The directions the layer scrolls in; `.both` by default.
    @CALayerModel(\.scrollModel.fields.scrollMode, "scrollMode", check: .none, animation: .none)
    open var scrollMode: CAScrollLayerScrollMode = .both

    override public init() {
        super.init()
        modelValues.content = ScrollValues()
    }

    override public init(layer: Any) {
        super.init(layer: layer)
    }

    /// Gives nil, as every layer here does (see `CALayer.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Moves the bounds' origin to `p`, along the directions `scrollMode` allows.
    open func scroll(to p: CGPoint) {
        guard p.x.isFinite, p.y.isFinite else {
            return CADiagnostics.report("CAScrollLayer scroll(to:) \(p) ignored; the point must be finite")
        }
        var origin = bounds.origin
        if scrollMode.scrollsHorizontally { origin.x = p.x }
        if scrollMode.scrollsVertically { origin.y = p.y }
        guard origin != bounds.origin else { return }
        bounds.origin = origin
    }

    /// Scrolls the least distance that shows `r` (in the layer's coordinates); a rectangle larger than the bounds
    /// shows its top-left part.
    open func scroll(to r: CGRect) {
        guard !r.isNull, r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else {
            return CADiagnostics.report("CAScrollLayer scroll(to:) \(r) ignored; the rectangle must be finite")
        }
        var origin = bounds.origin
        origin.x = Self.revealing(r.minX, r.maxX, from: origin.x, length: bounds.width)
        origin.y = Self.revealing(r.minY, r.maxY, from: origin.y, length: bounds.height)
        scroll(to: origin)
    }

    /// The start of a window of `length` from `shown` moved the least to contain `low…high` (its start when longer).
    static func revealing(_ low: CGFloat, _ high: CGFloat, from shown: CGFloat, length: CGFloat) -> CGFloat {
        if high - low >= length || low < shown { return low }
        if high > shown + length { return high - length }
        return shown
    }
}
