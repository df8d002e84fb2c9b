import Foundation

/// A part of a view whose pointer style is one: the rectangle (in the view's coordinates) and an identifier telling
/// regions apart.
@MainActor @preconcurrency
open class UIPointerRegion {
    public let rect: CGRect
    public let identifier: AnyHashable?
    /// The axes along which the pointer stays in the region once in it (iOS 15).
    open var latchingAxes: UIAxis = []

    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
    }

    /// Whether `other` is the same region: the same rectangle and identifier.
    func isSame(as other: UIPointerRegion) -> Bool {
        rect == other.rect && identifier == other.identifier
    }
}

/// Where the pointer is when an interaction is asked for its region: in the view's coordinates, with the modifier
/// keys held.
@MainActor @preconcurrency
open class UIPointerRegionRequest {
    public let location: CGPoint
    public let modifiers: UIKeyModifierFlags

    init(location: CGPoint, modifiers: UIKeyModifierFlags) {
        self.location = location
        self.modifiers = modifiers
    }
}
