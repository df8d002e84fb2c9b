/// What lets a text view follow the user's text size by itself: with `adjustsFontForContentSizeCategory` on, a font
/// from `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics.scaledFont(for:)` is asked for again at the new
/// content size category when the view's traits change, and the view measures and lays out again.
///
/// Difference from Apple: refines `AnyObject`, not `NSObjectProtocol`.
@MainActor @preconcurrency
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UITextField: UIContentSizeCategoryAdjusting {}
extension UITextView: UIContentSizeCategoryAdjusting {}
