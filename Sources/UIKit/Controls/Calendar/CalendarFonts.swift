import Foundation

/// The system font in a calendar view's font design.
@MainActor
enum CalendarFonts {
    static func font(size: CGFloat, weight: UIFont.Weight, design: UIFontDescriptor.SystemDesign) -> UIFont {
        let font = UIFont.systemFont(ofSize: size, weight: weight)
        guard design != .default, let descriptor = font.fontDescriptor.withDesign(design) else { return font }
        return UIFont(descriptor: descriptor, size: size)
    }
}
