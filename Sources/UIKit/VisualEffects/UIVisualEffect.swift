import Foundation

/// An effect a `UIVisualEffectView` applies: a blur of what is behind it (`UIBlurEffect`) or vibrancy for the
/// content over such a blur (`UIVibrancyEffect`). Effects are immutable values; copying one gives itself.
@MainActor @preconcurrency
open class UIVisualEffect: NSObject, @preconcurrency NSCopying, @preconcurrency NSSecureCoding {
    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    open func encode(with coder: NSCoder) {}

    public class var supportsSecureCoding: Bool { true }

    /// The effect itself: effects never change once made.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
