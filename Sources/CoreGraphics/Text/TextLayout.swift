import CCairo
import CPango
import Foundation

/// A paragraph of text set with pango: font, colour, alignment, wrapping and truncation, measured and drawn.
///
/// An addition for `CATextLayer` and the UIKit labels: Apple sets text with Core Text, which does
/// not exist here. Sizes are in user-space units, independent of the context's scale (metrics are
/// unhinted), and text draws right way up in this module's y-down contexts.
public final class TextLayout {
    /// A font request; fontconfig picks the closest installed face.
    public struct Font: Hashable, Sendable {
        public var family: String
        public var size: CGFloat
        /// CSS-style weight: 400 regular, 700 bold.
        public var weight: Int
        public var italic: Bool

        public init(family: String = "sans-serif", size: CGFloat, weight: Int = 400, italic: Bool = false) {
            self.family = family
            self.size = size
            self.weight = weight
            self.italic = italic
        }
    }

    /// Horizontal placement of each line within the wrap width.
    public enum Alignment: Sendable {
        case left, center, right, justified
        /// Left for left-to-right text, right for right-to-left.
        case natural
    }

    /// Where an ellipsis replaces text that does not fit.
    public enum Truncation: Sendable {
        case none, head, middle, tail
    }

    /// A shadow the text casts: offset down and right for positive values, blurred, in a colour.
    public struct Shadow: Hashable, Sendable {
        public var offset: CGSize
        public var blur: CGFloat
        public var color: CGColor

        public init(offset: CGSize, blur: CGFloat, color: CGColor) {
            self.offset = offset
            self.blur = blur
            self.color = color
        }
    }

    /// How paragraphs break into lines.
    public enum LineBreaks: Sendable {
        /// Every paragraph wraps in the width, as labels and text layers set text.
        case wrapping
        /// Every paragraph on one line, cut at the width with the truncation's ellipsis (clipped without one), as an
        /// unwrapped text layer sets text.
        case oneLinePerParagraph
        /// Each paragraph as its style's `lineBreakMode` says, as UIKit's string drawing sets text: the wrapping modes
        /// wrap, the clipping and truncating ones keep the paragraph on one line (cut or ellipsized at the width).
        case paragraphStyles
    }

    let paragraphs: [(paragraph: Paragraph, top: CGFloat)]
    private let color: CGColor

    /// The size the text occupies: the widest shown line's advance by the shown lines' total height.
    public let size: CGSize
    /// The distance from the top of the text to the first line's baseline.
    public let firstBaseline: CGFloat
    /// The number of lines shown after wrapping, truncation, `maximumLines` and the height.
    public let lineCount: Int
    /// Whether an ellipsis replaced some of the text, or lines past `maximumLines` or the height were cut off.
    public let isTruncated: Bool

    /// Sets `string`; `width` (nil: unlimited) wraps lines at word, then character boundaries, and
    /// `maximumLines` (0: unlimited) with a truncation ellipsizes what does not fit.
    public convenience init(
        string: String, font: Font, color: CGColor, alignment: Alignment = .natural, width: CGFloat? = nil,
        maximumLines: Int = 0, truncation: Truncation = .none
    ) {
        self.init(
            attributedString: NSAttributedString(string: string), font: font, color: color, alignment: alignment, width: width,
            maximumLines: maximumLines, truncation: truncation)
    }

    /// Sets an attributed string: each paragraph in its own style, each run in its attributes; `font`, `color` and
    /// `alignment` apply where the attributes say nothing. Lines past `maximumLines` (0: any) or past `height`
    /// (nil: any; the first line always shows) are cut, the last shown one ellipsized as `truncation` says. `scale`
    /// multiplies every font size (text shrunk to fit).
    public convenience init(
        attributedString: NSAttributedString, font: Font, color: CGColor, alignment: Alignment = .natural,
        width: CGFloat? = nil, height: CGFloat? = nil, maximumLines: Int = 0, truncation: Truncation = .none,
        lineBreaks: LineBreaks = .wrapping, scale: CGFloat = 1
    ) {
        self.init(
            sources: ParagraphSource.split(attributedString, font: font, alignment: NSTextAlignment(alignment)), isEmpty: attributedString.length == 0,
            color: color, width: width, height: height, maximumLines: maximumLines, truncation: truncation, lineBreaks: lineBreaks, scale: scale)
    }

    /// Sets `string` with `attributes` throughout: the same layout as an attributed string of them gives, made
    /// without building one (a label showing plain text measures each time its text or width changes).
    public convenience init(
        string: String, attributes: [NSAttributedString.Key: Any], font: Font, color: CGColor, alignment: Alignment = .natural,
        width: CGFloat? = nil, height: CGFloat? = nil, maximumLines: Int = 0, truncation: Truncation = .none,
        lineBreaks: LineBreaks = .wrapping, scale: CGFloat = 1
    ) {
        self.init(
            sources: ParagraphSource.split(string, attributes: attributes, font: font, alignment: NSTextAlignment(alignment)), isEmpty: string.isEmpty,
            color: color, width: width, height: height, maximumLines: maximumLines, truncation: truncation, lineBreaks: lineBreaks, scale: scale)
    }

