import Foundation

/// An accessibility element that is not a view: a part of a view that draws several things (a chart's bars, a
/// game's pieces), listed in its container's `accessibilityElements`.
@MainActor @preconcurrency
open class UIAccessibilityElement: UIResponder {
    /// The view or element that lists this one.
    open weak var accessibilityContainer: AnyObject?
    /// The element's rectangle in its container view's coordinates; it follows the view as it moves, where
    /// `accessibilityFrame` (in screen coordinates) would not.
    open var accessibilityFrameInContainerSpace: CGRect = .zero

    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }
}
