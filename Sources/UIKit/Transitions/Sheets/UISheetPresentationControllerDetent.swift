import Foundation
import QuartzCore

/// What a detent's resolver is given: the traits of the sheet's container and the height of the tallest sheet
/// (the large detent's).
///
/// Difference from Apple: refines `AnyObject`, not `NSObjectProtocol`.
@MainActor @preconcurrency
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
    var containerTraitCollection: UITraitCollection { get }
    var maximumDetentValue: CGFloat { get }
}

extension UISheetPresentationController {
    /// A height a sheet rests at: the system's medium (about half the container) and large (all the container
    /// leaves), or one a resolver works out from the container.
    ///
    /// Difference from Apple: not an `NSObject`; the class methods return `Detent` rather than `Self`.
    @MainActor @preconcurrency
    open class Detent {
        /// The name a sheet's selected and largest undimmed detents are given by.
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public let rawValue: String
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public init(rawValue: String) { self.rawValue = rawValue }

            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// How much smaller than the large detent the medium one is.
        static let mediumFraction: CGFloat = 0.5

        public let identifier: Identifier
        private let resolver: @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        init(identifier: Identifier, resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// About half the height of the large detent.
        open class func medium() -> Detent {
            Detent(identifier: .medium) { ($0.maximumDetentValue * mediumFraction).rounded() }
        }

        /// The full height the container leaves a sheet.
        open class func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A detent whose height `resolver` works out (nil leaves it out); without an identifier it gets a unique one.
        open class func custom(
            identifier: Identifier? = nil,
            resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
        }

        /// The height of this detent in `context`, at most the maximum value; nil when it does not apply.
        open func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            resolver(context).map { min(max(0, $0), context.maximumDetentValue) }
        }
    }
}

/// The context a sheet resolves its detents in.
@MainActor
final class SheetDetentResolutionContext: UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat

    init(containerTraitCollection: UITraitCollection, maximumDetentValue: CGFloat) {
        self.containerTraitCollection = containerTraitCollection
        self.maximumDetentValue = maximumDetentValue
    }
}
