import QuartzCore

extension UIView {
    /// Options of block animations: behaviour flags, a curve (bits 16–19) and a transition (bits 20–23).
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Brings pending updates (properties, layout) up to date as the animation context changes (iOS 26): before
        /// the block, for what was invalidated outside it, and at its end, inside it, so that model changes the
        /// block makes animate the frames they lead to. Nested blocks and `performWithoutAnimation` inherit it.
        public static let flushUpdates = AnimationOptions(rawValue: 1 << 29)

        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        /// The animation runs at the display's frame rate (the default).
        public static let preferredFramesPerSecondDefault: AnimationOptions = []
        /// The animation would like 60 frames per second.
        ///
        /// Difference from Apple: frames come at the compositor's pace whatever the option says.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// The animation would like 30 frames per second.
        ///
        /// Difference from Apple: frames come at the compositor's pace whatever the option says.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve encoded in bits 16–19.
        var curve: AnimationCurve {
            AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
        }
    }

    /// The timing curves of the old `setAnimationCurve` API and of `UIViewPropertyAnimator`.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear

        var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: return CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: return CAMediaTimingFunction(name: .easeIn)
            case .easeOut: return CAMediaTimingFunction(name: .easeOut)
            case .linear: return CAMediaTimingFunction(name: .linear)
            }
        }
    }
}
