import CSwiftRuntime
import QuartzCore

/// A button of a navigation bar or toolbar: a title, an image, a system item, or a custom view; tapping it runs
/// its `primaryAction`.
@MainActor @preconcurrency
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable {
        case plain
        @available(*, deprecated, message: "use UIBarButtonItem.Style.plain")
        case bordered
        /// A prominent button, one that completes a task (iOS 26); `done` is its former name.
        case prominent = 2

        /// The prominent style, by its name before iOS 26.
        public static var done: Style { .prominent }
    }

    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        @available(*, deprecated)
        case pageCurl
        case close

        /// The title a desktop bar shows for the system item (UIKit shows symbols for most of them).
        var title: String {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "+"
            case .flexibleSpace, .fixedSpace: ""
            case .compose: "Compose"
            case .reply: "Reply"
            case .action: "Share"
            case .organize: "Organize"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .refresh: "Refresh"
            case .stop: "Stop"
            case .camera: "Camera"
            case .trash: "Delete"
            case .play: "Play"
            case .pause: "Pause"
            case .rewind: "Rewind"
            case .fastForward: "Forward"
            case .undo: "Undo"
            case .redo: "Redo"
            case .pageCurl: ""
            case .close: "Close"
            }
        }
    }

    open var style: Style = .plain { didSet { itemDidChange() } }
    /// The item's width; 0 sizes it to its content.
    open var width: CGFloat = 0 { didSet { itemDidChange() } }
    open var possibleTitles: Set<String>?
    /// A view shown in place of the title or image.
    open var customView: UIView? { didSet { itemDidChange() } }
    /// What tapping the item runs.
    open var primaryAction: UIAction? {
        didSet { if let primaryAction, !primaryAction.title.isEmpty { title = primaryAction.title } }
    }
    /// The menu the item shows: on a tap when it has no primary action, else on a long press.
    open var menu: UIMenu? { didSet { itemDidChange() } }
    /// How the menu orders its elements (`.automatic`: from the item outward).
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic
    open var isSelected = false { didSet { itemDidChange() } }
    /// Whether the bar leaves the item out.
    open var isHidden = false { didSet { itemDidChange() } }
    /// Whether a tap toggles `isSelected` before running the action.
    open var changesSelectionAsPrimaryAction = false
    /// Whether the item stays off the glass background it would share with its neighbours in the bar (iOS 26).
    ///
    /// Difference from Apple: bars here draw no shared glass background behind their items, so both are kept only.
    open var hidesSharedBackground = false
    /// Whether the item may share a glass background with its neighbours in the bar (iOS 26).
    open var sharesBackground = true
    /// Whether a drag hovering over the item's button for a moment presses it (`UISpringLoadedInteractionSupporting`).
    open var isSpringLoaded = false { didSet { itemDidChange() } }
    /// The group the item belongs to (`buttonGroup`).
    weak var group: UIBarButtonItemGroup?
    open var tintColor: UIColor? {
        didSet {
            itemDidChange()
            appearanceDidSet(\UIBarButtonItem.tintColor, tintColor)
        }
    }
    /// The system item it was made as, if any.
    private(set) var systemItem: SystemItem?
    /// The view a bar shows the item with now (a popover from the item points at it).
    weak var shownView: UIView?

    override public init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// An item showing `title` and/or `image`, running `primaryAction` when tapped.
    ///
    /// Difference from Apple: the target–action initializers (`init(title:style:target:action:)`…) do not exist,
    /// since Swift on Linux has no selectors: `primaryAction` replaces them.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.primaryAction = primaryAction
        self.menu = menu
        // Observers do not run in the class's own initializers: the action's title is taken here.
        if let title {
            self.title = title
        } else if let actionTitle = primaryAction?.title, !actionTitle.isEmpty {
            self.title = actionTitle
        }
        self.image = image
    }

    /// An item showing `image` in `style`, running `primaryAction` when tapped.
    ///
    /// Difference from Apple: stands in for `init(image:style:target:action:)`, a closure for the selector.
    public convenience init(image: UIImage?, style: Style, primaryAction: UIAction? = nil) {
        self.init(title: nil, image: image, primaryAction: primaryAction)
        self.style = style
    }

    /// An item showing `image` (and `landscapeImagePhone` in compact heights) in `style`.
    ///
    /// Difference from Apple: stands in for `init(image:landscapeImagePhone:style:target:action:)`, a closure for the selector.
    public convenience init(image: UIImage?, landscapeImagePhone: UIImage?, style: Style, primaryAction: UIAction? = nil) {
        self.init(image: image, style: style, primaryAction: primaryAction)
        self.landscapeImagePhone = landscapeImagePhone
    }

    /// An item showing `title` in `style`, running `primaryAction` when tapped.
    ///
    /// Difference from Apple: stands in for `init(title:style:target:action:)`, a closure for the selector.
    public convenience init(title: String?, style: Style, primaryAction: UIAction? = nil) {
        self.init(title: title, image: nil, primaryAction: primaryAction)
        self.style = style
    }

    /// A system item (Done, Cancel, Add…), running `primaryAction` when tapped, showing `menu` (on a tap without a
    /// primary action, else on a long press).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, primaryAction: primaryAction)
        self.menu = menu
    }

    /// A system item (Done, Cancel, Add…), running `primaryAction` when tapped.
    ///
    /// Difference from Apple: stands in for `init(barButtonSystemItem:target:action:)`, a closure for the selector.
    public convenience init(barButtonSystemItem systemItem: SystemItem, primaryAction: UIAction?) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        title = systemItem.title
        style = systemItem == .done ? .done : .plain
    }

    /// An item running `primaryAction`, titled by the action's title.
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction)
    }

    /// An item showing `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A space of `width` points between items.
    open class func fixedSpace(_ width: CGFloat) -> Self {
        let item = space(.fixedSpace)
        item.width = width
        return item
    }

    /// A space taking the room left between items.
    open class func flexibleSpace() -> Self {
        space(.flexibleSpace)
    }

    /// An item of this class made by its own `init()` (found at run time, as Objective-C sends `-init` to
    /// `self`), as a space.
    private class func space(_ kind: SystemItem) -> Self {
        let initializer = DynamicInitializer<UIBarItem, Void>(method: csr_NSObject_init(), owner: csr_NSObject())
        let item = unsafeDowncast(initializer.make(self), to: self)
        item.systemItem = kind
        item.title = nil
        return item
    }

    /// Whether the item is a space (fixed or flexible) rather than a button.
    var isSpace: Bool { systemItem == .fixedSpace || systemItem == .flexibleSpace }
    var isFlexibleSpace: Bool { systemItem == .flexibleSpace }

    /// Runs the item's action, as a tap does.
    func performPrimaryAction() {
        guard isEnabled else { return }
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        guard let primaryAction else { return }
        primaryAction.handler(primaryAction)
    }
}
