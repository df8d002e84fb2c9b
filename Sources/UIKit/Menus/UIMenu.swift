import Foundation

/// A menu: a title and the elements it holds (actions, submenus, deferred elements), shown as a list, inline in its
/// parent between separators (`displayInline`), or as a list of which one element is checked (`singleSelection`).
@MainActor @preconcurrency
open class UIMenu: UIMenuElement {
    /// Names a menu, so a menu system can find and replace it.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let application = Identifier("com.apple.menu.application")
        public static let file = Identifier("com.apple.menu.file")
        public static let edit = Identifier("com.apple.menu.edit")
        public static let view = Identifier("com.apple.menu.view")
        public static let window = Identifier("com.apple.menu.window")
        public static let help = Identifier("com.apple.menu.help")
        public static let about = Identifier("com.apple.menu.about")
        public static let preferences = Identifier("com.apple.menu.preferences")
        public static let services = Identifier("com.apple.menu.services")
        public static let hide = Identifier("com.apple.menu.hide")
        public static let quit = Identifier("com.apple.menu.quit")
        public static let newScene = Identifier("com.apple.menu.new-scene")
        public static let close = Identifier("com.apple.menu.close")
        public static let print = Identifier("com.apple.menu.print")
        public static let undoRedo = Identifier("com.apple.menu.undo-redo")
        public static let standardEdit = Identifier("com.apple.menu.standard-edit")
        public static let find = Identifier("com.apple.menu.find")
        public static let replace = Identifier("com.apple.menu.replace")
        public static let share = Identifier("com.apple.menu.share")
        public static let textStyle = Identifier("com.apple.menu.text-style")
        public static let spelling = Identifier("com.apple.menu.spelling")
        public static let spellingPanel = Identifier("com.apple.menu.spelling-panel")
        public static let spellingOptions = Identifier("com.apple.menu.spelling-options")
        public static let substitutions = Identifier("com.apple.menu.substitutions")
        public static let substitutionsPanel = Identifier("com.apple.menu.substitutions-panel")
        public static let substitutionOptions = Identifier("com.apple.menu.substitution-options")
        public static let transformations = Identifier("com.apple.menu.transformations")
        public static let speech = Identifier("com.apple.menu.speech")
        public static let lookup = Identifier("com.apple.menu.lookup")
        public static let learn = Identifier("com.apple.menu.learn")
        public static let format = Identifier("com.apple.menu.format")
        public static let font = Identifier("com.apple.menu.font")
        public static let textSize = Identifier("com.apple.menu.text-size")
        public static let textColor = Identifier("com.apple.menu.text-color")
        public static let textStylePasteboard = Identifier("com.apple.menu.text-style-pasteboard")
        public static let text = Identifier("com.apple.menu.text")
        public static let writingDirection = Identifier("com.apple.menu.writing-direction")
        public static let alignment = Identifier("com.apple.menu.alignment")
        public static let toolbar = Identifier("com.apple.menu.toolbar")
        public static let sidebar = Identifier("com.apple.menu.sidebar")
        public static let fullscreen = Identifier("com.apple.menu.fullscreen")
        public static let minimizeAndZoom = Identifier("com.apple.menu.minimize-and-zoom")
        public static let bringAllToFront = Identifier("com.apple.menu.bring-all-to-front")
        public static let root = Identifier("com.apple.menu.root")
        public static let newItem = Identifier("com.apple.menu.new-item")
        public static let open = Identifier("com.apple.menu.open")
        public static let openRecent = Identifier("com.apple.menu.open-recent")
        public static let document = Identifier("com.apple.menu.document")
        public static let autoFill = Identifier("com.apple.menu.autofill")
        public static let findPanel = Identifier("com.apple.menu.find-panel")
    }

    /// How the menu shows.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Its children show in the parent menu, between separators, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The submenu's row is red: its children destroy.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Choosing a child checks it and unchecks the others.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// Its children show as a row of icons.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// How much room each child takes when the menu is a row of icons.
    public typealias ElementSize = UIMenuElement.Size

    open private(set) var identifier: Identifier
    open private(set) var options: Options
    open var preferredElementSize: ElementSize
    open private(set) var children: [UIMenuElement]

    /// A menu of `children`.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], preferredElementSize: ElementSize = .automatic, children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier("UIMenu.\(UUID().uuidString)")
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of the menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// The children whose state is on (in a single-selection menu, the one chosen).
    open var selectedElements: [UIMenuElement] {
        children.filter { $0.displayedState == .on }
    }

    override var displayedAttributes: UIMenuElement.Attributes {
        options.contains(.destructive) ? .destructive : []
    }

    /// A child action was chosen: a single-selection menu checks it alone.
    func childChosen(_ action: UIAction) {
        guard options.contains(.singleSelection) else { return }
        for case let child as UIAction in children { child.state = child === action ? .on : .off }
    }
}
