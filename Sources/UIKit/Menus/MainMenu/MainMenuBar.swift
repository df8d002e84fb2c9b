import Foundation
import QuartzCore

/// The main menu shown as a bar across the window's top, over its content, as GTK and Qt show a hidden menu bar:
/// F10 opens its first menu, Alt alone shows it, pointing at the window's top edge reveals it. Its menus drop down
/// as context menus do (`ContextMenuPresentation`), their commands validated first; Left and Right move between
/// menus, Escape closes. It slides in and out on the context's clock.
final class MainMenuBar: UIView {
    static let height: CGFloat = 28
    static let animationDuration: TimeInterval = 0.18
    /// How near the window's top the pointer reveals the bar.
    static let revealEdge: CGFloat = 3
    /// How far below the bar the pointer goes before a bar it revealed slides away.
    static let leaveDistance: CGFloat = 24
    static let titlePadding: CGFloat = 10

    private weak var hostWindow: UIWindow?
    private(set) var titles: [String] = []
    private(set) var menus: [UIMenu] = []
    private var titleViews: [UILabel] = []
    /// The title shown highlighted: the open menu's, or the keyboard's choice while none is open.
    private(set) var highlightedIndex: Int? {
        didSet { showHighlight() }
    }
    /// The menu dropped down now, if any.
    private(set) var openIndex: Int?
    private(set) var presentation: ContextMenuPresentation?
    /// Whether the bar is shown or sliding in (false while it slides away).
    private(set) var isShown = false
    /// The pointer revealed the bar; it slides away when the pointer leaves it.
    private var revealedByPointer = false
    /// A menu is being closed to open another: the bar stays.
    private var isSwitching = false
    private var shownGeneration = -1

    init(window: UIWindow) {
        hostWindow = window
        super.init(frame: CGRect(x: 0, y: -MainMenuBar.height, width: window.bounds.width, height: MainMenuBar.height))
        backgroundColor = UIColor(white: 0.95, alpha: 1)
        autoresizingMask = .flexibleWidth
        let line = UIView(frame: CGRect(x: 0, y: MainMenuBar.height - 1, width: bounds.width, height: 1))
        line.backgroundColor = UIColor(white: 0.78, alpha: 1)
        line.autoresizingMask = .flexibleWidth
        addSubview(line)
    }

    required init?(coder: NSCoder) { nil }

    /// Whether the bar has any menu to show.
    var hasMenus: Bool {
        refreshIfNeeded()
        return !menus.isEmpty
    }

    /// Reads the main menu again when it was rebuilt since the titles were made.
    private func refreshIfNeeded() {
        let system = UIMenuSystem.main
        let root = system.root
        guard system.generation != shownGeneration || titleViews.isEmpty else { return }
        shownGeneration = system.generation
        let arranged = MenuBarArrangement.menus(of: root)
        titles = arranged.map(\.title)
        menus = arranged.map(\.menu)
        for view in titleViews { view.removeFromSuperview() }
        titleViews = []
        var x: CGFloat = 6
        for title in titles {
            let label = UILabel()
            label.text = title
            label.font = .systemFont(ofSize: 14)
            label.textAlignment = .center
            let width = (label.intrinsicContentSize.width + 2 * MainMenuBar.titlePadding).rounded(.up)
            label.frame = CGRect(x: x, y: 2, width: width, height: MainMenuBar.height - 5)
            label.layer.cornerRadius = 4
            label.layer.masksToBounds = true
            addSubview(label)
            titleViews.append(label)
            x += width
        }
        showHighlight()
    }

    private func showHighlight() {
        for (index, label) in titleViews.enumerated() {
            let on = index == highlightedIndex
            label.backgroundColor = on ? MenuView.highlightColor : nil
            label.textColor = on ? .white : .black
        }
    }

    /// The title under a point of the bar.
    func titleIndex(at point: CGPoint) -> Int? {
        titleViews.firstIndex { $0.frame.insetBy(dx: 0, dy: -2).contains(point) }
    }

    /// The frame of a title in the bar's coordinates.
    func frame(ofTitle index: Int) -> CGRect { titleViews[index].frame }

    // MARK: Showing

