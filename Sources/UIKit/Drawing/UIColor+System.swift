import QuartzCore

/// iOS's adaptable system colors, with the sRGB components iOS gives them in light and dark mode.
extension UIColor {
    public class var systemRed: UIColor { SystemColors.systemRed }
    public class var systemGreen: UIColor { SystemColors.systemGreen }
    public class var systemBlue: UIColor { SystemColors.systemBlue }
    public class var systemOrange: UIColor { SystemColors.systemOrange }
    public class var systemYellow: UIColor { SystemColors.systemYellow }
    public class var systemPink: UIColor { SystemColors.systemPink }
    public class var systemPurple: UIColor { SystemColors.systemPurple }
    public class var systemTeal: UIColor { SystemColors.systemTeal }
    public class var systemIndigo: UIColor { SystemColors.systemIndigo }
    public class var systemBrown: UIColor { SystemColors.systemBrown }
    public class var systemMint: UIColor { SystemColors.systemMint }
    public class var systemCyan: UIColor { SystemColors.systemCyan }
    public class var systemGray: UIColor { SystemColors.systemGray }
    public class var systemGray2: UIColor { SystemColors.systemGray2 }
    public class var systemGray3: UIColor { SystemColors.systemGray3 }
    public class var systemGray4: UIColor { SystemColors.systemGray4 }
    public class var systemGray5: UIColor { SystemColors.systemGray5 }
    public class var systemGray6: UIColor { SystemColors.systemGray6 }
    /// Primary text.
    public class var label: UIColor { SystemColors.label }
    /// Secondary text.
    public class var secondaryLabel: UIColor { SystemColors.secondaryLabel }
    /// Tertiary text.
    public class var tertiaryLabel: UIColor { SystemColors.tertiaryLabel }
    /// Quaternary text.
    public class var quaternaryLabel: UIColor { SystemColors.quaternaryLabel }
    /// Links.
    public class var link: UIColor { SystemColors.link }
    /// Placeholder text in controls.
    public class var placeholderText: UIColor { SystemColors.placeholderText }
    /// Thin lines between content, letting it show through.
    public class var separator: UIColor { SystemColors.separator }
    /// Thin lines that hide what is under them.
    public class var opaqueSeparator: UIColor { SystemColors.opaqueSeparator }
    /// The main background.
    public class var systemBackground: UIColor { SystemColors.systemBackground }
    /// Content layered on the main background.
    public class var secondarySystemBackground: UIColor { SystemColors.secondarySystemBackground }
    /// Content layered on the secondary background.
    public class var tertiarySystemBackground: UIColor { SystemColors.tertiarySystemBackground }
    /// The main background of grouped content.
    public class var systemGroupedBackground: UIColor { SystemColors.systemGroupedBackground }
    /// Content layered on the grouped background.
    public class var secondarySystemGroupedBackground: UIColor { SystemColors.secondarySystemGroupedBackground }
    /// Content layered on the secondary grouped background.
    public class var tertiarySystemGroupedBackground: UIColor { SystemColors.tertiarySystemGroupedBackground }
    /// Fills of thin and small shapes.
    public class var systemFill: UIColor { SystemColors.systemFill }
    /// Fills of medium-size shapes.
    public class var secondarySystemFill: UIColor { SystemColors.secondarySystemFill }
    /// Fills of large shapes.
    public class var tertiarySystemFill: UIColor { SystemColors.tertiarySystemFill }
    /// Fills of large areas holding complex content.
    public class var quaternarySystemFill: UIColor { SystemColors.quaternarySystemFill }
    /// The tint color of the view it is used in.
    ///
    /// Difference from Apple: it resolves to `systemBlue` (the default tint), not to each view's `tintColor`.
    public class var tintColor: UIColor { SystemColors.tintColor }
}

