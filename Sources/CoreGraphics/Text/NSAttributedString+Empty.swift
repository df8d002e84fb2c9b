import Foundation

extension NSAttributedString {
    /// An empty string, so that `NSAttributedString()` and `NSMutableAttributedString()` compile as on Apple's
    /// platforms (Linux Foundation has no `init()`, and an extension may not declare one over `NSObject`'s).
    public convenience init(_ empty: Void = ()) {
        self.init(string: "")
    }
}
