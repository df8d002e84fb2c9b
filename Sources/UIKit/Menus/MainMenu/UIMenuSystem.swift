import Foundation

/// A tree of menus that `buildMenu(with:)` builds: the main menu (the menu bar and its shortcuts) or the context
/// system. Rebuilt when asked, on the main queue's next turn or when next used, whichever comes first.
@MainActor @preconcurrency
open class UIMenuSystem {
    /// The app's main menu: File, Edit, View, Window and Help, which the app delegate's `buildMenu(with:)` changes.
    /// Each window shows it as a bar across its top that F10, Alt or the pointer at the top edge reveals.
    ///
    /// Difference from Apple: the bar has no application menu titled with the app's name, as GTK and Qt apps have
    /// none: About ends Help, Preferences ends Edit, Quit and the app's own entries end File.
    public static let main = UIMenuSystem(isMain: true)
    /// The system context menus are built in.
    ///
    /// Difference from Apple: view controllers' `buildMenu(with:)` is never called for it; context menus come from
    /// their interactions' configurations.
    public static let context = UIMenuSystem(isMain: false)

    let isMain: Bool
    private var built: UIMenu?
    private var rebuildScheduled = false
    /// Counts rebuilds and revalidations, so a menu shown from the tree knows to refresh.
    private(set) var generation = 0

    init(isMain: Bool) {
        self.isMain = isMain
    }

    /// Builds the tree again (the app's `buildMenu(with:)` is called with a fresh standard menu).
    open func setNeedsRebuild() {
        built = nil
        generation += 1
        guard !rebuildScheduled else { return }
        rebuildScheduled = true
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                self.rebuildScheduled = false
                _ = self.root
            }
        }
    }

    /// Asks the commands' targets to validate them again (their titles, states and attributes).
    open func setNeedsRevalidate() {
        generation += 1
    }

    /// The tree: the standard menu as the app changed it, built now if it is not.
    var root: UIMenu {
        if let built { return built }
        let builder = MenuTreeBuilder(system: self, root: isMain ? StandardMainMenu.make() : UIMenu(identifier: .root))
        if isMain { UIApplication.existing?.buildMenu(with: builder) }
        built = builder.root
        return builder.root
    }
}

extension UIMenuSystem: Equatable {
    /// The same menu system (`builder.system == .main`).
    nonisolated public static func == (lhs: UIMenuSystem, rhs: UIMenuSystem) -> Bool { lhs === rhs }
}
