import Foundation

/// A button of an alert or action sheet: its title, its style, whether it can be chosen, and the closure run once
/// the alert has been dismissed after it was chosen.
@MainActor @preconcurrency
open class UIAlertAction {
    /// How the button looks and where it goes.
    public enum Style: Int, Sendable {
        /// A plain button.
        case `default` = 0
        /// The button that cancels: it goes last (in an action sheet, apart), Escape chooses it.
        case cancel = 1
        /// A button whose action destroys something: drawn in red.
        case destructive = 2
    }

    open private(set) var title: String?
    open private(set) var style: Style
    /// Whether the button can be chosen; a disabled button is dimmed and ignores taps and keys.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { onChange?() } }
    }

    private(set) var handler: ((UIAlertAction) -> Void)?
    /// Tells the alert showing the action that `isEnabled` changed.
    var onChange: (() -> Void)?

    /// An action titled `title` that runs `handler` after the alert is dismissed.
    public convenience init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init()
        self.title = title
        self.style = style
        self.handler = handler
    }

    /// An untitled default action with no handler.
    ///
    /// Difference from Apple: not an `NSObject` (no `NSCopying`); `init()` is the designated initializer a subclass
    /// overrides.
    public init() {
        title = nil
        style = .default
        handler = nil
    }
}
