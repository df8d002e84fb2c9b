import QuartzCore

/// What a blur style does to the backdrop: the blur's radius (points), its saturation and the tint laid over it, in
/// the light and dark interface styles. Nil tint components and a zero radius are "no effect", which an effect view
/// animates to and from.
struct BlurMaterial: Equatable {
    var radius: CGFloat
    var saturation: CGFloat
    /// Straight (unpremultiplied) components: white, then alpha.
    var white: CGFloat
    var alpha: CGFloat

    /// No blur: what an effect view shows with `effect` nil.
    static let none = BlurMaterial(radius: 0, saturation: 1, white: 1, alpha: 0)

    /// The tint as a colour.
    var tintColor: CGColor { CGColor(red: white, green: white, blue: white, alpha: alpha) }
}

extension BlurMaterial {
    /// The material of `style` in the interface style `dark` or light (fixed styles ignore it).
    static func table(style: UIBlurEffect.Style, dark: Bool) -> BlurMaterial {
        switch style {
        case .extraLight: BlurMaterial(radius: 20, saturation: 1.8, white: 0.97, alpha: 0.8)
        case .light: BlurMaterial(radius: 30, saturation: 1.8, white: 1, alpha: 0.3)
        case .dark: BlurMaterial(radius: 20, saturation: 1.8, white: 0.11, alpha: 0.73)
        case .regular: table(style: dark ? .dark : .light, dark: dark)
        case .prominent: dark ? BlurMaterial(radius: 20, saturation: 1.8, white: 0.15, alpha: 0.82) : table(style: .extraLight, dark: false)
        case .systemUltraThinMaterial: table(style: dark ? .systemUltraThinMaterialDark : .systemUltraThinMaterialLight, dark: dark)
        case .systemThinMaterial: table(style: dark ? .systemThinMaterialDark : .systemThinMaterialLight, dark: dark)
        case .systemMaterial: table(style: dark ? .systemMaterialDark : .systemMaterialLight, dark: dark)
        case .systemThickMaterial: table(style: dark ? .systemThickMaterialDark : .systemThickMaterialLight, dark: dark)
        case .systemChromeMaterial: table(style: dark ? .systemChromeMaterialDark : .systemChromeMaterialLight, dark: dark)
        case .systemUltraThinMaterialLight: BlurMaterial(radius: 10, saturation: 1.6, white: 0.96, alpha: 0.3)
        case .systemThinMaterialLight: BlurMaterial(radius: 15, saturation: 1.7, white: 0.96, alpha: 0.5)
        case .systemMaterialLight: BlurMaterial(radius: 20, saturation: 1.8, white: 0.97, alpha: 0.65)
        case .systemThickMaterialLight: BlurMaterial(radius: 25, saturation: 1.8, white: 0.97, alpha: 0.8)
        case .systemChromeMaterialLight: BlurMaterial(radius: 20, saturation: 1.8, white: 0.93, alpha: 0.75)
        case .systemUltraThinMaterialDark: BlurMaterial(radius: 10, saturation: 1.6, white: 0.1, alpha: 0.35)
        case .systemThinMaterialDark: BlurMaterial(radius: 15, saturation: 1.7, white: 0.1, alpha: 0.55)
        case .systemMaterialDark: BlurMaterial(radius: 20, saturation: 1.8, white: 0.12, alpha: 0.7)
        case .systemThickMaterialDark: BlurMaterial(radius: 25, saturation: 1.8, white: 0.1, alpha: 0.85)
        case .systemChromeMaterialDark: BlurMaterial(radius: 20, saturation: 1.8, white: 0.16, alpha: 0.8)
        }
    }
}
