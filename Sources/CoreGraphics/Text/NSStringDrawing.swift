import Foundation

/// How `draw(with:options:…)` and `boundingRect(with:options:…)` lay text out.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The rectangle's origin is the top-left of the first line and lines wrap in its width; without it the origin
    /// is the first line's baseline and the text is one line per paragraph.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Line heights include the font's leading.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measures the glyphs' ink rather than their advances.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// The last line that fits the rectangle's height ends with an ellipsis when text is cut.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Asks string drawing to shrink text that does not fit (`minimumScaleFactor`) and reports what it did.
open class NSStringDrawingContext: NSObject, @unchecked Sendable {
    /// The smallest scale the text may be shrunk to so that it fits; 0 (the default) does not shrink it.
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the last drawing or measuring used.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the last text drawn or measured.
    open internal(set) var totalBounds: CGRect = .zero

    public override init() {
        super.init()
    }
}
