import QuartzCore

/// What a zoom transition may be told beyond its source (iOS 18): whether a drag may dismiss the zoomed controller,
/// which part of the zoomed view lines up with the source, and how the view under it is dimmed.
///
/// Difference from Apple: not an `NSObject` and not `NSCopying`; the zoom
/// keeps a copy of the options it is made with all the same.
@MainActor @preconcurrency
open class UIZoomTransitionOptions {
    public typealias InteractionContext = UIZoomTransitionInteractionContext
    public typealias AlignmentRectContext = UIZoomTransitionAlignmentRectContext

    /// Asked when a drag would begin dismissing the zoomed controller; false keeps it where it is.
    open var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)?
    /// The rectangle of the zoomed controller's view (in its coordinates) that lines up with the source view; nil
    /// for the whole view.
    open var alignmentRectProvider: ((AlignmentRectContext) -> CGRect?)?
    /// The colour laid over the view under the zoomed one (a light black by default).
    open var dimmingColor: UIColor?
    /// A blur laid over the view under the zoomed one, instead of the colour.
    open var dimmingVisualEffect: UIBlurEffect?

    public init() {}

    /// A copy, as `zoom(options:sourceViewProvider:)` keeps it, so later changes to the caller's options do not reach it.
    func copied() -> UIZoomTransitionOptions {
        let copy = UIZoomTransitionOptions()
        copy.interactiveDismissShouldBegin = interactiveDismissShouldBegin
        copy.alignmentRectProvider = alignmentRectProvider
        copy.dimmingColor = dimmingColor
        copy.dimmingVisualEffect = dimmingVisualEffect
        return copy
    }
}
