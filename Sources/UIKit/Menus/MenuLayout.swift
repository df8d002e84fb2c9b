import Foundation
import QuartzCore

/// A menu laid out as a desktop popup: one row per visible element (an inline submenu's children in the parent,
/// between separators), each as tall as a row, the popup as wide as its widest title plus room for a check mark
/// and a submenu arrow. A value: computed from the menu and a text measure, tested alone.
struct MenuLayout: Equatable {
    /// One line of the menu.
    struct Row: Equatable {
        enum Kind: Equatable {
            case action
            /// Opens the submenu at this index of `submenus`.
            case submenu(Int)
            /// A deferred element not yet provided.
            case loading
        }
        var title: String
        var kind: Kind
        var isEnabled: Bool
        var isDestructive: Bool
        var state: UIMenuElement.State
        var frame: CGRect
        /// A separator line is drawn above the row (the start of an inline group).
        var separatorAbove: Bool
        /// A key command's shortcut, shown right-aligned ("Ctrl+Shift+Z").
        var shortcut: String? = nil
    }

    static let rowHeight: CGFloat = 28
    static let separatorHeight: CGFloat = 9
    static let verticalPadding: CGFloat = 6
    /// Room left of the title for a check mark, right of it for the submenu arrow.
    static let leadingInset: CGFloat = 28
    static let trailingInset: CGFloat = 28
    static let minimumWidth: CGFloat = 160
    static let maximumWidth: CGFloat = 480
    /// The least room between a title and its shortcut.
    static let shortcutGap: CGFloat = 24

    var rows: [Row] = []
    var size: CGSize = .zero
    /// The title of the menu, shown above the rows in smaller gray text when not empty.
    var title: String?

    /// Lays out `elements` (resolving deferred ones that answer at once through `resolve`); `measure` gives a
    /// title's width in points.
    @MainActor
    init(title: String?, elements: [(element: UIMenuElement, path: [Int])], measure: (String) -> CGFloat) {
        self.title = title?.isEmpty == false ? title : nil
        var y = MenuLayout.verticalPadding + (self.title == nil ? 0 : MenuLayout.rowHeight)
        var widest: CGFloat = 0
        var widestShortcut: CGFloat = 0
        var submenuIndex = 0
        var lastGroup: [Int]? = nil
        for (element, group) in elements {
            let separator = lastGroup != nil && group != lastGroup!
            lastGroup = group
            if separator { y += MenuLayout.separatorHeight }
            let kind: Row.Kind
            if element is UIMenu {
                kind = .submenu(submenuIndex)
                submenuIndex += 1
            } else if element is UIDeferredMenuElement {
                kind = .loading
            } else {
                kind = .action
            }
            let attributes = element.displayedAttributes
            rows.append(Row(
                title: element.title, kind: kind, isEnabled: !attributes.contains(.disabled) && kind != .loading,
                isDestructive: attributes.contains(.destructive), state: element.displayedState,
                frame: CGRect(x: 0, y: y, width: 0, height: MenuLayout.rowHeight), separatorAbove: separator,
                shortcut: (element as? UIKeyCommand).flatMap(ShortcutLabel.text(for:))))
            widest = max(widest, measure(element.title))
            if let shortcut = rows.last?.shortcut { widestShortcut = max(widestShortcut, measure(shortcut)) }
            y += MenuLayout.rowHeight
        }
        if let title = self.title { widest = max(widest, measure(title)) }
        let width = min(MenuLayout.maximumWidth, max(MenuLayout.minimumWidth, (MenuLayout.leadingInset + widest + (widestShortcut > 0 ? MenuLayout.shortcutGap + widestShortcut : 0) + MenuLayout.trailingInset).rounded(.up)))
        for index in rows.indices { rows[index].frame.size.width = width }
        size = CGSize(width: width, height: y + MenuLayout.verticalPadding)
    }

    /// The row at `point` (the popup's coordinates), if any.
    func row(at point: CGPoint) -> Int? {
        rows.firstIndex { $0.frame.contains(point) }
    }

    /// The next enabled row after `index` going `step` (+1 down, -1 up), wrapping; nil when none is enabled.
    func enabledRow(after index: Int?, step: Int) -> Int? {
        guard !rows.isEmpty else { return nil }
        var candidate = index ?? (step > 0 ? -1 : rows.count)
        for _ in rows.indices {
            candidate = (candidate + step + rows.count) % rows.count
            if rows[candidate].isEnabled { return candidate }
        }
        return nil
    }

    /// The elements a menu shows, in order, each with the path of inline groups it belongs to: hidden ones left
    /// out, inline submenus flattened, deferred elements replaced by what they provide at once.
    @MainActor
    static func visibleElements(of menu: UIMenu, path: [Int] = [], update: @escaping @MainActor ([UIMenuElement]) -> Void = { _ in }) -> [(element: UIMenuElement, path: [Int])] {
        var result: [(UIMenuElement, [Int])] = []
        for (index, child) in menu.children.enumerated() {
            if child.displayedAttributes.contains(.hidden) { continue }
            if let submenu = child as? UIMenu, submenu.options.contains(.displayInline) {
                result += visibleElements(of: submenu, path: path + [index], update: update)
            } else if let deferred = child as? UIDeferredMenuElement {
                if let provided = deferred.resolve(update: update) {
                    result += visibleElements(of: UIMenu(children: provided), path: path + [index], update: update)
                } else {
                    result.append((deferred, path))
                }
            } else {
                result.append((child, path))
            }
        }
        return result
    }
}
