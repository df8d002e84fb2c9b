import Foundation

/// A custom keyboard's or input accessory's root view, styled like the system keyboard (`.keyboard`: its grey)
/// or left plain (`.default`).
@MainActor @preconcurrency
open class UIInputView: UIView {
    /// How the input view looks.
    public enum Style: Int, Sendable {
        case `default`, keyboard
    }

    /// The style given at initialization.
    open private(set) var inputViewStyle: Style
    /// Whether the keyboard takes the view's own fitting size (`systemLayoutSizeFitting`) as its height rather than
    /// its frame's.
    open var allowsSelfSizing = false

    public init(frame: CGRect, inputViewStyle: Style) {
        self.inputViewStyle = inputViewStyle
        super.init(frame: frame)
        if inputViewStyle == .keyboard { backgroundColor = .systemGray5 }
    }

    public required init?(coder: NSCoder) {
        inputViewStyle = .default
        super.init(coder: coder)
    }
}
