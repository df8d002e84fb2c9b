import Foundation

/// A container that shows one page (a child controller) at a time and moves between pages by sliding: by
/// `setViewControllers(_:direction:animated:completion:)`, or by a swipe that asks the data source for the page
/// before or after and tells the delegate as the swipe starts and ends.
@MainActor @preconcurrency
open class UIPageViewController: UIViewController {
    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// Where the spine of a book of pages lies (page curl).
    public enum SpineLocation: Int, Sendable {
        case none = 0
        case min = 1
        case mid = 2
        case max = 3
    }

    public enum NavigationDirection: Int, Sendable {
        case forward = 0
        case reverse = 1
    }

    public enum TransitionStyle: Int, Sendable {
        /// Difference from Apple: pages slide as with `.scroll`; the curl is not drawn.
        case pageCurl = 0
        case scroll = 1
    }

    /// The keys of the options the controller is made with.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A `SpineLocation` (its raw value as a number) for the page curl.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The gap between pages as they slide, in points (a number).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    weak open var delegate: (any UIPageViewControllerDelegate)?
    /// Supplies the pages a swipe moves to; without one, swipes do nothing.
    weak open var dataSource: (any UIPageViewControllerDataSource)? {
        didSet { pan.isEnabled = dataSource != nil }
    }

    open private(set) var transitionStyle: TransitionStyle
    open private(set) var navigationOrientation: NavigationOrientation
    open private(set) var spineLocation: SpineLocation
    /// Whether a page curl shows content on the back of pages.
    open var isDoubleSided = false
    /// The gap between pages as they slide.
    let interPageSpacing: CGFloat

    /// The controllers shown: the one page.
    open var viewControllers: [UIViewController]? { current.map { [$0] } }

    /// The recognizers that turn pages (only the page curl's are handed out, as UIKit's scroll style keeps its own).
    open var gestureRecognizers: [UIGestureRecognizer] { transitionStyle == .pageCurl ? [pan] : [] }

    var current: UIViewController?
    /// The page sliding in, by a swipe or an animated `setViewControllers`.
    var slide: PageSlide?
    let pan = UIPanGestureRecognizer()
    /// The directions the data source had no page for during the current swipe (asked once a swipe).
    var directionsWithoutPage: Set<NavigationDirection> = []
    let pageControl = UIPageControl()

    /// How long a page takes to slide in when set with animation.
    static let slideDuration: TimeInterval = 0.35
    /// How long a released swipe takes to settle.
    static let settleDuration: TimeInterval = 0.25
    /// The height of the page indicator's strip at the bottom.
    static let pageControlHeight: CGFloat = 37

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spine = (options?[.spineLocation] as? NSNumber).flatMap { SpineLocation(rawValue: $0.intValue) }
            ?? (options?[.spineLocation] as? SpineLocation)
        spineLocation = style == .pageCurl ? spine ?? .min : .none
        interPageSpacing = (options?[.interPageSpacing] as? NSNumber).map { CGFloat($0.doubleValue) }
            ?? (options?[.interPageSpacing] as? CGFloat) ?? 0
        super.init(nibName: nil, bundle: nil)
    }

    /// A page-curl controller turning pages horizontally, as UIKit makes one without options.
    override public convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: nil)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    override open func viewDidLoad() {
        super.viewDidLoad()
        view.clipsToBounds = true
        pan.isEnabled = dataSource != nil
        pan.addAction { [unowned self] recognizer in self.panned(recognizer) }
        view.addGestureRecognizer(pan)
        pageControl.isUserInteractionEnabled = false
        pageControl.isHidden = true
        view.addSubview(pageControl)
        if let current {
            UIView.performWithoutAnimation {
                current.view.frame = view.bounds
                view.insertSubview(current.view, belowSubview: pageControl)
            }
        }
        updatePageControl()
    }

    override open func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        pageControl.frame = CGRect(x: 0, y: bounds.height - Self.pageControlHeight, width: bounds.width, height: Self.pageControlHeight)
        if slide == nil { current?.viewIfLoaded?.frame = bounds }
    }

    /// Shows `viewControllers` (one page), sliding it in from the side `direction` names when `animated`.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        guard let page = viewControllers?.first, viewControllers?.count == 1 else {
            Diagnostics.report("UIPageViewController setViewControllers refused: \(viewControllers?.count ?? 0) controllers given, one page needs one")
            completion?(false)
            return
        }
        slide?.finishAtOnce()
        guard page !== current else {
            completion?(true)
            return
        }
        let previous = current
        current = page
        adopt(page)
        guard animated, let previous, isViewLoaded, view.window != nil else {
            if let previous { release(previous) }
            current?.viewIfLoaded?.frame = view.bounds
            updatePageControl()
            completion?(true)
            return
        }
        let slide = PageSlide(controller: self, from: previous, to: page, forward: direction == .forward, interactive: false)
        self.slide = slide
        slide.settle(completing: true, duration: Self.slideDuration) { finished in completion?(finished) }
        updatePageControl()
    }

    /// Makes `page` a child with its view in the page area.
    func adopt(_ page: UIViewController) {
        guard page.parent !== self else { return }
        addChild(page)
        if isViewLoaded {
            UIView.performWithoutAnimation {
                page.view.frame = view.bounds
                view.insertSubview(page.view, belowSubview: pageControl)
            }
        }
        page.didMove(toParent: self)
    }

    /// Takes `page` out of the page area and the children.
    func release(_ page: UIViewController) {
        page.willMove(toParent: nil)
        UIView.performWithoutAnimation { page.viewIfLoaded?.removeFromSuperview() }
        page.removeFromParent()
    }

    /// Asks the data source for the page count and index and shows them in the page indicator.
    func updatePageControl() {
        guard isViewLoaded, let dataSource else { return }
        let count = dataSource.presentationCount(for: self)
        pageControl.isHidden = count <= 0
        guard count > 0 else { return }
        pageControl.numberOfPages = count
        pageControl.currentPage = min(max(0, dataSource.presentationIndex(for: self)), count - 1)
        view.bringSubviewToFront(pageControl)
    }

}
