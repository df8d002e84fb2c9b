import QuartzCore

/// The touchpad input that drives recognizers without touches, as iPadOS's transform and scroll events do.
enum PointerGestureKind: Equatable {
    /// A two-finger pinch: scale and rotation.
    case transform
    /// Scrolling of a kind: a wheel's notches (discrete) or fingers on a touchpad (continuous).
    case scroll(UIScrollType)
}

/// One step of a touchpad's pinch or scroll, as the window's input hands it to the recognizers it drives.
enum PointerGestureChange: Equatable {
    case transformBegan
    /// The scale since the pinch began, and the rotation since it began (radians, clockwise).
    case transformChanged(scale: CGFloat, rotation: CGFloat)
    case transformEnded(cancelled: Bool)
    case scrollBegan
    /// The content would move by this much (points, window coordinates): the fingers' way, as a drag's.
    case scrolled(CGPoint)
    case scrollEnded
}
