import QuartzCore

/// The kinds of timing an animator can be given.
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's named curves (`UIView.AnimationCurve`).
    case builtin
    /// A cubic Bézier curve of the app's own.
    case cubic
    /// A spring.
    case spring
    /// Both a cubic curve and a spring: the spring moves the values and the curve paces it.
    case composed
}

/// Something that supplies an animator's timing: a cubic curve, a spring, or both (`UIViewPropertyAnimator`,
/// `continueAnimation(withTimingParameters:durationFactor:)`, interactive transitions).
///
/// Difference from Apple: does not inherit `NSCoding` and `NSCopying`, as there are no archives here; a conforming class may still implement them.
@MainActor @preconcurrency
public protocol UITimingCurveProvider: AnyObject {
    /// Which of the two parameter objects the animator reads.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, for `.builtin`, `.cubic` and `.composed`.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, for `.spring` and `.composed`.
    var springTimingParameters: UISpringTimingParameters? { get }
}
