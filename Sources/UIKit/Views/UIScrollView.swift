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

    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero
    open var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var decelerationRate: DecelerationRate = .normal
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    weak open var delegate: (any UIScrollViewDelegate)?
    public let panGestureRecognizer = UIPanGestureRecognizer()

    open private(set) var isDragging = false
    open private(set) var isDecelerating = false
    open var isTracking: Bool { isDragging }

    private var dragStartOffset = CGPoint.zero
    /// The pan's translation when scrolling began: the content follows the finger from there, without jumping by the hysteresis.
    private var dragStartTranslation = CGPoint.zero
    private var velocity = CGPoint.zero
    private var lastTick: CFTimeInterval?
    private var motion: CADisplayLink?
    /// Where the current glide comes to rest, when a subclass chose it (a collection view's layout).
    private var glideTarget: CGPoint?

    override public init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        panGestureRecognizer.addAction { [unowned self] pan in self.handlePan(pan) }
        addGestureRecognizer(panGestureRecognizer)
    }

    public required init?(coder: NSCoder) {
        return nil
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
            delegate?.scrollViewDidScroll(self)
        }
    }

    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        stopMotion()
        if animated {
            UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState]) {
                self.contentOffset = offset
            }
        } else {
            contentOffset = offset
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
        let minimum = CGPoint(x: -contentInset.left, y: -contentInset.top)
        let maximum = CGPoint(
            x: max(minimum.x, contentSize.width + contentInset.right - bounds.width),
            y: max(minimum.y, contentSize.height + contentInset.bottom - bounds.height))
        return (minimum, maximum)
    }

    func clamped(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
    }

    private var scrollsHorizontally: Bool {
        contentSize.width + contentInset.left + contentInset.right > bounds.width || alwaysBounceHorizontal
    }

    private var scrollsVertically: Bool {
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
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            let total = pan.translation(in: self.superview ?? self)
            let translation = CGPoint(x: total.x - dragStartTranslation.x, y: total.y - dragStartTranslation.y)
            let range = offsetRange
            var offset = dragStartOffset
            if scrollsHorizontally {
                offset.x = rubberBanded(dragStartOffset.x - translation.x, min: range.min.x, max: range.max.x, dimension: bounds.width)
            }
            if scrollsVertically {
                offset.y = rubberBanded(dragStartOffset.y - translation.y, min: range.min.y, max: range.max.y, dimension: bounds.height)
            }
            contentOffset = offset
        case .ended, .cancelled:
            isDragging = false
            let v = pan.velocity(in: self.superview ?? self)
            velocity = CGPoint(x: scrollsHorizontally ? -v.x : 0, y: scrollsVertically ? -v.y : 0)
            var moving = hypot(velocity.x, velocity.y) > 10 || clamped(contentOffset) != contentOffset
            let target = moving ? decelerationTarget(from: contentOffset, velocity: velocity).map(clamped) : nil
            if let target { moving = target != contentOffset }
            delegate?.scrollViewDidEndDragging(self, willDecelerate: moving)
            if moving {
                startMotion()
                glideTarget = target
            }
        default:
            break
        }
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

    private func stopMotion() {
        motion?.invalidate()
        motion = nil
        glideTarget = nil
        isDecelerating = false
        velocity = .zero
    }

    /// Scrolls by a wheel or touchpad step (points), staying inside the content.
    func scroll(by delta: CGPoint) {
        guard isScrollEnabled else { return }
        stopMotion()
        contentOffset = clamped(CGPoint(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y))
    }
}

/// Hears a scroll view's scrolling.
@MainActor @preconcurrency
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}
