import Foundation
import QuartzCore
import Wayland

/// An open menu and its open submenus, each a level: on the desktop a popup window (`xdg_popup`) of the level
/// below it, elsewhere (offscreen windows, tests) a view over the window. Appears with a short scale and fade;
/// choosing an action closes every level, then runs the action's handler.
@MainActor
final class ContextMenuPresentation {
    static let animationDuration: TimeInterval = 0.2
    /// The scale a menu grows from as it appears.
    static let appearingScale: CGFloat = 0.92

    private(set) var menu: UIMenu
    let preview: UIViewController?
    /// What performs the chosen action (the interaction or the button).
    private weak var sender: AnyObject?
    /// Called once when the menu closes, with the action chosen (nil: dismissed or a command chosen).
    var onDismiss: ((UIAction?) -> Void)?
    /// Performs a chosen command once the menu is gone; by default it goes along the responder chain from the
    /// sender when it is a responder, else from the window's first responder.
    var performCommand: ((UICommand) -> Void)?
    /// Sees each key before the open levels do (the menu bar's Left and Right); true when it used the key.
    var interceptKey: ((String) -> Bool)?

    /// One open menu: the elements it shows, its view, and the popup window holding it (on the desktop).
    final class Level {
        let menu: UIMenu
        let elements: [(element: UIMenuElement, path: [Int])]
        let view: MenuView
        var popup: MenuWindow?

        init(menu: UIMenu, elements: [(element: UIMenuElement, path: [Int])], view: MenuView) {
            self.menu = menu
            self.elements = elements
            self.view = view
        }
    }

    private(set) var levels: [Level] = []
    private weak var window: UIWindow?
    private var isClosed = false

    init(menu: UIMenu, preview: UIViewController?, sender: AnyObject?) {
        self.menu = menu
        self.preview = preview
        self.sender = sender
    }

    /// Opens the menu as an owner with a delegate does: `gone` runs when it closes, and `tell` gives the delegate
    /// an animator as the menu appears (true) and goes (false), whose animations run beside the menu's own.
    func show(in window: UIWindow, at location: CGPoint, serial: UInt32?, gone: @escaping () -> Void,
              tell: @escaping (_ appearing: Bool, ContextMenuAnimator) -> Void) {
        let previewViewController = preview
        onDismiss = { _ in
            gone()
            let animator = ContextMenuAnimator(previewViewController: previewViewController)
            tell(false, animator)
            animator.run()
        }
        let animator = ContextMenuAnimator(previewViewController: previewViewController)
        tell(true, animator)
        show(in: window, at: location, serial: serial)
        animator.run()
    }

    /// Opens the menu at `location` (the window's coordinates); `serial` is the input event that asked for it.
    func show(in window: UIWindow, at location: CGPoint, serial: UInt32?) {
        self.window = window
        window.openMenu = self
        open(menu, anchor: CGRect(origin: location, size: CGSize(width: 1, height: 1)), besideRow: false, serial: serial)
    }

    /// The open menu changes (`updateVisibleMenu`): every level closes and the new menu opens where the old was, or
    /// at `location` (the window's coordinates) when given.
    func replaceMenu(_ newMenu: UIMenu, at location: CGPoint? = nil) {
        guard let window, let first = levels.first else { return }
        let origin = location ?? first.popup?.anchor.origin ?? first.view.frame.origin
        closeLevels(from: 0)
        menu = newMenu
        open(newMenu, anchor: CGRect(origin: origin, size: CGSize(width: 1, height: 1)), besideRow: false, serial: nil)
        _ = window
    }

