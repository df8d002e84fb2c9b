import Foundation

/// The keys of a hardware keyboard as iPadOS gives them to focus: Tab and Shift-Tab move between focus groups,
/// the arrows move within the focused item's group by geometry, Return and Space perform the focused item's
/// primary action.
extension UIFocusSystem {
    /// Handles `key` if it is focus's; false leaves it to others (the accessibility focus, then the app).
    func handle(_ key: UIKey) -> Bool {
        guard Self.isPlain(key) else { return false }
        switch key.keysymName {
        case "Tab", "ISO_Left_Tab":
            return moveBetweenGroups(backwards: key.keysymName == "ISO_Left_Tab" || key.modifierFlags.contains(.shift))
        case "Up": return moveWithinGroup(.up)
        case "Down": return moveWithinGroup(.down)
        case "Left": return moveWithinGroup(.left)
        case "Right": return moveWithinGroup(.right)
        case "Return", "KP_Enter", "space":
            guard let item = liveFocusedItem else { return false }
            return FocusPrimaryAction.perform(on: item)
        default:
            return false
        }
    }

    /// Whether `key` is focus's now: plain Tab while the window has something to focus, the arrows, Return and
    /// Space while an item is focused.
    func claims(_ key: UIKey) -> Bool {
        guard Self.isPlain(key) else { return false }
        switch key.keysymName {
        case "Tab", "ISO_Left_Tab":
            return scope.map { !FocusSearch.focusableViews(in: $0).isEmpty } ?? false
        case "Up", "Down", "Left", "Right", "Return", "KP_Enter", "space":
            return liveFocusedItem != nil
        default:
            return false
        }
    }

    /// The focusable views of `root` by focus group, the groups and their items in reading order.
    func groups(in root: UIView) -> [(key: String, items: [UIView])] {
        guard let window else { return [] }
        var groups: [(key: String, items: [UIView])] = []
        for entry in FocusSearch.readingOrder(FocusSearch.focusableViews(in: root).map { ($0, $0.convert($0.bounds, to: window)) }) {
            let key = group(of: entry.item)
            if let index = groups.firstIndex(where: { $0.key == key }) {
                groups[index].items.append(entry.item)
            } else {
                groups.append((key, [entry.item]))
            }
        }
        return groups
    }

    /// Whether `key` is held with no modifier but Shift (Shift-Tab): Command, Control and Option with focus's keys
    /// are the app's.
    static func isPlain(_ key: UIKey) -> Bool {
        key.modifierFlags.subtracting([.shift, .alphaShift, .numericPad]).isEmpty
    }

    /// Tab: to the primary item of the next group in reading order (Shift-Tab: the previous), round the end to the
    /// start, among the items of the focus scope; false when it has nothing to focus.
    func moveBetweenGroups(backwards: Bool) -> Bool {
        guard let scope else { return false }
        let groups = groups(in: scope)
        guard !groups.isEmpty else { return false }
        let current = liveFocusedItem.map { group(of: $0) }
        let start = current.flatMap { key in groups.firstIndex { $0.key == key } }
        let heading: UIFocusHeading = backwards ? .previous : .next
        for step in 1...groups.count {
            let index: Int
            if let start {
                index = ((start + (backwards ? -step : step)) % groups.count + groups.count) % groups.count
            } else {
                index = backwards ? groups.count - step : step - 1
            }
            if index == start, groups.count > 1 { continue }
            guard let target = primaryItem(of: groups[index].items, group: groups[index].key) else { continue }
            if move(to: target, heading: heading) { return true }
        }
        return true
    }

    /// An arrow: to the nearest item that way in the focused item's group, or to where a focus guide on the way
    /// sends it; with nothing that way on screen, the scroll view holding the item scrolls on and looks again;
    /// false when nothing is focused.
    func moveWithinGroup(_ heading: UIFocusHeading) -> Bool {
        guard let window, let current = liveFocusedItem else { return false }
        var found = target(from: current, heading: heading, in: window)
        if found == nil, let view = current as? UIView, FocusScrolling.scrollOn(from: view, heading: heading) {
            found = target(from: current, heading: heading, in: window)
        }
        guard let found else { return failMove(from: current, heading: heading) }
        move(to: found, heading: heading)
        return true
    }

    /// Where an arrow from `current` goes: the nearest item of its group that way on screen, or the preference of
    /// the focus guide that lies nearer; nil when nothing does.
    private func target(from current: any UIFocusItem, heading: UIFocusHeading, in window: UIWindow) -> (any UIFocusItem)? {
        guard let origin = Self.windowFrame(of: current, in: window) else { return nil }
        let key = group(of: current)
        guard let scope else { return nil }
        let items: [any UIFocusItem] = FocusSearch.focusableViews(in: scope).filter { $0 !== current && group(of: $0) == key }
        let guides = FocusSearch.focusGuides(in: scope).filter { guide in
            guard let owner = guide.owningView else { return false }
            return !guide.layoutFrame.isEmpty && !owner.convert(guide.layoutFrame, to: window).contains(CGPoint(x: origin.midX, y: origin.midY))
        }
        var frames = items.compactMap { Self.windowFrame(of: $0, in: window) }
        frames += guides.compactMap { guide in guide.owningView.map { $0.convert(guide.layoutFrame, to: window) } }
        guard let index = FocusSearch.nearest(to: origin, heading: heading, among: frames) else { return nil }
        if index < items.count { return items[index] }
        let guide = guides[index - items.count]
        for environment in guide.preferredFocusEnvironments ?? [] {
            if let target = preferredItem(in: environment), target !== current { return target }
        }
        return nil
    }

    private func failMove(from current: any UIFocusItem, heading: UIFocusHeading) -> Bool {
        let context = UIFocusUpdateContext(previous: current, next: nil, heading: heading)
        NotificationCenter.default.post(name: Self.movementDidFailNotification, object: nil,
                                        userInfo: [Self.focusUpdateContextUserInfoKey: context])
        return true
    }

    static func windowFrame(of item: any UIFocusItem, in window: UIWindow) -> CGRect? {
        guard let view = item as? UIView else { return nil }
        return view.convert(view.bounds, to: window)
    }
}

/// What Return and Space do to the focused item: a cell is selected as a tap selects it, a control acts as a
/// click on it does.
@MainActor
enum FocusPrimaryAction {
    static func perform(on item: any UIFocusItem) -> Bool {
        switch item {
        case let cell as UICollectionViewCell:
            guard let collection = cell.focusCollectionView, let indexPath = collection.indexPath(for: cell) else { return false }
            collection.selectAsTapped(indexPath)
            return true
        case let cell as UITableViewCell:
            return cell.enclosingTableView?.selectRowAsTapped(cell) ?? false
        case let view as UIView where FocusStateChange.isTextInput(view):
            return false
        case let control as UIControl:
            return AccessibleViewTree.activate(control)
        default:
            return false
        }
    }
}
