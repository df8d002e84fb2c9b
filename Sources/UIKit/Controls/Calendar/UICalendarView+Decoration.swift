import Foundation

extension UICalendarView {
    /// The relative size of a decoration under a day's number.
    public enum DecorationSize: Int, Sendable {
        case small = 0
        case medium = 1
        case large = 2
    }

    /// What a calendar view shows under a day's number: a filled circle, an image, or a view of your own.
    @MainActor @preconcurrency
    open class Decoration {
        /// How the decoration draws.
        enum Content {
            /// An image (nil: a filled circle) in a colour (nil: the system fill colour) at a size.
            case image(UIImage?, color: UIColor?, size: DecorationSize)
            /// A view the provider makes once, when the day first shows the decoration.
            case custom(() -> UIView)
        }

        let content: Content

        /// A filled circle in the system fill colour, at the medium size.
        public init() {
            content = .image(nil, color: nil, size: .medium)
        }

        /// `image` (a filled circle when nil) tinted `color` (the system fill colour when nil), at `size`.
        public init(image: UIImage?, color: UIColor?, size: DecorationSize) {
            content = .image(image, color: color, size: size)
        }

        /// A view `customViewProvider` makes, clipped to the decoration's place and never touched.
        public convenience init(customViewProvider: @escaping () -> UIView) {
            self.init(content: .custom(customViewProvider))
        }

        init(content: Content) {
            self.content = content
        }

        /// A filled circle in `color` at `size`.
        public static func `default`(color: UIColor? = nil, size: DecorationSize = .medium) -> Decoration {
            Decoration(image: nil, color: color, size: size)
        }

        /// `image` tinted `color` at `size`.
        public static func image(_ image: UIImage?, color: UIColor? = nil, size: DecorationSize = .medium) -> Decoration {
            Decoration(image: image, color: color, size: size)
        }

        /// A view `customViewProvider` makes.
        public class func customView(_ customViewProvider: @escaping () -> UIView) -> Self {
            Decoration(customViewProvider: customViewProvider) as! Self
        }
    }
}
