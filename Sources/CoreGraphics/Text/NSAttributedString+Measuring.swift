import Foundation

/// UIKit's string measuring (`NSStringDrawing`), on the text engine; drawing, which needs UIKit's current context,
/// is UIKit's `NSAttributedString+Drawing.swift`.
extension NSAttributedString {
    /// The size the string takes drawn at a point: unlimited lines, each paragraph broken only at its line breaks.
    public func size() -> CGSize {
        TextLayout(drawing: self, in: nil, options: .usesLineFragmentOrigin, context: nil).size
    }

    /// The rectangle the string takes laid out in `size` (a dimension of 0 or `.greatestFiniteMagnitude`: unlimited):
    /// from its top-left corner with `.usesLineFragmentOrigin`, else from the first line's baseline (negative `y`).
    /// Sizes are fractional, as Apple's: round them up to size a view.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let layout = TextLayout(drawing: self, in: size, options: options, context: context)
        let origin = options.contains(.usesLineFragmentOrigin) ? CGPoint.zero : CGPoint(x: 0, y: -layout.firstBaseline)
        return CGRect(origin: origin, size: layout.size)
    }
}

extension TextLayout {
    /// The font text has without a `.font` attribute: Helvetica 12, as UIKit's.
    public static let defaultFont = Font(name: "Helvetica", size: 12)

    /// The layout UIKit's string drawing makes of `string` in `size` (nil or a dimension of 0 or more than 1e6:
    /// unlimited), shrunk down to the drawing context's `minimumScaleFactor` when it does not fit, which the context
    /// then reports.
    public convenience init(drawing string: NSAttributedString, in size: CGSize?, options: NSStringDrawingOptions, context: NSStringDrawingContext?) {
        func limit(_ value: CGFloat?) -> CGFloat? {
            guard let value, value > 0, value < 1e6 else { return nil }
            return value
        }
        let wraps = options.contains(.usesLineFragmentOrigin)
        let width = wraps ? limit(size?.width) : nil
        let height = wraps ? limit(size?.height) : nil
        let truncation: Truncation = wraps && options.contains(.truncatesLastVisibleLine) ? .tail : .none
        func layout(scale: CGFloat) -> (attributedString: NSAttributedString, font: Font, color: CGColor, alignment: Alignment,
                                        width: CGFloat?, height: CGFloat?, maximumLines: Int, truncation: Truncation,
                                        lineBreaks: LineBreaks, scale: CGFloat) {
            (string, TextLayout.defaultFont, .black, .natural, width, height, 0, truncation, .paragraphStyles, scale)
        }
        var scale: CGFloat = 1
        if let minimum = context?.minimumScaleFactor, minimum > 0, minimum < 1 {
            // The largest scale, in steps of a hundredth, at which nothing is cut.
            func fits(_ scale: CGFloat) -> Bool {
                let trial = TextLayout(
                    attributedString: string, font: TextLayout.defaultFont, color: .black, width: width, height: height,
                    truncation: .none, lineBreaks: .paragraphStyles, scale: scale)
                return !trial.isTruncated && (width.map { trial.size.width <= $0 + 0.01 } ?? true)
            }
            if !fits(1) {
                var low = minimum, high: CGFloat = 1
                while high - low > 0.01 {
                    let middle = (low + high) / 2
                    if fits(middle) { low = middle } else { high = middle }
                }
                scale = low
            }
        }
        let p = layout(scale: scale)
        self.init(
            attributedString: p.attributedString, font: p.font, color: p.color, alignment: p.alignment, width: p.width,
            height: p.height, maximumLines: p.maximumLines, truncation: p.truncation, lineBreaks: p.lineBreaks, scale: p.scale)
        context?.actualScaleFactor = scale
        context?.totalBounds = CGRect(origin: wraps ? .zero : CGPoint(x: 0, y: -firstBaseline), size: self.size)
    }
}
