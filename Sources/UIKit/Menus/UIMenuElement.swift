import Foundation

/// What a menu holds: an action, a submenu, or elements provided later; each with a title and an image.
///
/// Difference from Apple: neither `NSCopying` nor `NSSecureCoding`; there are no archives here.
@MainActor @preconcurrency
open class UIMenuElement: NSObject {
    /// How an element shows: destructive in red, disabled, hidden, keeping the menu open when chosen.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a check mark (on), a dash (mixed) or nothing (off).
    public enum State: Int, Sendable {
        case off, on, mixed
    }

    /// How much room an element of a menu shown as a row of icons takes.
    public enum Size: Int, Sendable {
        case small, medium, large
        /// The size the system picks.
        public static let automatic = Size.large
    }

    /// The text shown for the element.
    open internal(set) var title: String
    /// A second line of smaller text under the title.
    open var subtitle: String?
    /// The image shown beside the title.
    open internal(set) var image: UIImage?

    init(title: String, subtitle: String? = nil, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    /// The element as its menu shows it: attributes and state where it has them.
    var displayedAttributes: Attributes { [] }
    var displayedState: State { .off }
}
