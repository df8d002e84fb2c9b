import Foundation

/// A controller's empty state: the configuration the app set, whether an update or a new look is due before the
/// next layout, and the content view showing it over the controller's view.
struct ContentUnavailableHost {
    var configuration: (any UIContentConfiguration)?
    /// `updateContentUnavailableConfiguration(using:)` runs before the next layout (and before the first).
    var needsUpdate = true
    /// The configuration changed, or the state it is updated for may have: the shown view follows at the next layout.
    var needsApply = false
    var view: (UIView & UIContentView)?
    /// The view was laid out in a window: what is shown from now on is on screen, and changes to it cross-fade.
    var wasLaidOutInWindow = false
}

/// The mechanics of the empty state: updated before layout, shown as the topmost subview filling the view, and a
/// change cross-fading on the context's clock once the view has been laid out in a window.
extension UIViewController {
    /// How long showing, removing or changing the empty state cross-fades.
    static let contentUnavailableFadeDuration: TimeInterval = 0.25

    /// The empty state shown over the view's content (usually a `UIContentUnavailableConfiguration`); nil shows none.
    /// It is shown updated for `contentUnavailableConfigurationState`, at the view's next layout.
    public var contentUnavailableConfiguration: (any UIContentConfiguration)? {
        get { contentUnavailable.configuration }
        set {
            contentUnavailable.configuration = newValue
            contentUnavailable.needsApply = true
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// The state a subclass's override of `contentUnavailableConfigurationState` starts from.
    func baseContentUnavailableState() -> UIContentUnavailableConfigurationState {
        var state = UIContentUnavailableConfigurationState(traitCollection: traitCollection)
        state.searchText = existingNavigationItem?.searchController?.searchBar.text
        return state
    }

    /// Before the view's layout: the app's update when one is due, then the shown view follows the configuration.
    func updateContentUnavailableConfigurationIfNeeded() {
        if contentUnavailable.needsUpdate {
            contentUnavailable.needsUpdate = false
            trackingReads(for: .contentUnavailable) {
                updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
            }
            contentUnavailable.needsApply = true
        }
        guard contentUnavailable.needsApply, let view = viewIfLoaded else { return }
        contentUnavailable.needsApply = false
        showContentUnavailable(contentUnavailable.configuration?.updated(for: contentUnavailableConfigurationState), in: view)
    }

    /// After the view's layout: the empty state's view fills the visible bounds above everything else.
    func placeContentUnavailableView() {
        if viewIfLoaded?.window != nil { contentUnavailable.wasLaidOutInWindow = true }
        guard let shown = contentUnavailable.view, let view = viewIfLoaded, shown.superview === view else { return }
        UIView.performWithoutAnimation { shown.frame = view.bounds }
        if view.subviews.last !== shown { view.bringSubviewToFront(shown) }
    }

    /// Shows `configuration` (nil: none) in place of what is shown: at once before the view was on screen or with
    /// animations disabled, else the new view fading in over the old one fading out.
    private func showContentUnavailable(_ configuration: (any UIContentConfiguration)?, in view: UIView) {
        let old = contentUnavailable.view
        switch (old, configuration) {
        case (nil, nil):
            return
        case let (old?, new?) where Self.same(old.configuration, new):
            return
        default:
            break
        }
        let animated = contentUnavailable.wasLaidOutInWindow && view.window != nil && UIView.areAnimationsEnabled
        if !animated, let old, let configuration, old.supports(configuration), type(of: old.configuration) == type(of: configuration) {
            old.configuration = configuration
            return
        }
        let incoming = configuration?.makeContentView()
        if let incoming {
            UIView.performWithoutAnimation {
                incoming.frame = view.bounds
                incoming.alpha = animated ? 0 : 1
                view.addSubview(incoming)
            }
        }
        contentUnavailable.view = incoming
        guard animated else {
            old?.removeFromSuperview()
            return
        }
        UIView.animate(withDuration: Self.contentUnavailableFadeDuration, delay: 0, options: [.curveEaseInOut], animations: {
            incoming?.alpha = 1
            old?.alpha = 0
        }, completion: { _ in
            old?.removeFromSuperview()
        })
    }

    /// Whether two configurations are equal (those that are not `Hashable` never are).
    private static func same(_ shown: any UIContentConfiguration, _ other: any UIContentConfiguration) -> Bool {
        guard let hashable = shown as? any Hashable else { return false }
        return equal(hashable, other)
    }

    private static func equal<T: Hashable>(_ value: T, _ other: Any) -> Bool {
        (other as? T) == value
    }
}

extension UISearchController {
    /// The search text changed: the controller showing the search updates its empty state.
    func searchTextDidChangeForContentUnavailable() {
        guard let host = hostController() else { return }
        host.setNeedsUpdateContentUnavailableConfiguration()
        (host as? UINavigationController)?.topViewController?.setNeedsUpdateContentUnavailableConfiguration()
    }
}
