import Foundation

/// A window's focus: which item is focused, the moves the app asks for, and the moves the keys make (Tab and
/// Shift-Tab between groups, the arrows within one), each asked of and told to the environments on its way.
///
/// Difference from Apple: one focus system per window (iPadOS keeps one per scene); `UIWindowScene.focusSystem` is
/// its first window's.
@MainActor @preconcurrency
open class UIFocusSystem: NSObject {
    /// Posted after each focus move, with the context and the animation coordinator in its user info.
    nonisolated public static let didUpdateNotification = Notification.Name("UIFocusDidUpdateNotification")
    /// Posted when a move the keys asked for finds nowhere to go or is refused.
    nonisolated public static let movementDidFailNotification = Notification.Name("UIFocusMovementDidFailNotification")
    /// The key of the move's `UIFocusAnimationCoordinator` in `didUpdateNotification`'s user info.
    nonisolated public static let animationCoordinatorUserInfoKey = "UIFocusUpdateAnimationCoordinatorKey"
    /// The key of the move's `UIFocusUpdateContext` in the notifications' user info.
    nonisolated public static let focusUpdateContextUserInfoKey = "UIFocusUpdateContextKey"

    /// Whether controls (buttons, switches, sliders) take focus. iPadOS gives them focus only while the system's
    /// keyboard navigation (Full Keyboard Access) is on; on the desktop that part is played by the accessibility
    /// focus Tab moves between controls (`AccessibilityFocus`), so they stay out of the focus system by default.
    static var controlsTakeFocus: Bool { false }

    weak var window: UIWindow?
    /// The focused item, if any.
    weak public private(set) var focusedItem: (any UIFocusItem)?
    /// The environment an update was asked for, run by `updateFocusIfNeeded()`.
    private weak var pendingEnvironment: (any UIFocusEnvironment)?
    /// The item focused last in each group, which Tab returns to.
    private var lastFocused: [String: WeakFocusItem] = [:]
    /// The focus ring.
    let halo = FocusHalo()
    /// The items focused when presentations showed, with the controllers presented, to come back to on dismissal.
    var itemsBeforePresentations: [(presented: WeakController, item: WeakFocusItem)] = []

    init(window: UIWindow) {
        self.window = window
        super.init()
    }

    /// The focus system of the window `environment` is in, or nil when it is in none.
    public static func focusSystem(for environment: any UIFocusEnvironment) -> UIFocusSystem? {
        window(of: environment)?.focusSystem
    }

    /// Whether `environment` is `other` or contains it.
    public static func environment(_ environment: any UIFocusEnvironment, contains other: any UIFocusEnvironment) -> Bool {
        var current: (any UIFocusEnvironment)? = other
        while let step = current {
            if step === environment { return true }
            current = step.parentFocusEnvironment
        }
        return false
    }

    /// Asks for focus to move to the item `environment` prefers, at the next update.
    open func requestFocusUpdate(to environment: any UIFocusEnvironment) {
        pendingEnvironment = environment
        DispatchQueue.main.async { [weak self] in self?.updateFocusIfNeeded() }
    }

    /// Runs the update asked for, if any, now.
    open func updateFocusIfNeeded() {
        guard let environment = pendingEnvironment else { return }
        pendingEnvironment = nil
        guard let item = preferredItem(in: environment) else { return }
        move(to: item, heading: [])
    }

    // MARK: Resolution

    /// The item focus goes to inside `environment`: the first of its preferred environments that resolves, itself
    /// when it is a focusable item, else its first focusable item in reading order.
    func preferredItem(in environment: any UIFocusEnvironment, depth: Int = 0) -> (any UIFocusItem)? {
        guard depth < 32 else { return nil }
        for preferred in environment.preferredFocusEnvironments where preferred !== environment {
            if let item = preferredItem(in: preferred, depth: depth + 1) { return item }
        }
        if let item = environment as? any UIFocusItem, FocusSearch.isFocusable(item) { return item }
        let root = (environment as? UIView) ?? (environment as? UIViewController)?.viewIfLoaded
        guard let root, let window else { return nil }
        return ordered(FocusSearch.focusableViews(in: root), in: window).first
    }