    /// Slides the bar in (or keeps it): `byPointer` when the pointer at the top edge asked.
    func reveal(byPointer: Bool) {
        guard let window = hostWindow else { return }
        refreshIfNeeded()
        revealedByPointer = byPointer && (revealedByPointer || !isShown)
        guard !isShown else { return window.bringSubviewToFront(self) }
        isShown = true
        if superview == nil {
            frame = CGRect(x: 0, y: -MainMenuBar.height, width: window.bounds.width, height: MainMenuBar.height)
            window.addSubview(self)
        }
        window.bringSubviewToFront(self)
        UIView.animate(withDuration: MainMenuBar.animationDuration, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState], animations: {
            self.frame.origin.y = 0
        })
    }

    /// Closes any open menu and slides the bar away.
    func conceal() {
        closeMenu()
        highlightedIndex = nil
        guard isShown else { return }
        isShown = false
        revealedByPointer = false
        UIView.animate(withDuration: MainMenuBar.animationDuration, delay: 0, options: [.beginFromCurrentState], animations: {
            self.frame.origin.y = -MainMenuBar.height
        }, completion: { _ in
            if !self.isShown { self.removeFromSuperview() }
        })
    }

    /// Shows the bar with the keyboard on its first title and no menu open (Alt alone).
    func focusFirstTitle() {
        reveal(byPointer: false)
        highlightedIndex = menus.isEmpty ? nil : 0
    }

    // MARK: Menus

    /// Drops the menu at `index` down under its title, its commands validated from the window's first responder;
    /// `selectingFirst` puts the keyboard on its first enabled row (a menu opened by keys). On the desktop a menu
    /// that replaces another drops down on the next turn, once the other's popup is gone (a grabbing popup must be
    /// the topmost).
    func open(_ index: Int, selectingFirst: Bool) {
        guard let window = hostWindow else { return }
        reveal(byPointer: revealedByPointer)
        guard menus.indices.contains(index) else { return }
        let replacesPopup = presentation != nil && window.screenWindow != nil
        closeMenu()
        openIndex = index
        highlightedIndex = index
        guard replacesPopup else { return dropDown(index, selectingFirst: selectingFirst) }
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.openIndex == index, self.presentation == nil else { return }
                self.dropDown(index, selectingFirst: selectingFirst)
            }
        }
    }

    private func dropDown(_ index: Int, selectingFirst: Bool) {
        guard let window = hostWindow else { return }
        let menu = menus[index]
        MainMenuCommands.validateAll(in: menu, from: MainMenuCommands.chainStart(in: window), in: window)
        let presentation = ContextMenuPresentation(menu: menu, preview: nil, sender: nil)
        presentation.onDismiss = { [weak self] _ in self?.menuClosed() }
        presentation.interceptKey = { [weak self] name in self?.dropdownKey(name) ?? false }
        presentation.performCommand = { [weak window] command in
            guard let window else { return }
            MainMenuCommands.perform(command, from: MainMenuCommands.chainStart(in: window), in: window)
        }
        self.presentation = presentation
        let title = convert(frame(ofTitle: index), to: window)
        presentation.show(in: window, at: CGPoint(x: title.minX, y: frame.maxY), serial: nil)
        if selectingFirst { presentation.levels.first?.view.handleKey("Home") }
    }

    /// Closes the open menu, keeping the bar.
    func closeMenu() {
        guard let presentation else { return }
        isSwitching = true
        presentation.dismiss(choosing: nil)
        isSwitching = false
        self.presentation = nil
        openIndex = nil
    }

    /// The open menu closed by itself (a choice, Escape, a click elsewhere): the bar goes too.
    private func menuClosed() {
        guard !isSwitching else { return }
        presentation = nil
        openIndex = nil
        conceal()
    }

    // MARK: Keys

    /// A key while a menu is open, before the menu sees it: Left and Right on the top level move to the
    /// neighbouring menu, Escape and F10 close everything.
    private func dropdownKey(_ name: String) -> Bool {
        guard let presentation, let openIndex, !menus.isEmpty else { return false }
        let topLevel = presentation.levels.count == 1
        switch name {
        case "Left" where topLevel:
            open((openIndex + menus.count - 1) % menus.count, selectingFirst: true)
        case "Right" where topLevel:
            if let level = presentation.levels.first, let row = level.view.highlighted, case .submenu = level.view.layout.rows[row].kind {
                return false
            }
            open((openIndex + 1) % menus.count, selectingFirst: true)
        case "Escape" where topLevel, "F10":
            conceal()
        default:
            return false
        }
        return true
    }

    /// A key while the bar is shown with no menu open; true when the bar used it.
    func barKey(_ name: String) -> Bool {
        guard let highlightedIndex, !menus.isEmpty else { return false }
        switch name {
        case "Left": self.highlightedIndex = (highlightedIndex + menus.count - 1) % menus.count
        case "Right": self.highlightedIndex = (highlightedIndex + 1) % menus.count
        case "Down", "Return", "KP_Enter", "space": open(highlightedIndex, selectingFirst: true)
        case "Escape", "F10": conceal()
        default:
            conceal()
            return false
        }
        return true
    }

    // MARK: Pointer

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self), let index = titleIndex(at: point) else { return }
        if openIndex == index {
            closeMenu()
            highlightedIndex = nil
        } else {
            open(index, selectingFirst: false)
        }
    }

    /// The pointer moved to `point` (the window's coordinates): over another title while a menu is open, that
    /// menu opens; far below a bar it revealed, the bar slides away.
    func pointerMoved(to point: CGPoint) {
        guard isShown else { return }
        let local = convert(point, from: hostWindow)
        if let openIndex, bounds.contains(local), let index = titleIndex(at: local), index != openIndex {
            open(index, selectingFirst: false)
        } else if revealedByPointer, openIndex == nil, highlightedIndex == nil, local.y > bounds.maxY + MainMenuBar.leaveDistance {
            conceal()
        }
    }
}
