@_spi(KeyValueObserving) import KeyValueObserving
import QuartzCore

/// A view whose content is larger than itself: dragging moves `contentOffset` (its bounds'
/// origin) with rubber-banding past the edges, lifting the finger lets it glide to a stop and
/// spring back inside; the pointer wheel scrolls it too.
@MainActor @preconcurrency
open class UIScrollView: UIView {
    public struct DecelerationRate: Hashable, Sendable {
        /// The velocity kept per millisecond.
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    open var contentSize: CGSize = .zero {
        didSet {
            noteAdjustedContentInset()
            noteScrollEdge()
            KeyValueObservers.objectDidChange(self)
        }
    }
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            noteAdjustedContentInset()
            KeyValueObservers.objectDidChange(self)
        }
    }
    open var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
    open var bounces = true
    open var alwaysBounceVertical = false { didSet { noteAdjustedContentInset() } }
    open var alwaysBounceHorizontal = false { didSet { noteAdjustedContentInset() } }
    open var decelerationRate: DecelerationRate = .normal
    /// A released drag comes to rest on a multiple of the bounds size, at most one page from where it began.
    open var isPagingEnabled = false
    /// A drag that starts mostly along one axis scrolls along that axis only.
    open var isDirectionalLockEnabled = false
    /// Whether a scroll-to-top request (`scrollToTop()`) may scroll this view.
    open var scrollsToTop = true
    /// Whether a hardware keyboard's arrows, page keys, Space, Home and End scroll the view when the keys reach it.
    open var allowsKeyboardScrolling = true
    /// Whether a drag ends text editing in the window: `.onDrag` and `.interactive` (no interactive keyboard on the
    /// desktop) both dismiss the keyboard as the drag begins.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether a touch in the content waits `contentTouchDelay` before its view hears `touchesBegan` (it hears it
    /// at once if the finger lifts sooner), so that a drag starting at once scrolls without highlighting what it began on.
    open var delaysContentTouches = true
    /// Whether a drag that becomes a scroll takes touches the content's views already track (each asked through
    /// `touchesShouldCancel(in:)`, which they hear as `touchesCancelled`); false: once a content view tracks a
    /// touch, the scroll view does not scroll.
    open var canCancelContentTouches = true
    /// How long content touches wait while `delaysContentTouches`, on the context's clock (UIKit's 150 ms).
    static let contentTouchDelay: CFTimeInterval = 0.15
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { noteAdjustedContentInset(restingFollows: true) }
    }
    /// The adjusted content inset last reported, to tell the delegate of changes.
    var lastAdjustedContentInset = UIEdgeInsets.zero
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Whether the indicators keep clear of the safe area too.
    open var automaticallyAdjustsScrollIndicatorInsets = true
    open var indicatorStyle: IndicatorStyle = .default
    open var minimumZoomScale: CGFloat = 1 { didSet { updatePinchRecognizer() } }
    open var maximumZoomScale: CGFloat = 1 { didSet { updatePinchRecognizer() } }
    /// Whether a pinch may go past the zoom limits, springing back on release.
    open var bouncesZoom = true
    open internal(set) var isZooming = false
    open internal(set) var isZoomBouncing = false
    /// The pinch that zooms, once the zoom scales leave room to zoom.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { pinchRecognizer }
    var pinchRecognizer: UIPinchGestureRecognizer?
    /// Lets the pinch recognize together with the pan (the recognizer holds its delegate weakly).
    let pinchPartner = ScrollViewPinchPartner()
    /// The zoom scale when the current pinch began.
    var pinchStartScale: CGFloat = 1
    /// The scroll indicators, made the first time they show.
    var verticalIndicator: ScrollIndicatorLayer?
    /// The edge effects, once asked for (UIScrollView+EdgeEffects.swift).
    var edgeEffectStorage: ScrollEdgeEffects?
    var horizontalIndicator: ScrollIndicatorLayer?
    weak open var delegate: (any UIScrollViewDelegate)?
    /// The pull-to-refresh control shown above the content.
    open var refreshControl: UIRefreshControl? {
        didSet { installRefreshControl(refreshControl, replacing: oldValue) }
    }
    public let panGestureRecognizer = UIPanGestureRecognizer()

    open private(set) var isDragging = false
    open private(set) var isDecelerating = false
    open var isTracking: Bool { isDragging }

    private var dragStartOffset = CGPoint.zero
    /// Where the current drag began: a paged drag turns at most one page from here.
    var pagingStartOffset: CGPoint { dragStartOffset }
    /// The axis a directional lock holds the current drag to: 0 horizontal, 1 vertical.
    private var lockedAxis: Int?
    /// The pan's translation when scrolling began: the content follows the finger from there, without jumping by the hysteresis.
    private var dragStartTranslation = CGPoint.zero
    private var velocity = CGPoint.zero
    private var lastTick: CFTimeInterval?
    private var motion: CADisplayLink?
    /// Where the current glide comes to rest, when a subclass chose it (a collection view's layout).
    private var glideTarget: CGPoint?
    /// The animated move `setContentOffset(_:animated:)` started, while it runs.
    private var offsetAnimation: OffsetAnimation?

    override public init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        panGestureRecognizer.addAction { [unowned self] pan in self.handlePan(pan) }
        addGestureRecognizer(panGestureRecognizer)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Whether a touch that went down in the content reaches `view`, the view it began in (asked when its delay ends,
    /// or at once); false keeps it from the view, its gesture recognizers still see it. True unless overridden.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a drag that becomes a scroll may take the touch `view` tracks (asked while `canCancelContentTouches`);
    /// false leaves the touch with the view and the scroll view does not scroll. False for controls, true otherwise.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// The pan begins only if every content view tracking one of its touches lets it go.
    override open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panGestureRecognizer else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        let tracking = panGestureRecognizer.trackedTouches.filter { $0.viewDelivery == .delivered && $0.view !== self }.compactMap(\.view)
        guard !tracking.isEmpty else { return true }
        return canCancelContentTouches && tracking.allSatisfy(touchesShouldCancel(in:))
    }

    /// The content's rectangle for Auto Layout: constraints between it and the subviews give the content size.
    open var contentLayoutGuide: UILayoutGuide { autoLayoutSystemGuide(.scrollContent) }

    /// The visible area's rectangle for Auto Layout: views pinned to it stay put while the content scrolls.
    open var frameLayoutGuide: UILayoutGuide { autoLayoutSystemGuide(.scrollFrame) }

    /// `contentInset` plus the safe area insets `contentInsetAdjustmentBehavior` lets in: the offsets the content rests at.
    open var adjustedContentInset: UIEdgeInsets { computedAdjustedContentInset }

    /// Called when `adjustedContentInset` changed; tells the delegate `scrollViewDidChangeAdjustedContentInset`.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// The vertical indicator's insets; setting it sets both indicators'.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// The scale of the delegate's `viewForZooming(in:)`; 1 without one.
    open var zoomScale: CGFloat {
        get { zoomingView?.transform.a ?? 1 }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Scales the zooming view, within the zoom limits, about the centre of the visible area.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        let target = clampedZoomScale(scale)
        let anchor = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        guard zoomingView != nil, target != zoomScale else { return }
        stopMotion()
        if animated {
            UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState]) {
                self.applyZoomScale(target, anchor: anchor)
            }
        } else {
            applyZoomScale(target, anchor: anchor)
        }
    }

    /// Zooms so that `rect` (in the zooming view's own coordinates) fills the visible area, within the zoom limits, centred.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard zoomingView != nil, rect.width > 0 || rect.height > 0 else { return }
        let fit = min(rect.width > 0 ? bounds.width / rect.width : .infinity, rect.height > 0 ? bounds.height / rect.height : .infinity)
        let scale = clampedZoomScale(fit)
        stopMotion()
        let change = {
            self.applyZoomScale(scale, anchor: .zero)
            self.contentOffset = self.clamped(CGPoint(x: rect.midX * scale - self.bounds.width / 2,
                                                      y: rect.midY * scale - self.bounds.height / 2))
        }
        if animated {
            UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState], animations: change)
        } else {
            change()
        }
    }

    /// Shows the scroll indicators briefly, as after a scroll.
    open func flashScrollIndicators() {
        showScrollIndicators()
    }

    /// Scrolling keys scroll the view (`allowsKeyboardScrolling`) unless a text input holds the keys; others go on.
    override open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let holder = window?.firstResponderHere
        let rest = holder is UIKeyInput && holder !== self ? presses : pressesLeftAfterKeyboardScrolling(presses)
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    override open func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        noteAdjustedContentInset(restingFollows: true)
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        if let contentGuide = autoLayoutStorage?.scrollContentGuide, let host = LayoutEngineHost.host(for: self), let solved = host.frame(of: contentGuide),
           solved.size != contentSize {
            contentSize = solved.size
        }
        noteAdjustedContentInset()
        layoutRefreshControl()
        layOutEdgeEffects()
    }

    /// The visible part's origin in content coordinates.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin, newValue.x.isFinite, newValue.y.isFinite else { return }
            UIView.performWithoutAnimation {
                bounds = CGRect(origin: newValue, size: bounds.size)
            }
            setNeedsLayout()
            if let frameGuide = autoLayoutStorage?.scrollFrameGuide { LayoutEngineHost.host(for: self)?.systemGuideMoved(frameGuide) }
            if isDragging || isDecelerating { showScrollIndicators() }
            layoutRefreshControl()
            noteRefreshPull()
            if let controller = viewController, let navigation = controller.navigationController,
               navigation.topViewController === controller {
                navigation.topContentScrolled(self)
            }
            noteScrollEdge()
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Moves the content; an animated move tells the delegate `scrollViewDidEndScrollingAnimation` when it lands.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        animateContentOffset(to: offset, animated: animated) { [weak self] in
            guard let self else { return }
            self.delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    /// Moves the content over 0.3 s on an ease-in-out curve, a step each frame as UIKit's own scroll animation does
    /// (so the delegate hears each step), or at once; runs `landed` when an animated move arrives.
    func animateContentOffset(to offset: CGPoint, animated: Bool, landed: @escaping () -> Void) {
        stopMotion()
        guard animated, offset != contentOffset else {
            contentOffset = offset
            return
        }
        offsetAnimation = OffsetAnimation(from: contentOffset, to: offset, start: CACurrentMediaTime(), landed: landed)
        let link = CADisplayLink { [unowned self] link in self.step(link) }
        motion = link
        link.add(to: .main, forMode: .common)
    }

    /// An animated move of the content offset in flight.
    private struct OffsetAnimation {
        static let duration: CFTimeInterval = 0.3
        let from: CGPoint
        let to: CGPoint
        let start: CFTimeInterval
        let landed: () -> Void
    }

    /// Scrolls to the top of the content when `scrollsToTop` and the delegate allow it, as a tap on iOS's status bar does.
    ///
    /// Difference from Apple: a desktop window has no status bar to tap; the app or window calls this instead.
    open func scrollToTop() {
        guard scrollsToTop, delegate?.scrollViewShouldScrollToTop(self) ?? true else { return }
        let top = CGPoint(x: contentOffset.x, y: -adjustedContentInset.top)
        animateContentOffset(to: top, animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.scrollViewDidScrollToTop(self)
        }
    }

    /// Scrolls just enough to show `rect` (content coordinates).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        if rect.maxX > offset.x + bounds.width { offset.x = rect.maxX - bounds.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        setContentOffset(clamped(offset), animated: animated)
    }

    /// The offsets the content may rest at.
    var offsetRange: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(
            x: max(minimum.x, contentSize.width + inset.right - bounds.width),
            y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
        return (minimum, maximum)
    }

    func clamped(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
    }

    var scrollsHorizontally: Bool {
        contentSize.width + contentInset.left + contentInset.right > bounds.width || alwaysBounceHorizontal
    }

    var scrollsVertically: Bool {
        contentSize.height + contentInset.top + contentInset.bottom > bounds.height || alwaysBounceVertical
    }

    /// Past an edge, the content follows the finger less and less (UIKit's rubber band).
    private func rubberBanded(_ value: CGFloat, min lower: CGFloat, max upper: CGFloat, dimension: CGFloat) -> CGFloat {
        func band(_ excess: CGFloat) -> CGFloat {
            (1 - 1 / (excess * 0.55 / max(dimension, 1) + 1)) * dimension
        }
        if value < lower { return bounces ? lower - band(lower - value) : lower }
        if value > upper { return bounces ? upper + band(value - upper) : upper }
        return value
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion()
            isDragging = true
            dragStartOffset = contentOffset
            dragStartTranslation = pan.translation(in: self.superview ?? self)
            lockedAxis = isDirectionalLockEnabled ? dominantAxis(of: dragStartTranslation) : nil
            if keyboardDismissMode != .none { dismissKeyboard() }
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            let total = pan.translation(in: self.superview ?? self)
            let translation = CGPoint(x: total.x - dragStartTranslation.x, y: total.y - dragStartTranslation.y)
            let range = offsetRange
            var offset = dragStartOffset
            if scrollsHorizontally, lockedAxis != 1 {
                offset.x = rubberBanded(dragStartOffset.x - translation.x, min: range.min.x, max: range.max.x, dimension: bounds.width)
            }
            if scrollsVertically, lockedAxis != 0 {
                offset.y = rubberBanded(dragStartOffset.y - translation.y, min: range.min.y, max: range.max.y, dimension: bounds.height)
            }
            contentOffset = offset
        case .ended, .cancelled:
            isDragging = false
            if refreshControl != nil { noteAdjustedContentInset() }
            let v = pan.velocity(in: self.superview ?? self)
            velocity = CGPoint(x: scrollsHorizontally && lockedAxis != 1 ? -v.x : 0,
                               y: scrollsVertically && lockedAxis != 0 ? -v.y : 0)
            let natural = naturalRestingOffset(from: contentOffset, velocity: velocity)
            let chosen = isPagingEnabled
                ? pageTarget(releasedAt: contentOffset, velocity: velocity)
                : decelerationTarget(from: contentOffset, velocity: velocity).map(clamped) ?? natural
            var requested = chosen
            delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
                                                targetContentOffset: &requested)
            let target = isPagingEnabled || chosen != natural || requested != chosen ? clamped(requested) : nil
            let moving = target.map { $0 != contentOffset }
                ?? (hypot(velocity.x, velocity.y) > 10 || clamped(contentOffset) != contentOffset)
            delegate?.scrollViewDidEndDragging(self, willDecelerate: moving)
            if moving {
                startMotion()
                glideTarget = target
            }
        default:
            break
        }
    }

    /// Where the velocity (points a second), decaying at `decelerationRate`, carries `offset`, kept inside the content.
    func naturalRestingOffset(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let decay = -1000 * log(decelerationRate.rawValue)
        guard decay > 0 else { return clamped(offset) }
        return clamped(CGPoint(x: offset.x + velocity.x / decay, y: offset.y + velocity.y / decay))
    }

    /// Where a glide released at `offset` with `velocity` (points a second) comes to rest; nil: where the velocity
    /// decays. A glide to a chosen target follows the same decay curve, with the velocity that ends there.
    func decelerationTarget(from offset: CGPoint, velocity: CGPoint) -> CGPoint? { nil }

    /// Glides with the release velocity, decaying at `decelerationRate`, and springs back inside.
    private func startMotion() {
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        lastTick = nil
        let link = CADisplayLink { [unowned self] link in self.step(link) }
        motion = link
        link.add(to: .main, forMode: .common)
    }

    private func step(_ link: CADisplayLink) {
        let now = link.targetTimestamp
        if let animation = offsetAnimation {
            let t = CGFloat(min(max((now - animation.start) / OffsetAnimation.duration, 0), 1))
            let eased = t * t * (3 - 2 * t)
            contentOffset = CGPoint(x: animation.from.x + (animation.to.x - animation.from.x) * eased,
                                    y: animation.from.y + (animation.to.y - animation.from.y) * eased)
            if t == 1 {
                stopMotion()
                animation.landed()
            }
            return
        }
        let dt = CGFloat(min(max(now - (lastTick ?? now - link.duration), 0), 0.05))
        lastTick = now
        var offset = contentOffset
        if let glideTarget {
            // The decay curve that ends at the target: what remains shrinks at the deceleration rate.
            let keep = pow(decelerationRate.rawValue, dt * 1000)
            offset = CGPoint(x: glideTarget.x - (glideTarget.x - offset.x) * keep, y: glideTarget.y - (glideTarget.y - offset.y) * keep)
            if abs(glideTarget.x - offset.x) < 0.5, abs(glideTarget.y - offset.y) < 0.5 {
                offset = glideTarget
                velocity = .zero
            }
            contentOffset = offset
            if offset == glideTarget {
                stopMotion()
                delegate?.scrollViewDidEndDecelerating(self)
            }
            return
        }
        let target = clamped(offset)
        for axis in [0, 1] {
            var position = axis == 0 ? offset.x : offset.y
            var speed = axis == 0 ? velocity.x : velocity.y
            let rest = axis == 0 ? target.x : target.y
            if position != rest {
                // Outside: a critically damped spring back to the edge.
                let stiffness: CGFloat = 150, damping = 2 * 150.0.squareRoot()
                speed += (-(position - rest) * stiffness - speed * damping) * dt
                position += speed * dt
                if abs(position - rest) < 0.5 && abs(speed) < 5 { position = rest; speed = 0 }
            } else {
                speed *= pow(decelerationRate.rawValue, dt * 1000)
                position += speed * dt
                if abs(speed) < 5 { speed = 0 }
            }
            if axis == 0 { offset.x = position; velocity.x = speed } else { offset.y = position; velocity.y = speed }
        }
        contentOffset = offset
        if velocity == .zero, clamped(contentOffset) == contentOffset {
            stopMotion()
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }

    /// The axis a drag's first movement mostly follows (0 horizontal, 1 vertical), nil when diagonal.
    private func dominantAxis(of translation: CGPoint) -> Int? {
        if abs(translation.x) > 2 * abs(translation.y) { return 0 }
        if abs(translation.y) > 2 * abs(translation.x) { return 1 }
        return nil
    }

    /// Ends text editing in the window, as a drag does under `keyboardDismissMode`.
    private func dismissKeyboard() {
        guard let responder = UIApplication.firstResponder as? UIView, let window, responder.window === window else { return }
        _ = responder.resignFirstResponder()
    }

    func stopMotion() {
        motion?.invalidate()
        motion = nil
        glideTarget = nil
        offsetAnimation = nil
        isDecelerating = false
        velocity = .zero
    }

    /// Scrolls by a wheel or touchpad step (points), staying inside the content.
    func scroll(by delta: CGPoint) {
        guard isScrollEnabled else { return }
        stopMotion()
        contentOffset = clamped(CGPoint(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y))
        showScrollIndicators()
    }
}
