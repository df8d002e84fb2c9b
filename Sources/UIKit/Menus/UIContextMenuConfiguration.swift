import Foundation

/// Makes the view controller shown as a context menu's preview (nil: the view itself is previewed).
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?
/// Makes a context menu's menu from the actions the system suggests (none on the desktop).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// What a context menu shows: a preview and a menu, each made when the menu opens.
@MainActor @preconcurrency
open class UIContextMenuConfiguration {
    /// Names the configuration, for the delegate's later calls.
    public let identifier: NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    /// A configuration whose preview and menu the providers make when the menu opens; a unique identifier is made
    /// when none is given.
    public init(identifier: NSCopying? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil, actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// The element a multi-item menu opened from (kept for the delegate; a single menu has none).
    open var preferredMenuElementOrder: ElementOrder = .automatic

    /// The order of a menu's elements relative to where it opens.
    public enum ElementOrder: Int, Sendable {
        case automatic, priority, fixed
    }
}
