import QuartzCore

/// An optional appearance a bar or item keeps as a copy of what was set (Apple declares these `@NSCopying`), so
/// changing the object afterwards changes nothing until it is set again.
///
/// Difference from Apple: not in UIKit; the stand-in for Objective-C's `@NSCopying` on the bars' appearances.
@MainActor @preconcurrency
@propertyWrapper
public struct CopiedAppearance<Appearance: UIBarAppearance> {
    private var stored: Appearance?

    public init(wrappedValue: Appearance?) {
        stored = wrappedValue?.copy()
    }

    public var wrappedValue: Appearance? {
        get { stored }
        set { stored = newValue?.copy() }
    }
}
