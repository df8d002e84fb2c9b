import Foundation

/// A standard mark at a list cell's leading or trailing side: a disclosure chevron, a checkmark, delete and insert
/// buttons, a reorder grip, an outline disclosure, a label, a detail button, a multiselect circle or a custom view.
public struct UICellAccessory {
    /// When an accessory shows: always, or only while the list is (not) editing.
    public enum DisplayedState: Int, Sendable {
        case always, whenEditing, whenNotEditing
    }

    /// The width reserved for an accessory.
    public enum LayoutDimension: Equatable, Sendable {
        case actual, standard
        case custom(CGFloat)
    }

    /// What a tap on a delete, insert, detail or outline disclosure accessory does.
    public typealias ActionHandler = () -> Void

    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    public struct CheckmarkOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    public struct DeleteOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    public struct InsertOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    public struct ReorderOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var showsVerticalSeparator = true
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, showsVerticalSeparator: Bool = true) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    public struct MultiselectOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    public struct OutlineDisclosureOptions {
        /// Whether the chevron is a header's (bold, tinted) or a cell's.
        public enum Style: Int, Sendable {
            case automatic, header, cell
        }

        public var style: Style
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    public struct LabelOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var font: UIFont?
        public var adjustsFontForContentSizeCategory: Bool
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, font: UIFont? = nil,
                    adjustsFontForContentSizeCategory: Bool = true) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    public struct DetailOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Which side of the cell a custom view goes, and where among the other accessories.
    public enum Placement {
        case leading(displayed: UICellAccessory.DisplayedState = .always, at: Position = { _ in 0 })
        case trailing(displayed: UICellAccessory.DisplayedState = .always, at: Position = { $0.count })

        /// Where among the accessories of its side an accessory goes, given them.
        public typealias Position = ([UICellAccessory]) -> Int

        /// Before the first accessory of these kinds (at the end when none is there).
        public static func position(before accessory: UICellAccessory) -> Position { { $0.firstIndex { $0.kind.sameKind(as: accessory.kind) } ?? $0.count } }
        public static func position(after accessory: UICellAccessory) -> Position { { ($0.lastIndex { $0.kind.sameKind(as: accessory.kind) }).map { $0 + 1 } ?? $0.count } }
    }

    /// A view of the app's own as an accessory.
    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var maintainsFixedSize: Bool
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool = false) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    enum Kind {
        case disclosureIndicator, checkmark, delete, insert, reorder, multiselect, outlineDisclosure, detail
        case label(String, UIFont?)
        case customView(CustomViewConfiguration)

        func sameKind(as other: Kind) -> Bool {
            switch (self, other) {
            case (.disclosureIndicator, .disclosureIndicator), (.checkmark, .checkmark), (.delete, .delete), (.insert, .insert),
                 (.reorder, .reorder), (.multiselect, .multiselect), (.outlineDisclosure, .outlineDisclosure), (.detail, .detail),
                 (.label, .label), (.customView, .customView): true
            default: false
            }
        }
    }

    let kind: Kind
    public var displayedState: DisplayedState
    public var isHidden: Bool
    public var reservedLayoutWidth: LayoutDimension
    public var tintColor: UIColor?
    var backgroundColor: UIColor?
    var actionHandler: ActionHandler?

    private init(_ kind: Kind, _ displayed: DisplayedState, isHidden: Bool?, width: LayoutDimension?, tint: UIColor?,
                 background: UIColor? = nil, action: ActionHandler? = nil) {
        self.kind = kind
        displayedState = displayed
        self.isHidden = isHidden ?? false
        reservedLayoutWidth = width ?? .standard
        tintColor = tint
        backgroundColor = background
        actionHandler = action
    }

    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(), actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.delete, displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor,
                        background: options.backgroundColor, action: actionHandler)
    }

    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(), actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.insert, displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor,
                        background: options.backgroundColor, action: actionHandler)
    }

    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> UICellAccessory {
        UICellAccessory(.reorder, displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()) -> UICellAccessory {
        UICellAccessory(.multiselect, displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor,
                        background: options.backgroundColor)
    }

    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure, displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor,
                        action: actionHandler)
    }

    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(.label(text, options.font), displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = .init(), actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.detail, displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor,
                        action: actionHandler)
    }

    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        UICellAccessory(.customView(configuration), configuration.placement.displayedState, isHidden: configuration.isHidden,
                        width: configuration.reservedLayoutWidth, tint: configuration.tintColor)
    }

    /// Whether the accessory sits at the cell's leading side (delete, insert, multiselect, leading custom views).
    var isLeading: Bool {
        switch kind {
        case .delete, .insert, .multiselect: true
        case .customView(let configuration): if case .leading = configuration.placement { true } else { false }
        default: false
        }
    }

    /// Whether it shows in a cell that is (not) editing.
    func isShown(editing: Bool) -> Bool {
        guard !isHidden else { return false }
        switch displayedState {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }
}

extension UICellAccessory.Placement {
    var displayedState: UICellAccessory.DisplayedState {
        switch self {
        case .leading(let displayed, _), .trailing(let displayed, _): displayed
        }
    }
}
