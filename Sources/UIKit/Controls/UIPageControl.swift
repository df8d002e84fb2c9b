import QuartzCore

/// A row of dots, one per page, the current one brighter: a tap beside the current dot moves one page toward the
/// tap and a drag along the row scrubs through the pages (`allowsContinuousInteraction`), each change sending
/// `.valueChanged`; the current dot's colour moves with a quarter-second animation.
@MainActor @preconcurrency
open class UIPageControl: UIControl {
    /// When the capsule behind the dots shows.
    public enum BackgroundStyle: Int, Sendable {
        /// Only while the control is being scrubbed.
        case automatic = 0
        /// Always.
        case prominent = 1
        /// Never.
        case minimal = 2
    }

    /// How the user is interacting with the control.
    public enum InteractionState: Int, Sendable {
        case none = 0
        /// A tap moved one page.
        case discrete = 1
        /// A drag is scrubbing through the pages.
        case continuous = 2
    }

    /// The direction the pages run in.
    public enum Direction: Int, Sendable {
        /// Left to right, or right to left in a right-to-left layout.
        case natural = 0
        case leftToRight = 1
        case rightToLeft = 2
        case topToBottom = 3
        case bottomToTop = 4
    }

    /// How many dots show; a negative count is refused with a message.
    open var numberOfPages = 0 {
        didSet {
            guard numberOfPages >= 0 else {
                Diagnostics.report("UIPageControl numberOfPages \(numberOfPages) rejected; keeping \(oldValue)")
                numberOfPages = oldValue
                return
            }
            storedCurrentPage = clampedPage(storedCurrentPage)
            invalidateIntrinsicContentSize()
            rebuildIndicators()
        }
    }

    /// The page whose dot is bright, kept within the pages; setting it sends no actions.
    open var currentPage: Int {
        get { storedCurrentPage }
        set {
            let page = clampedPage(newValue)
            guard page != storedCurrentPage else { return }
            storedCurrentPage = page
            if !defersDisplay || !isTrackingPage { displayedPage = page }
            progress?.pageDidChange()
            accessibilityChanged()
        }
    }

    /// Whether the dots are hidden when there is only one page.
    open var hidesForSinglePage = false { didSet { updateLayers(animated: false) } }
    /// The other dots' colour (a translucent label colour when nil).
    open var pageIndicatorTintColor: UIColor? {
        didSet {
            updateLayers(animated: false)
            appearanceDidSet(\UIPageControl.pageIndicatorTintColor, pageIndicatorTintColor)
        }
    }
    /// The current dot's colour (the label colour when nil).
    open var currentPageIndicatorTintColor: UIColor? {
        didSet {
            updateLayers(animated: false)
            appearanceDidSet(\UIPageControl.currentPageIndicatorTintColor, currentPageIndicatorTintColor)
        }
    }
    /// When the capsule behind the dots shows.
    open var backgroundStyle: BackgroundStyle = .automatic { didSet { updateLayers(animated: false) } }
    /// The direction the pages run in.
    open var direction: Direction = .natural {
        didSet {
            invalidateIntrinsicContentSize()
            updateLayers(animated: false)
        }
    }
    /// How the user is interacting with the control now.
    open internal(set) var interactionState: InteractionState = .none
    /// Whether a drag along the dots scrubs through the pages.
    open var allowsContinuousInteraction = true
    /// The image every dot shows (a template tinted with the indicator colours), in place of the drawn circle.
    open var preferredIndicatorImage: UIImage? { didSet { updateLayers(animated: false) } }
    /// The image the current dot shows, in place of its indicator image.
    open var preferredCurrentPageIndicatorImage: UIImage? { didSet { updateLayers(animated: false) } }
    /// The progress the current dot fills with (iOS 17), and that may turn the pages by itself.
    open var progress: UIPageControlProgress? {
        didSet {
            oldValue?.pageControl = nil
            progress?.pageControl = self
            updateLayers(animated: false)
        }
    }

    /// Whether a page change by the user waits for `updateCurrentPageDisplay()` before the dots show it.
    @available(*, deprecated, message: "the dots always show the current page")
    open var defersCurrentPageDisplay: Bool {
        get { defersDisplay }
        set { defersDisplay = newValue }
    }

    var storedCurrentPage = 0
    /// The page the dots show (behind `currentPage` while a deferred change waits).
    var displayedPage = 0 { didSet { if displayedPage != oldValue { updateLayers(animated: true) } } }
    var defersDisplay = false
    /// Whether a touch is moving the page now (for `defersCurrentPageDisplay`).
    var isTrackingPage = false
    var indicatorImages: [Int: UIImage] = [:]
    var currentIndicatorImages: [Int: UIImage] = [:]
    /// Where the touch went down, while one is down.
    var touchStart: CGPoint?
    let capsule = CALayer()
    var indicators: [CALayer] = []
    /// The bar the current dot fills with while a progress shows.
    let progressFill = CALayer()

    static let indicatorPitch: CGFloat = 16
    static let dotDiameter: CGFloat = 8
    static let thickness: CGFloat = 26
    static let padding: CGFloat = 8
    static let animationDuration: CFTimeInterval = 0.25

    override public init(frame: CGRect) {
        super.init(frame: frame)
        capsule.cornerRadius = UIPageControl.thickness / 2
        layer.addSublayer(capsule)
        progressFill.cornerRadius = UIPageControl.dotDiameter / 2
        updateLayers(animated: false)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Indicator images

    /// The image dot `page` shows, or nil for the preferred one.
    open func indicatorImage(forPage page: Int) -> UIImage? {
        indicatorImages[page]
    }

    /// Gives dot `page` its own image (nil: the preferred one again).
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        indicatorImages[page] = image
        updateLayers(animated: false)
    }

    /// The image dot `page` shows while current, or nil for the preferred one.
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? {
        currentIndicatorImages[page]
    }

    /// Gives dot `page` its own image while it is current.
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
        currentIndicatorImages[page] = image
        updateLayers(animated: false)
    }

    /// Shows `currentPage` after a deferred change.
    @available(*, deprecated, message: "the dots always show the current page")
    open func updateCurrentPageDisplay() {
        displayedPage = storedCurrentPage
    }

    // MARK: Size

    /// The size the dots of `pageCount` pages take: 16 points a dot and 8 at each end, 26 across.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let length = pageCount > 0 ? CGFloat(pageCount) * Self.indicatorPitch + 2 * Self.padding : 0
        return isVertical ? CGSize(width: Self.thickness, height: length) : CGSize(width: length, height: Self.thickness)
    }

    override open var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    // MARK: Tracking

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard isEnabled, let touch = touches.first else { return }
        touchStart = touch.location(in: self)
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        guard let touch = touches.first else { return }
        scrub(to: touch.location(in: self))
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { endTouch(at: touch.location(in: self)) }
        super.touchesEnded(touches, with: event)
    }

    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        endTouch(at: nil)
        super.touchesCancelled(touches, with: event)
    }

    // MARK: Look

    override open func layoutSubviews() {
        super.layoutSubviews()
        updateLayers(animated: false)
    }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        updateLayers(animated: false)
    }

    override open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateLayers(animated: false)
    }

    override open func stateDidChange() {
        super.stateDidChange()
        updateLayers(animated: false)
    }

    func clampedPage(_ page: Int) -> Int {
        min(max(page, 0), max(numberOfPages - 1, 0))
    }
}
