import CPango
import Foundation

/// The one place where attributed-string attributes become pango attributes.
extension TextLayout {
    /// What pango cannot draw by itself, kept for the drawing pass: outlines (`.strokeWidth`).
    struct Stroke {
        /// UTF-8 byte range in the paragraph's text.
        var start: Int, end: Int
        var color: CGColor
        /// In points.
        var width: CGFloat
    }

    /// The attributes of one run, read once.
    struct RunAttributes {
        var font: Font
        var color: CGColor?
        var background: CGColor?
        var kern: CGFloat?
        var tracking: CGFloat?
        var ligatures: Int?
        var underline: NSUnderlineStyle = []
        var underlineColor: CGColor?
        var strikethrough: NSUnderlineStyle = []
        var strikethroughColor: CGColor?
        var strokeWidth: CGFloat = 0
        var strokeColor: CGColor?
        var baselineOffset: CGFloat = 0
        var shadow: Shadow?
        var attachment: TextLayoutAttachment?

        /// Reads `attributes`; `font` is used where they name none. Values of the wrong type are reported and ignored.
        init(_ attributes: [NSAttributedString.Key: Any], font defaultFont: Font) {
            font = defaultFont
            for (key, value) in attributes {
                switch key {
                case .font:
                    if let given = value as? TextLayoutFontConvertible { font = given.textLayoutFont } else { reportIgnored(key, value, expected: "a UIFont") }
                case .foregroundColor, .coreTextForegroundColor: color = Self.color(key, value)
                case .backgroundColor: background = Self.color(key, value)
                case .underlineColor, .coreTextUnderlineColor: underlineColor = Self.color(key, value)
                case .strikethroughColor: strikethroughColor = Self.color(key, value)
                case .strokeColor, .coreTextStrokeColor: strokeColor = Self.color(key, value)
                case .kern: kern = Self.number(key, value)
                case .tracking, .coreTextTracking: tracking = Self.number(key, value)
                case .ligature: ligatures = Self.number(key, value).map { Int($0) }
                case .strokeWidth: strokeWidth = Self.number(key, value) ?? 0
                case .baselineOffset, .coreTextBaselineOffset: baselineOffset = Self.number(key, value) ?? 0
                case .underlineStyle: underline = Self.lineStyle(key, value)
                case .strikethroughStyle: strikethrough = Self.lineStyle(key, value)
                case .shadow:
                    if let given = value as? NSShadow { shadow = given.layoutShadow } else { reportIgnored(key, value, expected: "an NSShadow") }
                case .attachment:
                    if let given = value as? TextLayoutAttachment { attachment = given } else { reportIgnored(key, value, expected: "an NSTextAttachment") }
                default: break
                }
            }
        }

        private static func color(_ key: NSAttributedString.Key, _ value: Any) -> CGColor? {
            if let color = TextLayout.color(of: value) { return color }
            reportIgnored(key, value, expected: "a UIColor")
            return nil
        }

        private static func number(_ key: NSAttributedString.Key, _ value: Any) -> CGFloat? {
            if let number = TextLayout.number(of: value), number.isFinite { return number }
            reportIgnored(key, value, expected: "a finite number")
            return nil
        }

        private static func lineStyle(_ key: NSAttributedString.Key, _ value: Any) -> NSUnderlineStyle {
            if let style = value as? NSUnderlineStyle { return style }
            if let number = TextLayout.number(of: value) { return NSUnderlineStyle(rawValue: Int(number)) }
            reportIgnored(key, value, expected: "an NSUnderlineStyle")
            return []
        }

        /// Adds the run's pango attributes for bytes `start..<end` to `list`, at `scale` times the sizes; an outline
        /// goes to `strokes`. The default colour is the cairo source, so runs without a colour add none.
        func addPangoAttributes(to list: OpaquePointer, start: Int, end: Int, scale: CGFloat, defaultColor: CGColor, strokes: inout [Stroke]) {
            func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = UInt32(start)
                attribute.pointee.end_index = UInt32(end)
                pango_attr_list_insert(list, attribute)
            }
            func units(_ points: CGFloat) -> Int32 {
                Int32(max(min(points * scale * CGFloat(PANGO_SCALE), CGFloat(Int32.max)), CGFloat(Int32.min)))
            }
            var scaledFont = font
            scaledFont.size *= scale
            let description = scaledFont.makeDescription()
            add(pango_attr_font_desc_new(description))
            pango_font_description_free(description)

            let fill = color ?? defaultColor
            if let color {
                let c = Self.channels(color)
                add(pango_attr_foreground_new(c.r, c.g, c.b))
            }
            if strokeWidth != 0 || color != nil {
                // An outline alone (positive width) leaves the glyphs unfilled, as Apple draws it (pango reads an
                // alpha of 0 as "unset", so the least it takes, invisible at 8 bits).
                add(pango_attr_foreground_alpha_new(strokeWidth > 0 ? 1 : max(Self.channels(fill).a, 1)))
                if strokeWidth != 0 {
                    strokes.append(Stroke(start: start, end: end, color: strokeColor ?? fill, width: abs(strokeWidth) * font.size * scale / 100))
                }
            }
            if let background {
                let c = Self.channels(background)
                add(pango_attr_background_new(c.r, c.g, c.b))
                add(pango_attr_background_alpha_new(max(c.a, 1)))
            }
            var features: [String] = []
            if kern == 0 { features.append("kern 0") }
            if ligatures == 0 { features += ["liga 0", "clig 0"] }
            if !features.isEmpty { add(pango_attr_font_features_new(features.joined(separator: ", "))) }
            let spacing = (kern ?? 0) + (tracking ?? 0)
            if spacing != 0 { add(pango_attr_letter_spacing_new(units(spacing))) }
            if baselineOffset != 0 { add(pango_attr_rise_new(units(baselineOffset))) }
            if !underline.isEmpty {
                let double = underline.contains(.double) && underline.rawValue & 0xFF == NSUnderlineStyle.double.rawValue
                add(pango_attr_underline_new(double ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE))
                let c = Self.channels(underlineColor ?? fill)
                add(pango_attr_underline_color_new(c.r, c.g, c.b))
            }
            if !strikethrough.isEmpty {
                add(pango_attr_strikethrough_new(1))
                let c = Self.channels(strikethroughColor ?? fill)
                add(pango_attr_strikethrough_color_new(c.r, c.g, c.b))
            }
        }

        /// A colour as pango's 16-bit channels.
        static func channels(_ color: CGColor) -> (r: UInt16, g: UInt16, b: UInt16, a: UInt16) {
            let c = color.rgba
            func channel(_ value: Double) -> UInt16 { UInt16((min(max(value, 0), 1) * 65535).rounded()) }
            return (channel(c.r), channel(c.g), channel(c.b), channel(c.a))
        }
    }
}
