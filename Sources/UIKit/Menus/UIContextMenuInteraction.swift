import Foundation
import QuartzCore

/// An interaction (`UIView.addInteraction`) behind a view's context menu: a right-click, or a long press, asks the
/// delegate for a configuration and shows its menu beside the pointer, as a popup of the window on the desktop;
/// choosing an action runs it and closes the menu, as does Escape or a click outside.
@MainActor @preconcurrency
open class UIContextMenuInteraction: UIInteraction {
    /// How the menu appears.
    public enum AppearanceStyle: Int, Sendable {
        case unknown, rich, compact
    }

    open private(set) weak var delegate: UIContextMenuInteractionDelegate?
    open private(set) weak var view: UIView?
    /// How the open menu looks: compact on the desktop (a popup list; the preview shows inside it, above the list).
    open private(set) var menuAppearance: AppearanceStyle = .compact
    /// Where the menu was asked for, in the window's coordinates.
    private var requestLocation: CGPoint?
    private lazy var longPress = UILongPressGestureRecognizer { [weak self] recognizer in
        guard let self, recognizer.state == .began, let window = recognizer.view?.window else { return }
        self.present(at: recognizer.location(in: nil), in: window, serial: nil)
    }
    /// The menu on screen, while it is.
    var presentation: ContextMenuPresentation?

    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
    }

    open func willMove(to view: UIView?) {
        if let old = self.view { old.removeGestureRecognizer(longPress) }
    }

    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(longPress)
    }

    /// Where the menu was asked for, in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        guard let requestLocation else { return .zero }
        guard let view, let window = view.window else { return requestLocation }
        return view.convert(requestLocation, from: window)
    }

    /// Closes the menu, as a click outside does.
    open func dismissMenu() {
        presentation?.dismiss(choosing: nil)
    }

    /// Changes the open menu: `block` gets the visible menu and returns its replacement.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let presentation else { return }
        presentation.replaceMenu(block(presentation.menu))
    }

    /// Opens the menu for a request at `location` (window coordinates) made by an input event with `serial`.
    func present(at location: CGPoint, in window: UIWindow, serial: UInt32?) {
        guard presentation == nil, let view, let delegate else { return }
        requestLocation = location
        guard let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: view.convert(location, from: window)) else { return }
        let menu = configuration.actionProvider?([]) ?? UIMenu(children: [])
        let preview = configuration.previewProvider?()
        let presentation = ContextMenuPresentation(menu: menu, preview: preview, sender: self)
        self.presentation = presentation
        presentation.show(in: window, at: location, serial: serial, gone: { [weak self] in self?.presentation = nil }) { [weak self] appearing, animator in
            guard let self else { return }
            if appearing {
                self.delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
            } else {
                self.delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
            }
        }
    }
}

/// What a context menu asks of its owner: the configuration for a location, and notice of its appearing and going.
@MainActor @preconcurrency
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The configuration for a menu asked for at `location` (the view's coordinates); nil shows no menu.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?)
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?)
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionCommitAnimating)
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration, highlightPreviewForItemWithIdentifier identifier: NSCopying) -> UITargetedPreview?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration, dismissalPreviewForItemWithIdentifier identifier: NSCopying) -> UITargetedPreview?
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionCommitAnimating) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration, highlightPreviewForItemWithIdentifier identifier: NSCopying) -> UITargetedPreview? { nil }
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration, dismissalPreviewForItemWithIdentifier identifier: NSCopying) -> UITargetedPreview? { nil }
}

/// Animations that run beside a context menu's appearing or going.
@MainActor @preconcurrency
public protocol UIContextMenuInteractionAnimating: AnyObject {
    var previewViewController: UIViewController? { get }
    var previewView: UIView? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator of committing a preview (tapping it).
@MainActor @preconcurrency
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// What committing a preview does: dismiss the menu, or pop the preview into place.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    case dismiss, pop
}

/// Runs the delegate's animations in the menu's own 0.2-second animation, then its completions (a context menu's or an
/// edit menu's).
final class ContextMenuAnimator: UIContextMenuInteractionAnimating, UIEditMenuInteractionAnimating {
    let previewViewController: UIViewController?
    var previewView: UIView? { previewViewController?.view }
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
    }

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    func run() {
        let animations = self.animations, completions = self.completions
        guard !animations.isEmpty || !completions.isEmpty else { return }
        UIView.animate(withDuration: ContextMenuPresentation.animationDuration, animations: { animations.forEach { $0() } }, completion: { _ in completions.forEach { $0() } })
    }
}
