import Foundation

/// Bar button items shown together in a navigation bar (`UINavigationItem`'s item groups) or above the keyboard
/// (`UITextInputAssistantItem`), with the item that stands for them where they do not fit and how a person may
/// customize the bar with them (fixed, movable or optional). Changing a group reaches the bar showing it.
@MainActor @preconcurrency
open class UIBarButtonItemGroup {
    /// The items of the group; an item belongs to one group at a time, so one set here leaves its old group.
    open var barButtonItems: [UIBarButtonItem] {
        didSet {
            for item in oldValue where !barButtonItems.contains(where: { $0 === item }) && item.group === self { item.group = nil }
            adopt(barButtonItems)
            groupDidChange()
        }
    }
    /// The item shown in place of the group's items where they do not fit.
    open var representativeItem: UIBarButtonItem? { didSet { groupDidChange() } }
    /// What stands for the group in a menu (the overflow menu, the customization palette).
    open var menuRepresentation: UIMenuElement? { didSet { groupDidChange() } }
    /// Whether the bar leaves the group out.
    open var isHidden = false { didSet { groupDidChange() } }
    /// Whether the group's functions stay reachable whatever a person's customization of the bar.
    open var alwaysAvailable = false
    /// The name the group's place in a customized bar is kept under; nil for a fixed group.
    open private(set) var customizationIdentifier: String?
    /// Whether a person may move the group, and remove or add it, when customizing the bar.
    private(set) var customization = Customization.fixed

    /// How a group takes part in a person's customization of the bar.
    enum Customization: Equatable {
        case fixed, movable, optional(inDefaultCustomization: Bool)
    }

    /// Whether the representative item shows in place of the items.
    ///
    /// Difference from Apple: false while the group is shown, since a desktop bar gives each group its items.
    open var isDisplayingRepresentativeItem: Bool { false }

    /// The bars showing the group, told of its changes.
    var observers: [ObjectIdentifier: () -> Void] = [:]

    public init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?) {
        self.barButtonItems = barButtonItems
        self.representativeItem = representativeItem
        adopt(barButtonItems)
    }

    /// Groups come from code here, never from archives.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A group that stays where it is: it cannot be moved or removed when the bar is customized.
    open class func fixedGroup(representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
        UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
    }

    /// A group a person can move, but not remove, when customizing the bar.
    open class func movableGroup(customizationIdentifier: String, representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
        let group = UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
        group.customizationIdentifier = customizationIdentifier
        group.customization = .movable
        return group
    }

    /// A group a person can move, remove and add back when customizing the bar; shown at first when
    /// `isInDefaultCustomization`.
    open class func optionalGroup(customizationIdentifier: String, isInDefaultCustomization: Bool = true, representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
        let group = UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
        group.customizationIdentifier = customizationIdentifier
        group.customization = .optional(inDefaultCustomization: isInDefaultCustomization)
        return group
    }

    /// The items a bar shows for the group: none while it is hidden or is an optional group left out of the bar at
    /// first, else those not hidden.
    var shownItems: [UIBarButtonItem] {
        isHidden || customization == .optional(inDefaultCustomization: false) ? [] : barButtonItems.filter { !$0.isHidden }
    }

    /// Takes `items` from the groups they were in.
    private func adopt(_ items: [UIBarButtonItem]) {
        for item in items where item.group !== self {
            if let previous = item.group { previous.barButtonItems.removeAll { $0 === item } }
            item.group = self
        }
    }

    private func groupDidChange() {
        for observer in observers.values { observer() }
    }
}
