import Foundation

/// An invisible region of a view that redirects focus: an arrow move that would reach the guide's rectangle goes
/// to the guide's preferred environments instead, so focus can cross gaps between items that do not line up.
@MainActor @preconcurrency
open class UIFocusGuide: UILayoutGuide {
    /// Whether the guide redirects focus.
    open var isEnabled = true
    /// Where focus goes when a move reaches the guide, most preferred first.
    open var preferredFocusEnvironments: [any UIFocusEnvironment]! = []

    override public init() {
        super.init()
    }

    /// The first of the preferred environments that is a view (the deprecated single-view form).
    @available(*, deprecated, renamed: "preferredFocusEnvironments")
    open var preferredFocusedView: UIView? {
        get { preferredFocusEnvironments?.first as? UIView }
        set { preferredFocusEnvironments = newValue.map { [$0] } ?? [] }
    }
}
