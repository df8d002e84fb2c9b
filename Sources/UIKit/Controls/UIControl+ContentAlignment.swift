import Foundation

extension UIControl {
    /// Where a control's content sits across its width.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0, left, right
        /// As wide as the control.
        case fill
        case leading, trailing
    }

    /// Where a control's content sits down its height.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0, top, bottom
        /// As tall as the control.
        case fill
    }
}
