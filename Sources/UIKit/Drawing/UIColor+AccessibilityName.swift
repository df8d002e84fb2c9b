import Foundation

extension UIColor {
    /// A short description of the color for VoiceOver to read ("dark blue", "light gray"), from its hue, saturation
    /// and brightness in the current traits.
    public var accessibilityName: String {
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
        _ = getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
        if saturation < 0.12 || brightness < 0.08 {
            switch brightness {
            case ..<0.08: return "black"
            case ..<0.35: return "dark gray"
            case ..<0.65: return "gray"
            case ..<0.92: return "light gray"
            default: return "white"
            }
        }
        let hues: [(limit: CGFloat, name: String)] = [
            (0.04, "red"), (0.11, "orange"), (0.19, "yellow"), (0.45, "green"), (0.53, "cyan"), (0.72, "blue"),
            (0.83, "purple"), (0.96, "pink"), (1.01, "red"),
        ]
        let name = hues.first { hue < $0.limit }?.name ?? "red"
        if brightness < 0.45 { return "dark \(name)" }
        if saturation < 0.45 { return "light \(name)" }
        return name
    }
}
