import QuartzCore

/// What glass does to the backdrop in each style and interface style: a light blur, more saturation, and a tint
/// (a brightening veil, or the effect's tint colour); pressed interactive glass is veiled more.
struct GlassMaterial: Equatable {
    var radius: CGFloat
    var saturation: CGFloat
    var tint: CGColor

    /// The glass of `effect` in the dark or light interface style, pressed or not.
    @MainActor
    init(effect: UIGlassEffect, dark: Bool, pressed: Bool = false) {
        let clear = effect.style == .clear
        radius = clear ? 2 : 6
        saturation = clear ? 1.2 : 1.6
        let lift: CGFloat = pressed ? 0.12 : 0
        if let color = effect.tintColor?.resolvedColor(with: UITraitCollection(userInterfaceStyle: dark ? .dark : .light)) {
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 1
            _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            tint = CGColor(red: red, green: green, blue: blue, alpha: alpha * (clear ? 0.45 : 0.75) + lift)
        } else {
            let white: CGFloat = dark ? 0.12 : 1
            tint = CGColor(red: white, green: white, blue: white, alpha: (clear ? 0.08 : dark ? 0.35 : 0.3) + lift)
        }
    }
}