    /// The focus group `item` belongs to: the nearest environment's identifier, or the item alone.
    func group(of item: any UIFocusItem) -> String {
        var current: (any UIFocusEnvironment)? = item
        while let step = current {
            if let identifier = step.focusGroupIdentifier { return identifier }
            current = step.parentFocusEnvironment
        }
        return "UIKit.item.\(UInt(bitPattern: ObjectIdentifier(item).hashValue))"
    }

    private func ordered(_ views: [UIView], in window: UIWindow) -> [UIView] {
        FocusSearch.readingOrder(views.map { ($0, $0.convert($0.bounds, to: window)) }).map(\.item)
    }

    /// The focused item while it can still be focused and lies inside the focus scope.
    var liveFocusedItem: (any UIFocusItem)? {
        guard let item = focusedItem, FocusSearch.isFocusable(item), Self.window(of: item) === window else { return nil }
        if let view = item as? UIView, let scope, !view.isDescendant(of: scope) { return nil }
        return item
    }

    static func window(of environment: any UIFocusEnvironment) -> UIWindow? {
        if let view = environment as? UIView { return view as? UIWindow ?? view.window }
        if let controller = environment as? UIViewController { return controller.viewIfLoaded?.window }
        if let presentation = environment as? UIPresentationController { return presentation.containerView?.window }
        return environment.parentFocusEnvironment.flatMap { window(of: $0) }
    }

    // MARK: Moves

    /// Moves focus to `next` if every environment on the way agrees; false when one refuses.
    @discardableResult
    func move(to next: (any UIFocusItem)?, heading: UIFocusHeading) -> Bool {
        let previous = liveFocusedItem
        guard next !== previous else { return true }
        let update = FocusUpdate(previous: previous, next: next, heading: heading)
        for environment in update.environments where !environment.shouldUpdateFocus(in: update.context(for: environment)) {
            NotificationCenter.default.post(name: Self.movementDidFailNotification, object: nil,
                                            userInfo: [Self.focusUpdateContextUserInfoKey: update.context])
            return false
        }
        focusedItem = next
        if let next { lastFocused[group(of: next)] = WeakFocusItem(item: next) }
        FocusStateChange.apply(previous: previous, next: next)
        let coordinator = UIFocusAnimationCoordinator()
        for environment in update.environments {
            environment.didUpdateFocus(in: update.context(for: environment), with: coordinator)
        }
        if let window { halo.show(on: next, in: window, with: coordinator) }
        if let host = UIApplication.existing?.accessibility, host.isListening || host.focus.focused != nil {
            host.focus.follow(next as? UIResponder)
        }
        NotificationCenter.default.post(name: Self.didUpdateNotification, object: nil, userInfo: [
            Self.focusUpdateContextUserInfoKey: update.context, Self.animationCoordinatorUserInfoKey: coordinator,
        ])
        coordinator.run()
        return true
    }

    /// The item Tab lands on in `group`: the highest claim, the item focused there last counting as
    /// `.previouslyFocused`, else the first in reading order.
    func primaryItem(of items: [any UIFocusItem], group: String) -> (any UIFocusItem)? {
        let remembered = lastFocused[group]?.item
        var best: (item: any UIFocusItem, priority: UIFocusGroupPriority)?
        for item in items {
            var priority = item.focusGroupPriority
            if item === remembered { priority = max(priority, .previouslyFocused) }
            if best == nil || priority > best!.priority { best = (item, priority) }
        }
        return best?.item
    }
}

/// An item held weakly.
struct WeakFocusItem {
    weak var item: (any UIFocusItem)?
}

extension UIFocusSystem {
    /// Focus follows a text input that took the keys (a click in a field, or Tab inside text), as on iPadOS.
    func follow(firstResponder view: UIView) {
        guard FocusStateChange.isTextInput(view), FocusSearch.isFocusable(view) else { return }
        move(to: view, heading: [])
    }
}

extension UIFocusSystem {
    /// The focused item leaving the window (with `view`, its tree) takes focus and the halo with it; nothing is
    /// focused until the keys or the app move focus again.
    func viewWillLeave(_ view: UIView) {
        guard let focused = focusedItem as? UIView, focused.isDescendant(of: view) else { return }
        focusedItem = nil
        halo.hide()
    }
}
