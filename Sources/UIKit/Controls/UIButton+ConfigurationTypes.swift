import Foundation

extension UIButton.Configuration {
    /// How the background's corners are rounded.
    public enum CornerStyle: Int, Hashable, Sendable {
        /// The background's `cornerRadius` as it is.
        case fixed = -1
        /// The background's `cornerRadius`, which follows the button's size.
        case dynamic = 0
        case small, medium, large
        /// Half the height: round ends.
        case capsule
    }

    /// The size of a button's text, insets and corners.
    public enum Size: Int, Hashable, Sendable {
        case mini, small, medium, large
    }

    /// The look the button takes on the Mac (kept; a desktop button here takes its iOS look).
    public enum MacIdiomStyle: Int, Hashable, Sendable {
        case automatic, bordered, borderless, borderlessTinted
    }

    /// How the title and subtitle line up with each other.
    public enum TitleAlignment: Int, Hashable, Sendable {
        /// Leading beside a leading or trailing image, centred otherwise.
        case automatic
        case leading, center, trailing
    }

    /// The mark on the trailing edge (iOS 16).
    public enum Indicator: Int, Hashable, Sendable {
        /// A pop-up mark on a button whose menu picks its title (`changesSelectionAsPrimaryAction`).
        case automatic
        case none
        /// Up and down chevrons, for a pop-up button.
        case popup
    }
}

/// The standard configurations: the colours each takes in each state.
enum ButtonStyle: Hashable, Sendable {
    case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
    case glass, prominentGlass, clearGlass, prominentClearGlass

    /// The glass the style's background shows (nil: none).
    var glassStyle: UIGlassEffect.Style? {
        switch self {
        case .glass, .prominentGlass: .regular
        case .clearGlass, .prominentClearGlass: .clear
        default: nil
        }
    }

    /// Whether the style's glass is tinted with the button's tint, its title and image white.
    var isProminentGlass: Bool { self == .prominentGlass || self == .prominentClearGlass }

    /// The look the style shares with its other name (`bordered` is `gray` on iOS, and so on).
    private var look: ButtonStyle {
        switch self {
        case .borderless: .plain
        case .bordered: .gray
        case .borderedTinted: .tinted
        case .borderedProminent: .filled
        default: self
        }
    }

    /// Whether the style draws a background.
    var hasBackground: Bool { look != .plain }

    /// The title and image colour in `state`: the base (the tint, or white when filled), gray when disabled,
    /// faded while a borderless button is pressed, white on the tint when selected.
    @MainActor
    func foreground(base: UIColor?, tint: UIColor, state: ButtonColorState) -> UIColor {
        let color = base ?? (look == .filled || isProminentGlass ? .white : tint)
        if state.isDisabled { return .tertiaryLabel }
        if state.isSelected && look != .filled && glassStyle == nil { return .white }
        if state.isHighlighted && !hasBackground { return Self.faded(color, by: 0.5) }
        return color
    }

    /// The background colour in `state`: clear, the tint faint (tinted), a gray fill or the tint (filled); a
    /// fill when disabled, the tint when selected, and darker or lighter while pressed.
    @MainActor
    func background(base: UIColor?, tint: UIColor, state: ButtonColorState) -> UIColor {
        if look == .plain && !state.isSelected { return base ?? .clear }
        if glassStyle != nil { return state.isHighlighted ? UIColor(white: 1, alpha: 0.2) : base ?? .clear }
        if state.isDisabled { return .tertiarySystemFill }
        if state.isSelected && look != .filled { return state.isHighlighted ? Self.pressed(tint) : tint }
        let color: UIColor
        switch look {
        case .tinted:
            let source = base ?? tint
            color = UIColor { traits in
                source.resolvedColor(with: traits).withAlphaComponent(traits.userInterfaceStyle == .dark ? 0.22 : 0.15)
            }
        case .gray:
            color = base ?? .secondarySystemFill
        default:
            color = base ?? tint
        }
        return state.isHighlighted ? Self.pressed(color) : color
    }

    /// `color` with its alpha times `factor`.
    private static func faded(_ color: UIColor, by factor: CGFloat) -> UIColor {
        UIColor { traits in
            let resolved = color.resolvedColor(with: traits)
            var alpha: CGFloat = 1
            _ = resolved.getRed(nil, green: nil, blue: nil, alpha: &alpha)
            return resolved.withAlphaComponent(alpha * factor)
        }
    }

    /// A pressed background: a fifth of the way to black in light mode and to white in dark mode, so it stands
    /// out from the background around it; a translucent fill (gray, tinted) grows more opaque instead.
    private static func pressed(_ color: UIColor) -> UIColor {
        UIColor { traits in
            let resolved = color.resolvedColor(with: traits)
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 1
            guard resolved.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return resolved }
            if alpha < 1 { return resolved.withAlphaComponent(min(1, alpha * 1.8)) }
            let target: CGFloat = traits.userInterfaceStyle == .dark ? 1 : 0
            func mix(_ value: CGFloat) -> CGFloat { value + (target - value) * 0.2 }
            return UIColor(red: mix(red), green: mix(green), blue: mix(blue), alpha: alpha)
        }
    }
}

/// The parts of a button's state its configuration's colours follow.
struct ButtonColorState: Hashable {
    var isHighlighted = false
    var isDisabled = false
    var isSelected = false

    @MainActor
    init(button: UIButton, followsSelection: Bool) {
        isHighlighted = button.isHighlighted
        isDisabled = !button.isEnabled
        isSelected = followsSelection && button.isSelected
    }

    init(isHighlighted: Bool = false, isDisabled: Bool = false, isSelected: Bool = false) {
        self.isHighlighted = isHighlighted
        self.isDisabled = isDisabled
        self.isSelected = isSelected
    }

    static let normal = ButtonColorState()
}

/// What a button size sets: the title's and subtitle's point sizes, the content insets and the corner radius.
struct ButtonMetrics {
    let titleSize: CGFloat
    let subtitleSize: CGFloat
    let insets: (vertical: CGFloat, horizontal: CGFloat)
    let cornerRadius: CGFloat

    init(_ size: UIButton.Configuration.Size) {
        switch size {
        case .mini: (titleSize, subtitleSize, insets, cornerRadius) = (12, 10, (3, 8), 4)
        case .small: (titleSize, subtitleSize, insets, cornerRadius) = (15, 12, (5, 10), 6)
        case .medium: (titleSize, subtitleSize, insets, cornerRadius) = (17, 15, (7, 12), 6)
        case .large: (titleSize, subtitleSize, insets, cornerRadius) = (17, 15, (14, 20), 10)
        }
    }

    /// The default insets (the same for every style on iOS).
    var contentInsets: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: insets.vertical, leading: insets.horizontal, bottom: insets.vertical, trailing: insets.horizontal)
    }

    /// The corner radius `style` gives a background `height` tall whose own radius is `backgroundRadius`.
    static func cornerRadius(_ style: UIButton.Configuration.CornerStyle, backgroundRadius: CGFloat, height: CGFloat) -> CGFloat {
        switch style {
        case .fixed, .dynamic: backgroundRadius
        case .small: 4
        case .medium: 6
        case .large: 10
        case .capsule: height / 2
        }
    }
}
