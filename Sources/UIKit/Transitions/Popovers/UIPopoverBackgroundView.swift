import QuartzCore

/// The class methods a popover's background class answers: the size of its arrow and how far the content sits
/// inside it.
@MainActor @preconcurrency
public protocol UIPopoverBackgroundViewMethods {
    /// The width of the arrow's base.
    static func arrowBase() -> CGFloat
    /// The room between the background's edges (less the arrow) and the content.
    static func contentViewInsets() -> UIEdgeInsets
    /// How far the arrow stands out of the background's body.
    static func arrowHeight() -> CGFloat
}

/// A popover's own background, set as `popoverBackgroundViewClass`: UIKit makes one the size of the whole popover,
/// arrow included, sets where the arrow is (`arrowDirection`, and `arrowOffset` from the middle of that side), and
/// places the content inside it by the class's `arrowHeight()` and `contentViewInsets()`. Subclasses draw the body
/// and arrow, usually in `layoutSubviews`.
///
/// Difference from Apple: the class methods a subclass leaves alone answer the system popover's metrics (an arrow 26
/// points wide and 13 high, no insets) instead of raising an exception.
@MainActor @preconcurrency
open class UIPopoverBackgroundView: UIView, UIPopoverBackgroundViewMethods {
    /// How far the arrow's middle is from the middle of its side of the body: positive to the right or down.
    open var arrowOffset: CGFloat = 0 { didSet { if arrowOffset != oldValue { setNeedsLayout() } } }
    /// The side of the body the arrow is on.
    open var arrowDirection: UIPopoverArrowDirection = .unknown { didSet { if arrowDirection != oldValue { setNeedsLayout() } } }

    /// Whether the content keeps the system popover's rounded corners (false: the background shows its own shape).
    open class var wantsDefaultContentAppearance: Bool { true }

    open class func arrowBase() -> CGFloat { PopoverMetrics.system.arrowHalfBase * 2 }
    open class func contentViewInsets() -> UIEdgeInsets { PopoverMetrics.system.contentInsets }
    open class func arrowHeight() -> CGFloat { PopoverMetrics.system.arrowHeight }

    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// The sizes a popover is laid out with: the system's, or those of its background class.
struct PopoverMetrics: Equatable {
    var arrowHeight: CGFloat
    var arrowHalfBase: CGFloat
    var contentInsets: UIEdgeInsets

    static let system = PopoverMetrics(arrowHeight: 13, arrowHalfBase: 13, contentInsets: .zero)

    /// The metrics `backgroundClass` answers (negative or non-finite sizes count as zero), or the system's.
    @MainActor
    init(backgroundClass: (any UIPopoverBackgroundViewMethods.Type)?) {
        guard let backgroundClass else {
            self = .system
            return
        }
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
        let insets = backgroundClass.contentViewInsets()
        self.init(arrowHeight: clean(backgroundClass.arrowHeight()), arrowHalfBase: clean(backgroundClass.arrowBase()) / 2,
                  contentInsets: UIEdgeInsets(top: clean(insets.top), left: clean(insets.left), bottom: clean(insets.bottom), right: clean(insets.right)))
    }

    init(arrowHeight: CGFloat, arrowHalfBase: CGFloat, contentInsets: UIEdgeInsets) {
        self.arrowHeight = arrowHeight
        self.arrowHalfBase = arrowHalfBase
        self.contentInsets = contentInsets
    }
}