/// One instance of each system color, so `UIColor.label == UIColor.label` as on iOS.
private enum SystemColors {
    static let systemRed = adaptive(light: rgb(255, 59, 48, 1), dark: rgb(255, 69, 58, 1))
    static let systemGreen = adaptive(light: rgb(52, 199, 89, 1), dark: rgb(48, 209, 88, 1))
    static let systemBlue = adaptive(light: rgb(0, 122, 255, 1), dark: rgb(10, 132, 255, 1))
    static let systemOrange = adaptive(light: rgb(255, 149, 0, 1), dark: rgb(255, 159, 10, 1))
    static let systemYellow = adaptive(light: rgb(255, 204, 0, 1), dark: rgb(255, 214, 10, 1))
    static let systemPink = adaptive(light: rgb(255, 45, 85, 1), dark: rgb(255, 55, 95, 1))
    static let systemPurple = adaptive(light: rgb(175, 82, 222, 1), dark: rgb(191, 90, 242, 1))
    static let systemTeal = adaptive(light: rgb(48, 176, 199, 1), dark: rgb(64, 200, 224, 1))
    static let systemIndigo = adaptive(light: rgb(88, 86, 214, 1), dark: rgb(94, 92, 230, 1))
    static let systemBrown = adaptive(light: rgb(162, 132, 94, 1), dark: rgb(172, 142, 104, 1))
    static let systemMint = adaptive(light: rgb(0, 199, 190, 1), dark: rgb(102, 212, 207, 1))
    static let systemCyan = adaptive(light: rgb(50, 173, 230, 1), dark: rgb(100, 210, 255, 1))
    static let systemGray = adaptive(light: rgb(142, 142, 147, 1), dark: rgb(142, 142, 147, 1))
    static let systemGray2 = adaptive(light: rgb(174, 174, 178, 1), dark: rgb(99, 99, 102, 1))
    static let systemGray3 = adaptive(light: rgb(199, 199, 204, 1), dark: rgb(72, 72, 74, 1))
    static let systemGray4 = adaptive(light: rgb(209, 209, 214, 1), dark: rgb(58, 58, 60, 1))
    static let systemGray5 = adaptive(light: rgb(229, 229, 234, 1), dark: rgb(44, 44, 46, 1))
    static let systemGray6 = adaptive(light: rgb(242, 242, 247, 1), dark: rgb(28, 28, 30, 1))
    static let label = adaptive(light: rgb(0, 0, 0, 1), dark: rgb(255, 255, 255, 1))
    static let secondaryLabel = adaptive(light: rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6))
    static let tertiaryLabel = adaptive(light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
    static let quaternaryLabel = adaptive(light: rgb(60, 60, 67, 0.18), dark: rgb(235, 235, 245, 0.16))
    static let link = adaptive(light: rgb(0, 122, 255, 1), dark: rgb(9, 132, 255, 1))
    static let placeholderText = adaptive(light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
    static let separator = adaptive(light: rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6))
    static let opaqueSeparator = adaptive(light: rgb(198, 198, 200, 1), dark: rgb(56, 56, 58, 1))
    static let systemBackground = adaptive(light: rgb(255, 255, 255, 1), dark: rgb(0, 0, 0, 1))
    static let secondarySystemBackground = adaptive(light: rgb(242, 242, 247, 1), dark: rgb(28, 28, 30, 1))
    static let tertiarySystemBackground = adaptive(light: rgb(255, 255, 255, 1), dark: rgb(44, 44, 46, 1))
    static let systemGroupedBackground = adaptive(light: rgb(242, 242, 247, 1), dark: rgb(0, 0, 0, 1))
    static let secondarySystemGroupedBackground = adaptive(light: rgb(255, 255, 255, 1), dark: rgb(28, 28, 30, 1))
    static let tertiarySystemGroupedBackground = adaptive(light: rgb(242, 242, 247, 1), dark: rgb(44, 44, 46, 1))
    static let systemFill = adaptive(light: rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36))
    static let secondarySystemFill = adaptive(light: rgb(120, 120, 128, 0.16), dark: rgb(120, 120, 128, 0.32))
    static let tertiarySystemFill = adaptive(light: rgb(118, 118, 128, 0.12), dark: rgb(118, 118, 128, 0.24))
    static let quaternarySystemFill = adaptive(light: rgb(116, 116, 128, 0.08), dark: rgb(118, 118, 128, 0.18))
    static let tintColor = UIColor { UIColor.systemBlue.resolvedColor(with: $0) }

    /// A color given as 0…255 components and an alpha, as Apple's tables give them.
    static func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat) -> UIColor {
        UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    /// A color that is `light` in light mode and `dark` in dark mode.
    static func adaptive(light: UIColor, dark: UIColor) -> UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    }
}
