import Foundation
import QuartzCore

/// Which way an edit menu's arrow points at its target (the menu sits on the other side).
public enum UIEditMenuArrowDirection: Int, Sendable {
    case automatic = 0, up = 1, down = 2, left = 3, right = 4
}

/// What an edit menu is presented for: a name for the delegate's calls and the point (the interaction's view's
/// coordinates) it opens at.
@MainActor @preconcurrency
open class UIEditMenuConfiguration {
    /// Names the configuration, for the delegate's later calls.
    open private(set) var identifier: NSCopying
    /// Where the menu opens, in the interaction's view's coordinates.
    open private(set) var sourcePoint: CGPoint
    /// Which way the menu's arrow points; kept for the delegate (a desktop popup has no arrow).
    open var preferredArrowDirection: UIEditMenuArrowDirection = .automatic

    /// A configuration for a menu at `sourcePoint`; a unique identifier is made when none is given.
    public init(identifier: NSCopying?, sourcePoint: CGPoint) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.sourcePoint = sourcePoint
    }
}
