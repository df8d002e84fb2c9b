import CoreGraphics
import Foundation

/// The fonts a font picker offers, worked out from fontconfig's families (through pango) and the configuration:
/// one entry a family, or one a face, kept when it has the traits asked for.
@MainActor
struct FontPickerCatalog {
    /// One font offered: its name as listed, and the descriptor picking it hands the delegate.
    struct Entry {
        let family: String
        /// The face (`Bold`), when faces are listed.
        let face: String?
        var title: String { face.map { "\(family) \($0)" } ?? family }

        var descriptor: UIFontDescriptor {
            var attributes: [UIFontDescriptor.AttributeName: Any] = [.family: family]
            if let face { attributes[.face] = face }
            return UIFontDescriptor(fontAttributes: attributes)
        }
    }

    let entries: [Entry]

    /// The generic names pango lists beside the real families (fontconfig's aliases), which name no font of their own.
    static let genericFamilies: Set<String> = ["sans", "serif", "monospace", "system-ui", "sans-serif", "cursive", "fantasy", "emoji", "math"]

    init(configuration: UIFontPickerViewController.Configuration, families: [String] = UIFont.familyNames) {
        let traits = configuration.filteredTraits
        let real = families.filter { !FontPickerCatalog.genericFamilies.contains($0.lowercased()) }
        entries = real.flatMap { family -> [Entry] in
            let faces = TextLayout.Font.faceNames(ofFamily: family)
            if traits.contains(.traitMonoSpace), GlyphFont(TextLayout.Font(family: family, size: 12))?.isMonospaced != true { return [] }
            let kept = faces.filter { FontPickerCatalog.face($0, has: traits) }
            if configuration.includeFaces { return kept.map { Entry(family: family, face: $0) } }
            let asksFaceTraits = !traits.isDisjoint(with: [.traitBold, .traitItalic])
            return asksFaceTraits && kept.isEmpty ? [] : [Entry(family: family, face: nil)]
        }
    }

    /// Whether a face named `face` (`Bold Oblique`) is bold and italic where `traits` asks.
    static func face(_ face: String, has traits: UIFontDescriptor.SymbolicTraits) -> Bool {
        let name = face.lowercased()
        let bold = ["bold", "black", "heavy", "semibold", "demibold"].contains { name.contains($0) }
        let italic = name.contains("italic") || name.contains("oblique")
        return (!traits.contains(.traitBold) || bold) && (!traits.contains(.traitItalic) || italic)
    }
}
