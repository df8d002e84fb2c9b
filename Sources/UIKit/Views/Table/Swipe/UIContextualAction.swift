import Foundation

/// A button revealed by swiping a table row sideways: a title or image on a coloured background, running its
/// handler when tapped (or when a full swipe picks it).
@MainActor @preconcurrency
open class UIContextualAction {
    /// What the handler is given: the action, the view showing it, and a completion to call with whether it was done.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// How the action looks: grey for `.normal`, red for `.destructive`.
    public enum Style: Int, Sendable {
        case normal = 0
        case destructive = 1
    }

    public let style: Style
    public let handler: Handler
    open var title: String?
    /// The button's colour; unset, the style's (grey or red).
    open var backgroundColor: UIColor! {
        get { ownBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { ownBackgroundColor = newValue }
    }

    open var image: UIImage?
    private var ownBackgroundColor: UIColor?

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}
