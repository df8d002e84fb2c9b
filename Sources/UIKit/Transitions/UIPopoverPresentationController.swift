import QuartzCore

/// The sides a popover's arrow may point from.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// The presentation of a popover: a card pointing at its source view, rectangle or bar button item.
///
/// Difference from Apple: never made by UIKit here (`popoverPresentationController` is nil); its properties are kept
/// for code that makes one.
@MainActor @preconcurrency
open class UIPopoverPresentationController: UIPresentationController {
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    open var sourceView: UIView?
    open var sourceRect: CGRect = .zero
    open var canOverlapSourceViewRect = false
    open var barButtonItem: UIBarButtonItem?
    open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    open var passthroughViews: [UIView]?
    open var backgroundColor: UIColor?
    open var popoverLayoutMargins: UIEdgeInsets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

    /// The sheet the popover becomes where it adapts to one (a compact width), set up before presenting.
    open var adaptiveSheetPresentationController: UISheetPresentationController { adaptiveSheet }
    private lazy var adaptiveSheet = UISheetPresentationController(
        presentedViewController: presentedViewController, presenting: presentingViewController)
}

/// Hears of a popover being prepared and moved.
///
/// Difference from Apple: the view moved to comes through an `UnsafeMutablePointer` (Linux's Swift has no
/// `AutoreleasingUnsafeMutablePointer`).
@MainActor @preconcurrency
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                       willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                       in view: UnsafeMutablePointer<UIView>)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                              willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                              in view: UnsafeMutablePointer<UIView>) {}
}
