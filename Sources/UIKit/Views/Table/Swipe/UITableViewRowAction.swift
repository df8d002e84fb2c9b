import Foundation

/// The iOS 8 form of a row's swipe button (`editActionsForRowAt`), deprecated for `UIContextualAction`: a title on a
/// coloured background, its handler given the row.
@MainActor @preconcurrency
open class UITableViewRowAction {
    public enum Style: Int, Sendable {
        case `default` = 0
        case normal = 1
        /// A red button, as `.default`.
        public static var destructive: Style { .default }
    }

    public let style: Style
    open var title: String?
    /// The button's colour; unset, red for `.default` and grey for `.normal`.
    open var backgroundColor: UIColor? {
        get { ownBackgroundColor ?? (style == .default ? .systemRed : .systemGray) }
        set { ownBackgroundColor = newValue }
    }

    let handler: (UITableViewRowAction, IndexPath) -> Void
    private var ownBackgroundColor: UIColor?

    public init(style: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
    }

    /// The same button as a contextual action for `indexPath`, whose completion follows the handler.
    func contextualAction(at indexPath: @escaping @MainActor () -> IndexPath?) -> UIContextualAction {
        let action = UIContextualAction(style: style == .default ? .destructive : .normal, title: title) { [self] _, _, completion in
            if let path = indexPath() { handler(self, path) }
            completion(true)
        }
        action.backgroundColor = backgroundColor
        return action
    }
}
