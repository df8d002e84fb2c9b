import Foundation

/// Runs a search around its search bar: tapping or typing in the bar activates it (the navigation bar's title row
/// slides away, the content dims, the Cancel button appears, and the results controller shows once there is text);
/// each change of the text or scope asks the results updater again; Cancel or Escape dismisses it.
@MainActor @preconcurrency
open class UISearchController: UIViewController {
    /// When a search bar's scope bar shows.
    public enum ScopeBarActivation: Int, Sendable {
        case automatic, manual, onTextEntry, onSearchActivation
    }

    /// How long activation and dismissal take.
    static let transitionDuration: TimeInterval = 0.35

    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    open weak var delegate: (any UISearchControllerDelegate)?
    /// The controller showing the results (nil: the searched content shows them itself).
    public private(set) var searchResultsController: UIViewController?
    /// Whether the content behind the search dims while it is active.
    open var obscuresBackgroundDuringPresentation = true
    @available(*, deprecated, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar's title row slides away while the search is active.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the search bar's Cancel button shows while the search is active.
    open var automaticallyShowsCancelButton = true
    /// Whether the results controller shows by itself once there is text.
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller shows (set by the controller when `automaticallyShowsSearchResultsController`).
    open var showsSearchResultsController = false { didSet { updateResultsVisibility() } }
    /// Whether the scope bar shows while the search is active.
    open var automaticallyShowsScopeBar = true
    open var scopeBarActivation: ScopeBarActivation = .automatic

    private var active = false
    private lazy var ownSearchBar: UISearchBar = {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: UISearchBar.rowHeight))
        bar.searchController = self
        return bar
    }()
    private let dimmingView = UIView()
    /// The controller whose view the search shows over while it is active.
    private weak var host: UIViewController?

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The search bar the controller runs.
    open var searchBar: UISearchBar { ownSearchBar }

    override open func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.2)
        dimmingView.frame = root.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(handler: { [unowned self] _ in dimmingTapped() }))
        root.addSubview(dimmingView)
        view = root
    }

    /// Whether the search is active; setting it activates or dismisses it (animated while shown in a window).
    open var isActive: Bool {
        get { active }
        set { setActive(newValue, animated: searchBar.window != nil) }
    }

    // MARK: What the search bar tells

    func searchBarBeganEditing() {
        if !active { setActive(true, animated: true) }
    }

    func searchBarChanged() {
        updateResultsVisibility()
        if active { searchResultsUpdater?.updateSearchResults(for: self) }
        searchTextDidChangeForContentUnavailable()
    }

    func searchBarCancelled() {
        searchBar.text = ""
        setActive(false, animated: searchBar.window != nil)
    }

    /// A tap on the dimmed content dismisses a search that has no text yet.
    private func dimmingTapped() {
        if searchBar.text?.isEmpty ?? true { searchBarCancelled() }
    }

    func searchBarHeightChanged() {
        (searchBar.superview as? UINavigationBar)?.searchBarHeightChanged()
    }

    // MARK: Activation

    private func setActive(_ newValue: Bool, animated: Bool) {
        guard newValue != active else { return }
        active = newValue
        if newValue { present(animated: animated) } else { dismissSearch(animated: animated) }
    }

    private func present(animated: Bool) {
        delegate?.willPresentSearchController(self)
        delegate?.presentSearchController(self)
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: animated) }
        if automaticallyShowsScopeBar, scopeBarActivation != .manual, !(searchBar.scopeButtonTitles ?? []).isEmpty {
            searchBar.showsScopeBar = true
        }
        showOverHost()
        updateResultsVisibility()
        let navigationBar = searchBar.superview as? UINavigationBar
        UIView.performWithoutAnimation { dimmingView.alpha = 0 }
        let change = { [self] in
            dimmingView.alpha = obscuresBackgroundDuringPresentation ? 1 : 0
            if hidesNavigationBarDuringPresentation { navigationBar?.setSearchActive(true) }
        }
        run(change, animated: animated) { [weak self] in
            guard let self, active else { return }
            delegate?.didPresentSearchController(self)
        }
        if !searchBar.isFirstResponder, searchBar.window != nil { searchBar.becomeFirstResponder() }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    private func dismissSearch(animated: Bool) {
        delegate?.willDismissSearchController(self)
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: animated) }
        if automaticallyShowsScopeBar, scopeBarActivation != .manual { searchBar.showsScopeBar = false }
        if searchBar.isFirstResponder { searchBar.resignFirstResponder() }
        let navigationBar = searchBar.superview as? UINavigationBar
        let change = { [self] in
            dimmingView.alpha = 0
            searchResultsController?.viewIfLoaded?.alpha = 0
            navigationBar?.setSearchActive(false)
        }
        run(change, animated: animated) { [weak self] in
            guard let self, !active else { return }
            removeFromHost()
            delegate?.didDismissSearchController(self)
        }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// Runs `change` (with the navigation controller laying out alongside), animated on the context's clock or at once.
    private func run(_ change: @escaping () -> Void, animated: Bool, completion: @escaping () -> Void) {
        let layout = { [self] in
            change()
            (host as? UINavigationController)?.layoutContent()
        }
        if animated {
            UIView.animate(withDuration: Self.transitionDuration, delay: 0, options: [.curveEaseInOut], animations: layout) { _ in completion() }
        } else {
            UIView.performWithoutAnimation(layout)
            completion()
        }
    }

    /// Shows the controller's view (the dimming and the results) over the host's content, below the bar.
    private func showOverHost() {
        guard let found = hostController() else { return }
        host = found
        found.addChild(self)
        let root = view!
        if let results = searchResultsController, results.parent !== self {
            addChild(results)
            results.view.frame = root.bounds
            results.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            root.addSubview(results.view)
            results.didMove(toParent: self)
        }
        UIView.performWithoutAnimation {
            if let navigation = found as? UINavigationController {
                root.frame = navigation.view.bounds
                navigation.view.insertSubview(root, belowSubview: navigation.navigationBar)
            } else {
                let below = searchBar.convert(searchBar.bounds, to: found.view).maxY
                root.frame = CGRect(x: 0, y: below, width: found.view.bounds.width, height: max(0, found.view.bounds.height - below))
                found.view.addSubview(root)
            }
            root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        didMove(toParent: found)
    }

    private func removeFromHost() {
        willMove(toParent: nil)
        UIView.performWithoutAnimation { viewIfLoaded?.removeFromSuperview() }
        removeFromParent()
        host = nil
    }

    /// The controller the search shows over: the navigation controller whose bar holds the search bar, else the
    /// controller whose view holds it.
    func hostController() -> UIViewController? {
        var responder: UIResponder? = searchBar.next
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }

    /// The results controller shows while the search is active and there is text (or the app asks for it).
    private func updateResultsVisibility() {
        guard let results = searchResultsController?.viewIfLoaded else { return }
        if automaticallyShowsSearchResultsController {
            let wanted = active && !(searchBar.text ?? "").isEmpty
            if showsSearchResultsController != wanted { showsSearchResultsController = wanted; return }
        }
        UIView.performWithoutAnimation {
            results.isHidden = !showsSearchResultsController
            results.alpha = 1
        }
    }
}
