import QuartzCore

/// Where a bar sits, which decides how it draws its edge.
public enum UIBarPosition: Int, Sendable {
    /// Not known.
    case any = 0
    /// At the bottom of its view (a toolbar's own place).
    case bottom = 1
    /// At the top of its view.
    case top = 2
    /// At the top of the window, its background reaching under the status bar.
    case topAttached = 3
}

/// The bar styles of the pre-appearance API.
public enum UIBarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
    @available(*, deprecated, message: "use UIBarStyle.black")
    case blackOpaque = 2
    @available(*, deprecated, message: "use UIBarStyle.black and isTranslucent")
    case blackTranslucent = 3
}

/// The bar heights background images are given for.
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0
    case compact = 1
    case defaultPrompt = 101
    case compactPrompt = 102
}

/// A bar that knows where it sits.
@MainActor @preconcurrency
public protocol UIBarPositioning: AnyObject {
    var barPosition: UIBarPosition { get }
}

/// Tells a bar where it sits.
@MainActor @preconcurrency
public protocol UIBarPositioningDelegate: AnyObject {
    func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    public func position(for bar: any UIBarPositioning) -> UIBarPosition { .any }
}
