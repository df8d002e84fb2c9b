import Foundation
import QuartzCore

/// The editing menu of iOS before iOS 16: one shared menu of the app's `menuItems`, shown pointing at a rectangle
/// of a view. It is shown through the project's edit menu (`UIEditMenuInteraction`, added to the target view while
/// the menu shows); choosing an item sends its action along the responder chain from the first responder.
@MainActor @preconcurrency
open class UIMenuController {
    /// Which way the menu's arrow points at its target.
    public enum ArrowDirection: Int, Sendable {
        case `default` = 0, up = 1, down = 2, left = 3, right = 4
    }

    nonisolated public static let willShowMenuNotification = Notification.Name("UIMenuControllerWillShowMenuNotification")
    nonisolated public static let didShowMenuNotification = Notification.Name("UIMenuControllerDidShowMenuNotification")
    nonisolated public static let willHideMenuNotification = Notification.Name("UIMenuControllerWillHideMenuNotification")
    nonisolated public static let didHideMenuNotification = Notification.Name("UIMenuControllerDidHideMenuNotification")
    nonisolated public static let menuFrameDidChangeNotification = Notification.Name("UIMenuControllerMenuFrameDidChangeNotification")

    /// The one menu controller of the app.
    public static let shared = UIMenuController()

    /// The app's own commands, shown in the menu in this order.
    ///
    /// Difference from Apple: the menu shows these items only, without the standard Cut, Copy and Paste, since the
    /// runtime cannot tell which edit actions the first responder implements (text fields and views show theirs in their own menu).
    open var menuItems: [UIMenuItem]?
    /// Which way the arrow points; kept and handed to the edit menu (a desktop popup draws no arrow).
    open var arrowDirection: ArrowDirection = .default
    /// The view and rectangle (its coordinates) the menu points at, from `showMenu(from:rect:)` or `setTargetRect(_:in:)`.
    private var target: (view: UIView, rect: CGRect)?
    /// The presenter on the target view while the menu shows.
    private var presenter: MenuControllerPresenter?

    public init() {}

    /// Whether the menu is on screen; setting it shows the menu at the target last set, or hides it.
    open var isMenuVisible: Bool {
        get { presenter?.interaction.presentation != nil }
        set { setMenuVisible(newValue, animated: false) }
    }

    /// Shows or hides the menu; it opens at the target last set with `setTargetRect(_:in:)`.
    open func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
        if menuVisible {
            guard let target else { return }
            showMenu(from: target.view, rect: target.rect)
        } else {
            hideMenu()
        }
    }

    /// Sets the rectangle (in `targetView`'s coordinates) the next menu points at.
    open func setTargetRect(_ targetRect: CGRect, in targetView: UIView) {
        target = (targetView, targetRect)
    }

    /// Shows the menu pointing at `targetRect` of `targetView`, in place of one already shown.
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        hideMenu()
        target = (targetView, targetRect)
        guard targetView.window != nil, !elements().isEmpty else { return }
        let presenter = MenuControllerPresenter(controller: self)
        self.presenter = presenter
        targetView.addInteraction(presenter.interaction)
        let configuration = UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: targetRect.midX, y: targetRect.midY))
        configuration.preferredArrowDirection = UIEditMenuArrowDirection(rawValue: arrowDirection.rawValue) ?? .automatic
        NotificationCenter.default.post(name: Self.willShowMenuNotification, object: self)
        presenter.interaction.presentEditMenu(with: configuration)
        guard isMenuVisible else {
            removePresenter()
            return
        }
        NotificationCenter.default.post(name: Self.didShowMenuNotification, object: self)
    }

    /// Hides the menu if `targetView` is the one it points at.
    open func hideMenu(from targetView: UIView) {
        guard target?.view === targetView else { return }
        hideMenu()
    }

    /// Hides the menu, as a click outside it does.
    open func hideMenu() {
        presenter?.interaction.dismissMenu()
    }

    /// Asks the responder chain again which items it performs and shows the menu anew.
    open func update() {
        presenter?.interaction.reloadVisibleMenu()
    }

    /// The menu's frame in its window's coordinates; empty while it is hidden.
    open var menuFrame: CGRect {
        guard let view = presenter?.interaction.presentation?.levels.first?.view else { return .zero }
        return view.window.map { view.convert(view.bounds, to: $0) } ?? view.frame
    }

    /// The menu's actions: each item the first responder (the target view without one) says it performs in
    /// `canPerformAction(_:withSender:)`, sending its action along the chain from there.
    func elements() -> [UIMenuElement] {
        let start: UIResponder? = UIApplication.firstResponder ?? target?.view
        return (menuItems ?? []).compactMap { item in
            let action = item.action
            guard start?.canPerformAction(action, withSender: self) ?? true else { return nil }
            return UIAction(title: item.title) { [weak self] _ in
                guard let self else { return }
                (UIApplication.firstResponder ?? self.target?.view)?.sendAction(action, sender: self)
            }
        }
    }

    /// The menu is going: tells observers.
    func menuWillHide() {
        NotificationCenter.default.post(name: Self.willHideMenuNotification, object: self)
    }

    /// The menu `presenter` showed has gone: its interaction leaves the view and observers are told.
    func menuDidHide(_ presenter: MenuControllerPresenter) {
        presenter.interaction.view?.removeInteraction(presenter.interaction)
        if self.presenter === presenter { self.presenter = nil }
        NotificationCenter.default.post(name: Self.didHideMenuNotification, object: self)
    }

    private func removePresenter() {
        guard let presenter else { return }
        self.presenter = nil
        presenter.interaction.view?.removeInteraction(presenter.interaction)
    }

    /// The rectangle the menu points at, for the edit menu.
    var targetRect: CGRect { target?.rect ?? .null }
}
