extension UIBarButtonItem {
    /// The group the item belongs to, if any.
    public var buttonGroup: UIBarButtonItemGroup? { group }

    /// A fixed group of this item alone.
    public func creatingFixedGroup() -> UIBarButtonItemGroup {
        .fixedGroup(items: [self])
    }

    /// A movable group of this item alone.
    public func creatingMovableGroup(customizationIdentifier: String) -> UIBarButtonItemGroup {
        .movableGroup(customizationIdentifier: customizationIdentifier, items: [self])
    }

    /// An optional group of this item alone.
    public func creatingOptionalGroup(customizationIdentifier: String, isInDefaultCustomization: Bool = true) -> UIBarButtonItemGroup {
        .optionalGroup(customizationIdentifier: customizationIdentifier, isInDefaultCustomization: isInDefaultCustomization, items: [self])
    }
}
