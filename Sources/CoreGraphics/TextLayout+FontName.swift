import Foundation

extension TextLayout.Font {
    /// A font from a PostScript-style name such as `Helvetica-BoldOblique`: the family before the last hyphen, the
    /// weight and slant from the style after it; a name without a known style is taken whole as the family.
    public init(name: String, size: CGFloat) {
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count > 1, let style = parts.last.map({ $0.lowercased() }),
              let weight = Self.weight(ofStyle: style) ?? (Self.isItalic(style) ? 400 : nil)
        else {
            self.init(family: name, size: size)
            return
        }
        self.init(family: parts.dropLast().joined(separator: "-"), size: size, weight: weight, italic: Self.isItalic(style))
    }

    /// The CSS weight a style name spells, if it names one.
    private static func weight(ofStyle style: String) -> Int? {
        let weights: [(String, Int)] = [
            ("thin", 100), ("ultralight", 200), ("extralight", 200), ("light", 300), ("regular", 400), ("roman", 400),
            ("medium", 500), ("semibold", 600), ("demibold", 600), ("extrabold", 800), ("heavy", 800), ("black", 900), ("bold", 700),
        ]
        return weights.first { style.hasPrefix($0.0) }?.1
    }

    private static func isItalic(_ style: String) -> Bool {
        style.contains("italic") || style.contains("oblique")
    }
}
