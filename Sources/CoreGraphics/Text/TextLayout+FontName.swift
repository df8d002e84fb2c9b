import Foundation

extension TextLayout.Font {
    /// A font from a PostScript-style name such as `Helvetica-BoldOblique`: the family before the last hyphen, the
    /// weight and slant from the style after it; a name without a known style is taken whole as the family. A family
    /// spelled without its spaces (`DejaVuSans-Bold`) is the installed family of that spelling.
    public init(name: String, size: CGFloat) {
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count > 1, let style = parts.last.map({ $0.lowercased() }),
              let weight = Self.weight(ofStyle: style) ?? (Self.isItalic(style) ? 400 : nil)
        else {
            self.init(family: Self.installedFamily(spelled: name), size: size)
            return
        }
        self.init(family: Self.installedFamily(spelled: parts.dropLast().joined(separator: "-")), size: size, weight: weight, italic: Self.isItalic(style))
    }

    /// The PostScript-style name of a family's face: `DejaVuSans`, `DejaVuSans-Bold`, `DejaVuSansMono-BoldOblique`.
    public static func postScriptName(family: String, face: String) -> String {
        let base = family.filter { $0 != " " }
        let style = face.filter { $0 != " " }
        return ["", "book", "regular", "normal", "roman"].contains(style.lowercased()) ? base : "\(base)-\(style)"
    }

    /// The face name of a weight and slant, as `postScriptName` spells it.
    public static func faceName(weight: Int, italic: Bool) -> String {
        let weightName = weight >= 600 ? "Bold" : weight >= 500 ? "Medium" : weight <= 300 ? "Light" : ""
        let face = weightName + (italic ? "Oblique" : "")
        return face.isEmpty ? "Book" : face
    }

    /// The installed family whose name without spaces is `name`, or `name` itself.
    private static func installedFamily(spelled name: String) -> String {
        guard !name.contains(" ") else { return name }
        return familyNames.first { $0.filter { $0 != " " }.caseInsensitiveCompare(name) == .orderedSame } ?? name
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
