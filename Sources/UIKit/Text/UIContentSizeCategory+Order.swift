import Foundation

/// The categories in order from smallest to largest, the change notification and its key, as iOS declares them.
///
/// The four comparisons are static operators without a `Comparable` conformance, as in Apple's SDK, so an app's own
/// `extension UIContentSizeCategory: Comparable {}` compiles here too.
extension UIContentSizeCategory {
    /// Posted on the main thread with the application as its object when the user's preferred category changes.
    nonisolated public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")

    /// The key under which `didChangeNotification`'s `userInfo` holds the new category.
    ///
    /// Difference from Apple: the value is a `UIContentSizeCategory`, not an `NSString` bridged to one; read it with
    /// `as? UIContentSizeCategory` (Linux Foundation cannot bridge a `String` cast).
    nonisolated public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// Whether the category is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("UICTContentSizeCategoryAccessibility") }

    /// The category's place among the twelve sizes; unspecified and unknown categories come before them all.
    var order: Int { DynamicTypeSizes.categories.firstIndex(of: self) ?? -1 }

    public static func < (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool { left.order < right.order }
    public static func <= (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool { left.order <= right.order }
    public static func > (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool { left.order > right.order }
    public static func >= (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool { left.order >= right.order }
}