    /// Sets the paragraphs `sources`, as the public initializers describe.
    private init(
        sources: [ParagraphSource], isEmpty empty: Bool, color: CGColor, width: CGFloat?, height: CGFloat?, maximumLines: Int,
        truncation: Truncation, lineBreaks: LineBreaks, scale: CGFloat
    ) {
        self.color = color
        let scale = scale > 0 && scale.isFinite ? scale : 1
        let width = width.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        var setting = ParagraphSetting(width: width, lineBreaks: lineBreaks, truncation: truncation, cut: nil, scale: scale, defaultColor: color)
        if width == nil, sources.contains(where: { ![.left, .natural, .justified].contains($0.style.alignment) }) {
            // Without a width, lines align within the widest paragraph, as in one block.
            let widest = sources.map { Paragraph($0, setting).bounds.width }.max() ?? 0
            setting.width = widest.rounded(.up) + 1
        }
        var placed: [(Paragraph, CGFloat)] = []
        var top: CGFloat = 0, widest: CGFloat = 0, lines = 0, truncated = false
        let lineLimit = maximumLines > 0 ? maximumLines : Int.max
        for (index, source) in sources.enumerated() {
            if index > 0 { top += sources[index - 1].style.paragraphSpacing + source.style.paragraphSpacingBefore }
            var paragraph = Paragraph(source, setting)
            var fitting = min(paragraph.shownLines, lineLimit - lines)
            if let height {
                let fits = paragraph.lineBottoms.prefix { top + $0 <= height + 0.01 }.count
                fitting = min(fitting, max(fits, lines == 0 ? 1 : 0))
            }
            if fitting < paragraph.shownLines {
                truncated = true
                guard fitting > 0 else { break }
                var cut = setting
                cut.cut = (fitting, truncation)
                paragraph = Paragraph(source, cut)
            }
            let bounds = paragraph.bounds
            placed.append((paragraph, top))
            widest = max(widest, paragraph.indent + bounds.width)
            top += bounds.height
            lines += paragraph.shownLines
            truncated = truncated || paragraph.isEllipsized
            if truncated || lines >= lineLimit {
                truncated = truncated || index < sources.count - 1
                break
            }
        }
        paragraphs = placed
        lineCount = lines
        isTruncated = truncated
        size = empty ? .zero : CGSize(width: widest, height: top)
        firstBaseline = placed.first.map { $0.1 + $0.0.firstBaseline } ?? 0
    }

    /// A pango context with unhinted metrics and unrounded glyph positions, so layout is the same at every scale.
    static func makeContext() -> OpaquePointer {
        let context = pango_font_map_create_context(pango_cairo_font_map_get_default())!
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        return context
    }

    /// Points as pango units, clamped to pango's range.
    static func units(_ points: CGFloat) -> Int32 {
        guard points.isFinite else { return 0 }
        return Int32(max(min(points * CGFloat(PANGO_SCALE), CGFloat(Int32.max)), CGFloat(Int32.min)))
    }

    /// The shadow the text's attributes cast, if any (the first run's that has one).
    public var shadow: Shadow? {
        paragraphs.lazy.compactMap(\.paragraph.shadow).first
    }

    /// Draws the text with its top-left corner at `origin`, with the context's alpha, blend mode and shadow (or the
    /// attributes' shadow, which replaces it).
    public func draw(in cgContext: CGContext, at origin: CGPoint) {
        guard !paragraphs.isEmpty else { return }
        let alpha = Double(cgContext.state.alpha)
        let c = color.rgba
        var extents = CGRect.null
        for (paragraph, top) in paragraphs {
            extents = extents.union(paragraph.inkAndLogicalExtents.offsetBy(dx: paragraph.indent, dy: top))
        }
        if let shadow {
            cgContext.saveGState()
            cgContext.setShadow(offset: shadow.offset, blur: shadow.blur, color: shadow.color)
        }
        cgContext.withSeparatePath {
            // The path only tells a shadow where the text can be; the text itself ignores it.
            cgContext.addRect(extents.offsetBy(dx: origin.x, dy: origin.y).insetBy(dx: -1, dy: -1))
            cgContext.perform { target in
                if alpha < 1 { cairo_push_group(target) }
                cairo_set_source_rgba(target, c.r, c.g, c.b, c.a)
                for (paragraph, top) in paragraphs {
                    paragraph.draw(in: target, at: CGPoint(x: origin.x + paragraph.indent, y: origin.y + top))
                }
                if alpha < 1 {
                    cairo_pop_group_to_source(target)
                    cairo_paint_with_alpha(target, alpha)
                }
            }
        }
        drawAttachments(in: cgContext, at: origin)
        if shadow != nil { cgContext.restoreGState() }
    }

