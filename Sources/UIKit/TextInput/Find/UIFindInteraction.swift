import Foundation

/// What a find interaction asks of its app: the session for the view being searched, and when one begins and ends.
@MainActor @preconcurrency
public protocol UIFindInteractionDelegate: AnyObject {
    /// The session that searches `view`; nil to search nothing.
    func findInteraction(_ interaction: UIFindInteraction, sessionFor view: UIView) -> UIFindSession?
    func findInteraction(_ interaction: UIFindInteraction, didBegin session: UIFindSession)
    func findInteraction(_ interaction: UIFindInteraction, didEnd session: UIFindSession)
}

extension UIFindInteractionDelegate {
    public func findInteraction(_ interaction: UIFindInteraction, didBegin session: UIFindSession) {}
    public func findInteraction(_ interaction: UIFindInteraction, didEnd session: UIFindSession) {}
}

/// Find (and replace) in a view, as iPadOS 16 has it: the find navigator, a bar at the window's foot with the query,
/// the result count, previous and next, and optionally the replacement, runs a `UIFindSession` the delegate makes.
/// Ctrl+F (the main menu's Find) opens it through the responder chain's `findInteraction`; Return and Shift+Return
/// move between results, Escape closes it.
@MainActor @preconcurrency
open class UIFindInteraction: UIInteraction {
    /// Makes the sessions and hears when they begin and end.
    open private(set) weak var delegate: (any UIFindInteractionDelegate)?
    open private(set) weak var view: UIView?
    /// The session the navigator is showing, while it shows.
    open private(set) var activeFindSession: UIFindSession?
    /// The query, kept between sessions.
    open var searchText: String? {
        didSet { if searchText != oldValue { navigator?.queryChanged() } }
    }
    /// The replacement, kept between sessions.
    open var replacementText: String?
    /// Builds the menu of search options the navigator's magnifier shows (given the default options' elements).
    ///
    /// Difference from Apple: kept, but the navigator shows no options menu; searches match anywhere in a word,
    /// ignoring case.
    open var optionsMenuProvider: (([UIMenuElement]) -> UIMenu?)?
    /// How the searches match (word matching, case): what the options menu chose.
    var searchOptions = UITextSearchOptions()
    private(set) var navigator: FindNavigatorView?

    public init(sessionDelegate: any UIFindInteractionDelegate) {
        delegate = sessionDelegate
    }

    open func willMove(to view: UIView?) {
        if view == nil { dismissFindNavigator() }
    }

    open func didMove(to view: UIView?) {
        self.view = view
    }

    /// Whether the navigator shows.
    open var isFindNavigatorVisible: Bool { navigator != nil }

    /// Shows the navigator (with the replacement row when asked and the session supports it), beginning a session,
    /// and searches for `searchText` at once.
    open func presentFindNavigator(showingReplace: Bool) {
        if let navigator {
            navigator.showsReplace = showingReplace && (activeFindSession?.supportsReplacement ?? false)
            navigator.focusQuery()
            return
        }
        guard let view, let window = view.window, let delegate, let session = delegate.findInteraction(self, sessionFor: view) else { return }
        activeFindSession = session
        let navigator = FindNavigatorView(interaction: self)
        navigator.showsReplace = showingReplace && session.supportsReplacement
        self.navigator = navigator
        navigator.present(in: window)
        delegate.findInteraction(self, didBegin: session)
        searchAgain()
        navigator.focusQuery()
    }

    /// Hides the navigator and ends the session (its highlights go).
    open func dismissFindNavigator() {
        guard let navigator, let session = activeFindSession else { return }
        self.navigator = nil
        activeFindSession = nil
        session.invalidateFoundResults()
        navigator.dismiss()
        if let view, view.window != nil, view.canBecomeFirstResponder { view.becomeFirstResponder() }
        delegate?.findInteraction(self, didEnd: session)
    }

    /// Highlights the next result.
    open func findNext() {
        activeFindSession?.highlightNextResult(in: .forward)
        updateResultCount()
    }

    /// Highlights the previous result.
    open func findPrevious() {
        activeFindSession?.highlightNextResult(in: .backward)
        updateResultCount()
    }

    /// Shows the session's result count and position again.
    open func updateResultCount() {
        navigator?.showCount()
    }

    /// Runs the session's search for the current query (the content or the query changed).
    func searchAgain() {
        activeFindSession?.performSearch(query: searchText ?? "", options: searchOptions)
        updateResultCount()
    }

    /// Replaces the highlighted result, or all of them.
    func replace(all: Bool) {
        guard let session = activeFindSession, let query = searchText, !query.isEmpty else { return }
        let replacement = replacementText ?? ""
        if all {
            session.replaceAll(query: query, replacementString: replacement, options: searchOptions)
        } else {
            session.performSingleReplacement(query: query, replacementString: replacement, options: searchOptions)
        }
        updateResultCount()
    }
}
