import QuartzCore

/// Recognizes a quick, mostly straight stroke in one of its `direction`s.
@MainActor @preconcurrency
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1
    /// The distance a swipe covers, and the time it may take.
    static let minimumDistance: CGFloat = 50
    static let maximumDuration: TimeInterval = 0.5

    private var start: (time: TimeInterval, point: CGPoint)?

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > numberOfTouchesRequired { state = .failed }
        if start == nil { start = (event.timestamp, location(in: nil)) }
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start else { return }
        if event.timestamp - start.time > Self.maximumDuration {
            state = .failed
            return
        }
        let now = location(in: nil)
        let dx = now.x - start.point.x, dy = now.y - start.point.y
        let (along, across, moved): (CGFloat, CGFloat, Direction) = abs(dx) >= abs(dy)
            ? (abs(dx), abs(dy), dx > 0 ? .right : .left)
            : (abs(dy), abs(dx), dy > 0 ? .down : .up)
        guard along >= Self.minimumDistance else { return }
        state = direction.contains(moved) && across <= along / 2 && numberOfTouches == numberOfTouchesRequired ? .recognized : .failed
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    override open func reset() {
        start = nil
    }
}