    /// Draws the attachments on the shown lines, each in the room its character takes, the text's top-left at `origin`.
    private func drawAttachments(in cgContext: CGContext, at origin: CGPoint) {
        for (paragraph, top) in paragraphs {
            for (placed, rect) in paragraph.attachmentRects {
                let shifted = rect.offsetBy(dx: origin.x + paragraph.indent, dy: origin.y + top)
                placed.attachment.drawTextLayoutAttachment(in: cgContext, rect: shifted, textColor: placed.color)
            }
        }
    }
}

extension NSTextAlignment {
    /// The alignment an engine alignment stands for.
    init(_ alignment: TextLayout.Alignment) {
        switch alignment {
        case .left: self = .left
        case .center: self = .center
        case .right: self = .right
        case .justified: self = .justified
        case .natural: self = .natural
        }
    }
}

extension TextLayout.Font {
    /// The pango description of this font; the caller frees it.
    func makeDescription() -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, family)
        pango_font_description_set_absolute_size(description, Double(max(size.isNaN ? 0 : size, 0.1)) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(min(max(weight, 100), 1000))))
        pango_font_description_set_style(description, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return description
    }

    /// Vertical metrics of the face fontconfig picks, for `UIFont`'s `ascender`, `descender`, `lineHeight`,
    /// `leading`, `capHeight` and `xHeight` (the last two from the ink of "H" and "x").
    public var metrics: (ascender: CGFloat, descender: CGFloat, lineHeight: CGFloat, leading: CGFloat, capHeight: CGFloat, xHeight: CGFloat) {
        let context = pango_font_map_create_context(pango_cairo_font_map_get_default())!
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let description = makeDescription()
        defer { pango_font_description_free(description) }
        let metrics = pango_context_get_metrics(context, description, nil)!
        defer { pango_font_metrics_unref(metrics) }
        let scale = CGFloat(PANGO_SCALE)
        let ascent = CGFloat(pango_font_metrics_get_ascent(metrics)) / scale
        let descent = CGFloat(pango_font_metrics_get_descent(metrics)) / scale
        let height = max(CGFloat(pango_font_metrics_get_height(metrics)) / scale, ascent + descent)
        func inkHeight(_ glyph: String) -> CGFloat {
            let layout = TextLayout(string: glyph, font: self, color: .black)
            guard let paragraph = layout.paragraphs.first?.paragraph else { return 0 }
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(paragraph.layout, &ink, &logical)
            return paragraph.firstBaseline - CGFloat(ink.y) / scale
        }
        // As UIFont reports it: the descender is negative (below the baseline).
        return (ascent, -descent, height, height - ascent - descent, inkHeight("H"), inkHeight("x"))
    }

    /// The family, weight and slant of the face fontconfig picks for this request.
    public var resolved: (family: String, weight: Int, italic: Bool) {
        let context = pango_font_map_create_context(pango_cairo_font_map_get_default())!
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let description = makeDescription()
        defer { pango_font_description_free(description) }
        guard let font = pango_context_load_font(context, description) else { return (family, weight, italic) }
        defer { g_object_unref(UnsafeMutableRawPointer(font)) }
        let picked = pango_font_describe(font)!
        defer { pango_font_description_free(picked) }
        let name = pango_font_description_get_family(picked).map { String(cString: $0) } ?? family
        let style = pango_font_description_get_style(picked)
        return (name, Int(pango_font_description_get_weight(picked).rawValue), style != PANGO_STYLE_NORMAL || italic)
    }

    /// The families fontconfig knows, sorted.
    public static var familyNames: [String] {
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(pango_cairo_font_map_get_default(), &families, &count)
        defer { g_free(families) }
        guard let families else { return [] }
        return (0..<Int(count)).compactMap { families[$0].flatMap { pango_font_family_get_name($0) }.map { String(cString: $0) } }.sorted()
    }

    /// The face names (such as "Book", "Bold") of a family fontconfig knows; empty for an unknown family.
    public static func faceNames(ofFamily name: String) -> [String] {
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(pango_cairo_font_map_get_default(), &families, &count)
        defer { g_free(families) }
        guard let families else { return [] }
        let wanted = name.lowercased()
        for index in 0..<Int(count) {
            guard let family = families[index], let familyName = pango_font_family_get_name(family),
                  String(cString: familyName).lowercased() == wanted else { continue }
            var faces: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFace>?>?
            var faceCount: Int32 = 0
            pango_font_family_list_faces(family, &faces, &faceCount)
            defer { g_free(faces) }
            guard let faces else { return [] }
            return (0..<Int(faceCount)).compactMap { faces[$0].flatMap { pango_font_face_get_face_name($0) }.map { String(cString: $0) } }
        }
        return []
    }
}
