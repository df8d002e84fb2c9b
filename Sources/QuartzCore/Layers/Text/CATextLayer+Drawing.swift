import Foundation

/// Setting a text layer's string with pango (CoreGraphics' `TextLayout`) in its bounds.
extension CATextLayer {
    /// Draws the text into `ctx`, whose space is the layer's bounds.
    func drawText(in ctx: CGContext) {
        guard let (layout, indent) = textLayout() else { return }
        layout.draw(in: ctx, at: CGPoint(x: bounds.minX + indent, y: bounds.minY))
    }

    /// The text set for the bounds, and how far right of the bounds' left edge it starts; nil when nothing shows.
    func textLayout() -> (TextLayout, indent: CGFloat)? {
        guard let (text, font, color) = content, text.length > 0 else { return nil }
        let alignments: [CATextLayerAlignmentMode: TextLayout.Alignment] = [
            .left: .left, .right: .right, .center: .center, .justified: .justified,
        ]
        let alignment = alignments[alignmentMode] ?? .natural
        let truncations: [CATextLayerTruncationMode: TextLayout.Truncation] = [.start: .head, .middle: .middle, .end: .tail]
        let truncation = truncations[truncationMode] ?? .none
        let width = max(bounds.width, 0)
        guard isWrapped || truncation != .none else {
            // Unwrapped lines keep their length; the block is placed in the width as its lines align within it.
            let layout = TextLayout(attributedString: text, font: font, color: color, alignment: alignment)
            let slack = width - layout.size.width
            let indent: CGFloat = alignment == .center ? slack / 2 : alignment == .right ? slack : 0
            return (layout, indent)
        }
        guard isWrapped else {
            // Each line cut to the width (pango ellipsizes each paragraph to one line).
            return (TextLayout(attributedString: text, font: font, color: color, alignment: alignment, width: width, truncation: truncation, lineBreaks: .oneLinePerParagraph), 0)
        }
        let wrapped = TextLayout(attributedString: text, font: font, color: color, alignment: alignment, width: width)
        let lineHeight = wrapped.size.height / CGFloat(max(wrapped.lineCount, 1))
        let fitting = max(1, Int((bounds.height / lineHeight + 1e-6).rounded(.down)))
        guard truncation != .none, wrapped.lineCount > fitting else { return (wrapped, 0) }
        let cut = TextLayout(
            attributedString: text, font: font, color: color, alignment: alignment, width: width, maximumLines: fitting, truncation: truncation)
        return (cut, 0)
    }

    /// The text `string` holds, with the font and colour where its attributes name none: an attributed string's
    /// own attributes (Helvetica 12 in black where absent, as Core Text's), plain text in the layer's font, size and
    /// colour. Nil (and a report for a value that is not text) when nothing draws.
    private var content: (NSAttributedString, TextLayout.Font, CGColor)? {
        let plain: String
        switch string {
        case nil: return nil
        case let attributed as NSAttributedString: return (attributed, TextLayout.defaultFont, .black)
        case let text as String: plain = text
        case let text as NSString: plain = text.description
        case let other?:
            CADiagnostics.report("CATextLayer string must be a String or NSAttributedString, not \(type(of: other)); nothing drawn")
            return nil
        }
        guard let color = foregroundColor, color.alpha > 0, fontSize > 0 else { return nil }
        return (NSAttributedString(string: plain), resolvedFont, color)
    }

    /// The font to draw with at `fontSize`: named, given, or Helvetica for nil or a value that is not a font.
    private var resolvedFont: TextLayout.Font {
        switch font {
        case let name as String where !name.isEmpty:
            return TextLayout.Font(name: name, size: fontSize)
        case let given as TextLayoutFontConvertible:
            var font = given.textLayoutFont
            font.size = fontSize
            return font
        case nil:
            return TextLayout.Font(name: "Helvetica", size: fontSize)
        case let other?:
            CADiagnostics.report("CATextLayer font must be a font name or a font, not \(type(of: other)); Helvetica used")
            return TextLayout.Font(name: "Helvetica", size: fontSize)
        }
    }
}
