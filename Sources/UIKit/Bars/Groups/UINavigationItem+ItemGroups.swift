extension UINavigationItem {
    /// The items the bar shows on the leading side: the shown items of the leading groups, or the left items.
    var shownLeadingItems: [UIBarButtonItem] {
        leadingGroups.map { $0.flatMap(\.shownItems) } ?? (leftBarButtonItems ?? []).filter { !$0.isHidden }
    }

    /// The items the bar shows from the trailing edge inwards: the trailing groups' (or the right items), then the
    /// center groups'.
    var shownTrailingItems: [UIBarButtonItem] {
        let trailing = trailingGroups.map { $0.flatMap(\.shownItems) } ?? (rightBarButtonItems ?? []).filter { !$0.isHidden }
        return trailing + centerItemGroups.flatMap(\.shownItems)
    }

    /// Sets one side's groups: their items become the side's item array, and their changes reach the bar.
    func setGroups(_ groups: [UIBarButtonItemGroup], leading: Bool) {
        observe(groups, replacing: (leading ? leadingGroups : trailingGroups) ?? [])
        let items = groups.isEmpty ? nil : groups.flatMap(\.barButtonItems)
        isSettingGroups = true
        if leading {
            leadingGroups = groups
            leftBarButtonItems = items
        } else {
            trailingGroups = groups
            rightBarButtonItems = items
        }
        isSettingGroups = false
    }

    /// A side's groups: those set, or its items set as items as one fixed group whose changes reach the bar, kept
    /// so that later reads answer the same group.
    func groups(_ side: ReferenceWritableKeyPath<UINavigationItem, [UIBarButtonItemGroup]?>, standingFor items: [UIBarButtonItem]?) -> [UIBarButtonItemGroup] {
        if let groups = self[keyPath: side] { return groups }
        let groups = (items ?? []).isEmpty ? [] : [UIBarButtonItemGroup.fixedGroup(items: items ?? [])]
        observe(groups, replacing: [])
        self[keyPath: side] = groups
        return groups
    }

    /// A side's items were set: set as items (not from its groups), they replace the groups.
    func itemsDidChange(replacing side: ReferenceWritableKeyPath<UINavigationItem, [UIBarButtonItemGroup]?>) {
        if !isSettingGroups, let groups = self[keyPath: side] {
            observe([], replacing: groups)
            self[keyPath: side] = nil
        }
        itemDidChange(animated: false)
    }

    /// Follows the changes of `groups` (a group hidden, its items replaced), no longer those of `old`.
    func observe(_ groups: [UIBarButtonItemGroup], replacing old: [UIBarButtonItemGroup]) {
        let key = ObjectIdentifier(self)
        for group in old { group.observers[key] = nil }
        for group in groups {
            group.observers[key] = { [weak self] in
                guard let self else { return }
                self.isSettingGroups = true
                if let leadingGroups = self.leadingGroups, leadingGroups.contains(where: { $0 === group }) {
                    self.leftBarButtonItems = leadingGroups.flatMap(\.barButtonItems)
                }
                if let trailingGroups = self.trailingGroups, trailingGroups.contains(where: { $0 === group }) {
                    self.rightBarButtonItems = trailingGroups.flatMap(\.barButtonItems)
                }
                self.isSettingGroups = false
                self.itemDidChange(animated: false)
            }
        }
    }
}