    private func makeView(for menu: UIMenu, isRoot: Bool) -> (MenuView, [(element: UIMenuElement, path: [Int])]) {
        let elements = MenuLayout.visibleElements(of: menu) { [weak self] _ in
            // A deferred element answered later: show the menu again with its elements.
            guard let self, let root = self.levels.first, root.menu === self.menu else { return }
            self.replaceMenu(self.menu)
        }
        let measure: (String) -> CGFloat = { title in
            let label = UILabel()
            label.font = .systemFont(ofSize: 14)
            label.text = title
            return label.intrinsicContentSize.width
        }
        let layout = MenuLayout(title: menu.title, elements: elements, measure: measure)
        var previewView: UIView?
        if isRoot, let controller = preview {
            let view = controller.view!
            let size = controller.preferredContentSize == .zero ? CGSize(width: layout.size.width, height: 120) : controller.preferredContentSize
            view.frame = CGRect(origin: .zero, size: size)
            previewView = view
        }
        return (MenuView(layout: layout, preview: previewView), elements)
    }

    /// Opens `menu` as a new level anchored at `anchor` (window coordinates for the root, the parent level's for a
    /// submenu).
    private func open(_ menu: UIMenu, anchor: CGRect, besideRow: Bool, serial: UInt32?) {
        guard let window else { return }
        let (view, elements) = makeView(for: menu, isRoot: levels.isEmpty)
        let level = Level(menu: menu, elements: elements, view: view)
        let index = levels.count
        view.onChoose = { [weak self] row in self?.choose(row: row, inLevel: index) }
        view.onClose = { [weak self] in
            guard let self else { return }
            if index == 0 { self.dismiss(choosing: nil) } else { self.closeLevels(from: index) }
        }
        levels.append(level)
        let parentWindow: UIWindow? = index == 0 ? window : levels[index - 1].popup
        if let parentWindow, parentWindow.screenWindow != nil {
            let popup = MenuWindow(frame: view.bounds)
            popup.presentation = self
            popup.level = index
            popup.addSubview(view)
            level.popup = popup
            popup.showAsPopup(of: parentWindow, anchor: anchor, besideRow: besideRow, serial: serial)
        } else {
            // No desktop: the menu is a view over the window, kept inside it.
            let host = window
            var origin = besideRow ? CGPoint(x: anchor.maxX, y: anchor.minY) : anchor.origin
            if index > 0 { origin = levels[index - 1].view.convert(origin, to: host) }
            origin.x = max(0, min(origin.x, host.bounds.width - view.bounds.width))
            origin.y = max(0, min(origin.y, host.bounds.height - view.bounds.height))
            view.frame.origin = origin
            host.addSubview(view)
        }
        animateIn(view)
    }

    /// The short scale and fade a menu appears with (the desktop form of iOS's preview-and-menu animation).
    private func animateIn(_ view: MenuView) {
        UIView.performWithoutAnimation {
            view.alpha = 0
            view.transform = CGAffineTransform(scaleX: ContextMenuPresentation.appearingScale, y: ContextMenuPresentation.appearingScale)
        }
        // The menu takes clicks while it appears: a quick click lands on the row under it.
        UIView.animate(withDuration: ContextMenuPresentation.animationDuration, delay: 0, options: [.allowUserInteraction], animations: {
            view.alpha = 1
            view.transform = .identity
        })
    }

    /// A row of a level was chosen: an action runs (after every level closes), a submenu opens beside its row.
    func choose(row: Int, inLevel index: Int) {
        guard index < levels.count, row < levels[index].elements.count else { return }
        let level = levels[index]
        let element = level.elements[row].element
        if let submenu = element as? UIMenu {
            closeLevels(from: index + 1)
            open(submenu, anchor: level.view.frame(ofRow: row), besideRow: true, serial: nil)
        } else if let command = element as? UICommand, !command.attributes.contains(.disabled) {
            let window = window
            let responder = (sender as? UIResponder) ?? window.map(MainMenuCommands.chainStart(in:))
            let perform = performCommand ?? { command in
                if let responder { MainMenuCommands.perform(command, from: responder, in: window) }
            }
            dismiss(choosing: nil)
            perform(command)
        } else if let action = element as? UIAction, !action.attributes.contains(.disabled) {
            owningMenu(of: level.elements[row].path, in: level.menu)?.childChosen(action)
            if action.attributes.contains(.keepsMenuPresented) {
                action.perform(sender: sender)
                replaceMenu(menu)
            } else {
                dismiss(choosing: action)
            }
        }
    }

