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

/// The presentation of a popover, as iPadOS shows it in a regular-width window: a rounded card of the presented
/// controller's `preferredContentSize` with an arrow pointing at its source (a rectangle in a view, a bar button
/// item, or a source item), on the permitted side with the most room. A tap outside (but on a passthrough view)
/// or Escape dismisses it, as the delegates allow.
@MainActor @preconcurrency
open class UIPopoverPresentationController: UIPresentationController {
    open var permittedArrowDirections: UIPopoverArrowDirection = .any { didSet { layoutChanged(animated: false) } }
    /// The view the popover points at, at `sourceRect` in it (its bounds when `sourceRect` is empty).
    open var sourceView: UIView? { didSet { layoutChanged(animated: false) } }
    open var sourceRect: CGRect = .zero { didSet { layoutChanged(animated: false) } }
    /// The item the popover points at (iOS 16): a view or a bar button item.
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)? { didSet { layoutChanged(animated: false) } }
    open var canOverlapSourceViewRect = false
    /// The bar button item the popover points at.
    open var barButtonItem: UIBarButtonItem? { didSet { layoutChanged(animated: false) } }
    /// The side of the popover the arrow is on, once it is placed.
    open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// Views that keep taking touches while the popover shows (a tap on another view dismisses it).
    open var passthroughViews: [UIView]?
    /// The colour of the card and arrow (white when nil).
    open var backgroundColor: UIColor? { didSet { layoutChanged(animated: false) } }
    /// A `UIPopoverBackgroundView` subclass that draws the popover's body and arrow instead of the system's card.
    open var popoverBackgroundViewClass: (any UIPopoverBackgroundViewMethods.Type)? { didSet { layoutChanged(animated: false) } }
    /// The room kept between the popover and the window's edges.
    open var popoverLayoutMargins: UIEdgeInsets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10) {
        didSet { layoutChanged(animated: false) }
    }

    /// The sheet the popover becomes where it adapts to one, set up before presenting.
    open var adaptiveSheetPresentationController: UISheetPresentationController { adaptiveSheet }
    private lazy var adaptiveSheet: UISheetPresentationController = {
        let sheet = UISheetPresentationController(presentedViewController: presentedViewController, presenting: nil)
        sheet.waitForPresentation()
        return sheet
    }()

    /// How long a `preferredContentSize` change takes to resize the popover.
    static let resizeDuration: TimeInterval = 0.25

    let chrome = PopoverChromeView()
    let outsideTap = UITapGestureRecognizer()
    private lazy var outsideTapFilter = PopoverOutsideTapFilter(popover: self)
    /// The container size the popover was last placed in (a new one is a window resize).
    private var placedContainerSize: CGSize?

    override public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        outsideTap.delegate = outsideTapFilter
        outsideTap.addAction { [unowned self] _ in _ = dismissByUser() }
    }

    private var popoverDelegate: (any UIPopoverPresentationControllerDelegate)? {
        delegate as? any UIPopoverPresentationControllerDelegate
    }

    /// Whether a source is set for the popover to point at.
    var hasSource: Bool { sourceView != nil || barButtonItem != nil || sourceItem != nil }

    // MARK: Adaptation

    /// The presentation to use instead, when the delegate adapts the popover to a full-screen or sheet style.
    func adaptedPresentation() -> UIPresentationController? {
        let style = delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection) ?? .none
        switch style {
        case .none, .popover, .custom:
            return nil
        case .pageSheet, .formSheet, .automatic:
            adaptiveSheet.delegate = delegate
            return adaptiveSheet
        default:
            let fullScreen = FullScreenPresentationController(presentedViewController: presentedViewController, presenting: presentingViewController)
            fullScreen.delegate = delegate
            return fullScreen
        }
    }

    // MARK: Geometry

    /// The rectangle pointed at, in `container`: the source item's, the bar button item's view's, or `sourceRect`
    /// in `sourceView`; the container's middle without a source.
    func sourceFrame(in container: UIView) -> CGRect {
        if let frame = sourceItem?.frame(in: container) ?? barButtonItem?.frame(in: container) { return frame }
        if let sourceView {
            return sourceView.convert(sourceRect.isEmpty && sourceRect.origin == .zero ? sourceView.bounds : sourceRect, to: container)
        }
        return CGRect(x: container.bounds.midX, y: container.bounds.midY, width: 0, height: 0)
    }

    /// The content's size: the presented controller's preferred size (a side it leaves zero takes the default's),
    /// an action sheet's own size, or the default.
    var contentSize: CGSize {
        let preferred = presentedViewController.preferredContentSize
        if preferred == .zero, let alert = presentedViewController as? AlertHosting {
            return alert.hostedAlert.alertSize(in: PopoverGeometry.defaultContentSize)
        }
        return CGSize(width: preferred.width > 0 ? preferred.width : PopoverGeometry.defaultContentSize.width,
                      height: preferred.height > 0 ? preferred.height : PopoverGeometry.defaultContentSize.height)
    }

    /// The arrow's size and the content's insets: the background class's, or the system's.
    var metrics: PopoverMetrics { PopoverMetrics(backgroundClass: popoverBackgroundViewClass) }

    /// The body holding the content (the content's size and the background class's insets) and its arrow.
    func geometry(in container: UIView) -> PopoverGeometry {
        geometry(source: sourceFrame(in: container), in: container.bounds)
    }

    private func geometry(source: CGRect, in bounds: CGRect) -> PopoverGeometry {
        let metrics = metrics, insets = metrics.contentInsets
        let body = CGSize(width: contentSize.width + insets.left + insets.right, height: contentSize.height + insets.top + insets.bottom)
        return PopoverGeometry(contentSize: body, source: source, in: bounds, margins: popoverLayoutMargins,
                               permitted: permittedArrowDirections, metrics: metrics)
    }

    /// Where the presented view goes in the body: inside the background class's insets.
    private func contentFrame(of geometry: PopoverGeometry) -> CGRect {
        geometry.card.inset(by: metrics.contentInsets)
    }

    private func showChrome(_ geometry: PopoverGeometry) {
        chrome.show(geometry, color: chromeColor, metrics: metrics, backgroundClass: popoverBackgroundViewClass)
    }

    /// The card's colour: `backgroundColor`, an action sheet's own grey, else white.
    private var chromeColor: UIColor {
        backgroundColor ?? (presentedViewController is AlertHosting ? AlertMetrics.actionSheet.background : PopoverChromeView.defaultColor)
    }

    override open var shouldPresentInFullscreen: Bool { false }

    override open var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        return contentFrame(of: geometry(in: containerView))
    }

    override open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        contentFrame(of: geometry(source: containerView.map(sourceFrame(in:)) ?? .zero, in: CGRect(origin: .zero, size: parentSize))).size
    }

    /// Moves the card and arrow to where the properties put them now (animated for a new content size).
    private func layoutChanged(animated: Bool) {
        guard containerView != nil, presentedViewController.relations.coordinator == nil,
              presentedViewController.relations.presentation === self else { return }
        place(animated: animated)
    }

    private func place(animated: Bool) {
        guard let containerView else { return }
        let geometry = geometry(in: containerView)
        arrowDirection = geometry.arrowDirection
        placedContainerSize = containerView.bounds.size
        let apply = { [self] in
            presentedView?.frame = contentFrame(of: geometry)
            showChrome(geometry)
        }
        if animated {
            UIView.animate(withDuration: Self.resizeDuration, delay: 0, options: [.beginFromCurrentState], animations: apply)
        } else {
            UIView.performWithoutAnimation(apply)
        }
    }

    override open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        layoutChanged(animated: true)
    }

    /// A resize places the popover again, after the delegate may move its source; while it leaves it stays.
    override open func containerViewWillLayoutSubviews() {
        guard let containerView, !presentedViewController.isBeingDismissed, !presentedViewController.isBeingPresented,
              let placed = placedContainerSize, placed != containerView.bounds.size else { return }
        if let popoverDelegate {
            var rect = sourceRect
            var view = sourceView ?? containerView
            popoverDelegate.popoverPresentationController(self, willRepositionPopoverTo: &rect, in: &view)
            if sourceView != nil || view !== containerView { sourceView = view }
            sourceRect = rect
        }
        place(animated: false)
    }

    // MARK: Touches

    /// Touches on a passthrough view go past the popover to it.
    override func containerPassesTouch(at point: CGPoint) -> Bool {
        guard let containerView else { return false }
        return (passthroughViews ?? []).contains { view in
            view.window != nil && !view.isHidden && view.point(inside: containerView.convert(point, to: view), with: nil)
        }
    }

    override func userMayDismiss() -> Bool {
        popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self) ?? true
    }

    /// An action sheet shown in the popover is cancelled (its cancel action's handler runs).
    override func dismissForUser(completion: @escaping () -> Void) {
        if let alert = presentedViewController as? UIAlertController {
            alert.cancelFromPopover(completion: completion)
        } else {
            super.dismissForUser(completion: completion)
        }
    }

    override func userDidDismiss() {
        popoverDelegate?.popoverPresentationControllerDidDismissPopover(self)
    }

    // MARK: Transitions

    override func presentationWillStart() {
        popoverDelegate?.prepareForPopoverPresentation(self)
    }

    override open func presentationTransitionWillBegin() {
        guard let containerView else { return }
        let geometry = geometry(in: containerView)
        arrowDirection = geometry.arrowDirection
        placedContainerSize = containerView.bounds.size
        UIView.performWithoutAnimation {
            showChrome(geometry)
            chrome.alpha = 0
            containerView.insertSubview(chrome, at: 0)
            let rounded = (popoverBackgroundViewClass as? UIPopoverBackgroundView.Type)?.wantsDefaultContentAppearance ?? true
            presentedView?.layer.cornerRadius = rounded ? PopoverGeometry.cornerRadius : 0
            presentedView?.clipsToBounds = rounded
        }
        containerView.addGestureRecognizer(outsideTap)
        alongside { [chrome] in chrome.alpha = 1 }
    }

    override open func presentationTransitionDidEnd(_ completed: Bool) {
        if completed { UIView.performWithoutAnimation { chrome.alpha = 1 } }
    }

    override open func dismissalTransitionWillBegin() {
        alongside { [chrome] in chrome.alpha = 0 }
    }

    /// Once gone, the popover lets go of the presented controller (an action sheet keeps its popover).
    override open func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { waitForPresentation() }
    }

    /// Runs `changes` along the transition under way, or at once without one.
    private func alongside(_ changes: @escaping () -> Void) {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in changes() }, completion: nil)
        } else {
            changes()
        }
    }
}

/// Lets the popover's outside tap take touches on the container itself, not on the popover's content.
@MainActor
final class PopoverOutsideTapFilter: UIGestureRecognizerDelegate {
    unowned let popover: UIPopoverPresentationController

    init(popover: UIPopoverPresentationController) {
        self.popover = popover
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        touch.view === popover.containerView
    }
}
