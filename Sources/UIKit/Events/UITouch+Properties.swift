import QuartzCore

/// A touch's finer properties: its precise location, force, radius and angles, and which of them are estimates.
extension UITouch {
    /// The properties of a touch that a device may estimate first and update later.
    public struct Properties: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let force = Properties(rawValue: 1 << 0)
        public static let azimuth = Properties(rawValue: 1 << 1)
        public static let altitude = Properties(rawValue: 1 << 2)
        public static let location = Properties(rawValue: 1 << 3)
        public static let roll = Properties(rawValue: 1 << 4)
    }

    /// Where the touch is, to the fraction of a point the compositor reports (Wayland's 1/256 of a pixel).
    public func preciseLocation(in view: UIView?) -> CGPoint {
        location(in: view)
    }

    /// Where the touch was at the previous event, as precisely as `preciseLocation(in:)`.
    public func precisePreviousLocation(in view: UIView?) -> CGPoint {
        previousLocation(in: view)
    }

    /// How hard the touch presses: 0, as on iOS devices that sense no force.
    /// Difference from Apple: Wayland reports no pressure for touches or the pointer, so every touch has force 0.
    public var force: CGFloat { 0 }

    /// The greatest force a touch can report: 0, as on devices that sense no force.
    public var maximumPossibleForce: CGFloat { 0 }

    /// The radius of the touch's contact, in points: a fingertip's for a direct touch, none for the pointer.
    /// Difference from Apple: the contact is not measured; a direct touch reports a typical fingertip (20 points ± 5).
    public var majorRadius: CGFloat { type == .direct ? 20 : 0 }

    /// How far `majorRadius` may be off, in points.
    public var majorRadiusTolerance: CGFloat { type == .direct ? 5 : 0 }

    /// The angle between the stylus and the surface: π/2 (perpendicular) for fingers and the pointer, as on iOS.
    public var altitudeAngle: CGFloat { .pi / 2 }

    /// The direction the stylus points in `view`'s plane: 0 for fingers and the pointer, as on iOS.
    public func azimuthAngle(in view: UIView?) -> CGFloat { 0 }

    /// The unit vector of `azimuthAngle(in:)`.
    public func azimuthUnitVector(in view: UIView?) -> CGVector { CGVector(dx: 1, dy: 0) }

    /// The rotation of the stylus around its axis: 0 for fingers and the pointer.
    public var rollAngle: CGFloat { 0 }

    /// The properties whose values are estimates: none, every value is final when delivered.
    public var estimatedProperties: Properties { [] }

    /// The estimated properties an update will follow for: none.
    public var estimatedPropertiesExpectingUpdates: Properties { [] }

    /// The index that matches an estimated touch with its update: nil, nothing is estimated.
    public var estimationUpdateIndex: NSNumber? { nil }
}

/// The touches an event merged and the touches it predicts, as drawing apps read them for smooth strokes.
extension UIEvent {
    /// The touch's positions since the last event, oldest first: the touch itself, as each compositor event is
    /// delivered as it comes; nil for a touch the event does not carry.
    public func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        touches.contains(touch) ? [touch] : nil
    }

    /// Where the touch is expected to go next: nothing.
    /// Difference from Apple: no touch prediction; the array is empty for a touch of the event.
    public func predictedTouches(for touch: UITouch) -> [UITouch]? {
        touches.contains(touch) ? [] : nil
    }
}