    /// The menu an element of a level's list belongs to (an inline group's menu, or the level's own).
    private func owningMenu(of path: [Int], in menu: UIMenu) -> UIMenu? {
        var current = menu
        for index in path {
            guard index < current.children.count, let child = current.children[index] as? UIMenu else { return current }
            current = child
        }
        return current
    }

    /// A key for the topmost level; true when a menu used it.
    @discardableResult
    func handleKey(_ name: String) -> Bool {
        if interceptKey?(name) == true { return true }
        return levels.last?.view.handleKey(name) ?? false
    }

    /// Closes every level; runs `action` after, as iOS runs a menu's action once the menu is gone.
    func dismiss(choosing action: UIAction?) {
        guard !isClosed else { return }
        isClosed = true
        if window?.openMenu === self { window?.openMenu = nil }
        closeLevels(from: 0)
        onDismiss?(action)
        onDismiss = nil
        action?.perform(sender: sender)
    }

    /// The compositor ended a popup (a click outside): everything closes.
    func popupDone(level: Int) {
        dismiss(choosing: nil)
    }

    /// Closes the levels from `index` up, the topmost first (xdg-shell destroys popups from the top).
    /// Popups go once the event being handled is over (it may be one of theirs), in that same order.
    private func closeLevels(from index: Int) {
        var popups: [MenuWindow] = []
        while levels.count > index {
            let level = levels.removeLast()
            if let popup = level.popup {
                popup.presentation = nil
                popup.isHidden = true
                popups.append(popup)
            } else {
                level.view.removeFromSuperview()
            }
        }
        guard !popups.isEmpty else { return }
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                for popup in popups { popup.closeDesktopWindow() }
            }
        }
    }
}

/// A popup window holding one level of a menu on the desktop.
final class MenuWindow: UIWindow {
    weak var presentation: ContextMenuPresentation?
    var level = 0
    /// Where the popup hangs from, in its parent window's coordinates.
    private(set) var anchor: CGRect = .zero

    /// Shows the window as a popup of `parent` (which must be on the desktop): at `anchor`'s origin, or beside it
    /// for a submenu row; grabbing input with the serial of the event that opened it (else the latest).
    func showAsPopup(of parent: UIWindow, anchor: CGRect, besideRow: Bool, serial: UInt32?) {
        guard let parentRenderer = parent.screenWindow else { return }
        self.anchor = anchor
        let zoom = parentRenderer.zoom
        let size = WindowSize(width: max(1, Int((bounds.width * zoom).rounded(.up))), height: max(1, Int((bounds.height * zoom).rounded(.up))))
        let rect = PixelRect(
            x: Int((anchor.minX * zoom).rounded()), y: Int((anchor.minY * zoom).rounded()),
            width: max(1, Int((anchor.width * zoom).rounded())), height: max(1, Int((anchor.height * zoom).rounded())))
        let placement = besideRow ? PopupPlacement.submenu(besideRow: rect, size: size) : PopupPlacement.menu(atX: rect.x, y: rect.y, size: size)
        // The menu grabs the pointer and keyboard; a submenu is a child of the grabbing popup and takes no grab of
        // its own (the grab's popups are all this client's).
        let grab = besideRow ? nil : serial ?? parentRenderer.desktop.display.seat?.latestInputSerial
        let renderer = WindowRenderer(window: self, desktop: parentRenderer.desktop, popup: (parentRenderer.surface, placement, grab))
        renderer.surface.onKey = { [weak self] event in
            guard event.isPressed, let self else { return }
            MainActor.assumeIsolated { _ = self.presentation?.handleKey(event.name) }
        }
        screenWindow = renderer
        isHidden = false
    }

    /// The compositor ended the popup.
    func popupDone() {
        presentation?.popupDone(level: level)
    }
}
