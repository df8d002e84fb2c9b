import Foundation
import QuartzCore

/// An interaction (`UIView.addInteraction`) that shows edit actions in a menu: `presentEditMenu(with:)`, or a
/// right-click on its view, asks the delegate for the menu and shows it below the target rectangle, as a popup of
/// the window on the desktop; choosing an action runs it and closes the menu, as does Escape or a click outside.
@MainActor @preconcurrency
open class UIEditMenuInteraction: UIInteraction {
    open private(set) weak var delegate: UIEditMenuInteractionDelegate?
    open private(set) weak var view: UIView?
    /// The configuration of the menu on screen, or of the last one shown.
    private var configuration: UIEditMenuConfiguration?
    /// The menu on screen, while it is.
    var presentation: ContextMenuPresentation?

    public init(delegate: UIEditMenuInteractionDelegate?) {
        self.delegate = delegate
    }

    open func willMove(to view: UIView?) {
        if view !== self.view { dismissMenu() }
    }

    open func didMove(to view: UIView?) {
        self.view = view
    }

    /// Shows the menu `configuration` describes, closing one already shown first.
    open func presentEditMenu(with configuration: UIEditMenuConfiguration) {
        present(configuration, serial: nil)
    }

    /// Closes the menu, as a click outside does.
    open func dismissMenu() {
        presentation?.dismiss(choosing: nil)
    }

    /// Asks the delegate for the menu again and shows it in place of the visible one.
    open func reloadVisibleMenu() {
        guard let presentation, let configuration, let menu = menu(for: configuration) else { return }
        presentation.replaceMenu(menu)
    }

    /// Asks the delegate for the target rectangle again and moves the visible menu below it.
    /// Difference from Apple: the menu moves by opening again at its new place, with its appearing animation whether or not `animated` (a desktop popup cannot slide).
    open func updateVisibleMenuPosition(animated: Bool) {
        guard let presentation, let configuration, let location = windowLocation(for: configuration) else { return }
        presentation.replaceMenu(presentation.menu, at: location)
    }

    /// The source point of the menu shown (or last shown), in `view`'s coordinates (the window's for nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let configuration, let own = self.view else { return .zero }
        guard let view else { return own.window.map { own.convert(configuration.sourcePoint, to: $0) } ?? configuration.sourcePoint }
        return own.convert(configuration.sourcePoint, to: view)
    }

    /// Opens the menu for `configuration`, asked for by the input event with `serial` (nil: by the app).
    func present(_ configuration: UIEditMenuConfiguration, serial: UInt32?) {
        dismissMenu()
        guard let window = view?.window, let menu = menu(for: configuration), let location = windowLocation(for: configuration) else { return }
        self.configuration = configuration
        let presentation = ContextMenuPresentation(menu: menu, preview: nil, sender: self)
        self.presentation = presentation
        presentation.show(in: window, at: location, serial: serial, gone: { [weak self] in self?.presentation = nil }) { [weak self] appearing, animator in
            guard let self else { return }
            if appearing {
                self.delegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: animator)
            } else {
                self.delegate?.editMenuInteraction(self, willDismissMenuFor: configuration, animator: animator)
            }
        }
    }

    /// The delegate's menu (the suggested actions when it gives none); nil when it is empty.
    private func menu(for configuration: UIEditMenuConfiguration) -> UIMenu? {
        let suggested: [UIMenuElement] = []
        let menu = delegate?.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested) ?? UIMenu(children: suggested)
        return menu.children.isEmpty ? nil : menu
    }

    /// Where the menu opens in the window: below the middle of the delegate's target rectangle.
    private func windowLocation(for configuration: UIEditMenuConfiguration) -> CGPoint? {
        guard let view, let window = view.window else { return nil }
        let target = delegate?.editMenuInteraction(self, targetRectFor: configuration) ?? CGRect(origin: configuration.sourcePoint, size: .zero)
        let point = target.isNull ? configuration.sourcePoint : CGPoint(x: target.midX, y: target.maxY)
        return view.convert(point, to: window)
    }
}
