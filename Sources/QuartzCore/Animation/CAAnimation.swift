import CSwiftRuntime
import Foundation

/// The abstract animation: timing, a timing function, a delegate and removal on completion.
@MainActor @preconcurrency
open class CAAnimation: NSObject, CAMediaTiming, CAAction {
    /// The duration an animation gets when its `duration` is 0, as on Apple platforms.
    public static let defaultDuration: CFTimeInterval = 0.25

    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    /// Maps each cycle's time fraction to progress; nil means linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops; retained, as Core Animation retains it.
    open var delegate: (any CAAnimationDelegate)?
    /// Whether the layer drops the animation once it has finished.
    open var isRemovedOnCompletion = true
    /// The frame rates the animation would like (iOS 15).
    ///
    /// Difference from Apple: kept for reading; frames come at the compositor's pace, as every animation's do.
    open var preferredFrameRateRange: CAFrameRateRange = .default

    /// The value `key` has in a new animation (nil for a key that is not one of the animation's properties).
    open class func defaultValue(forKey key: String) -> Any? {
        CAAnimation().value(forKey: key)
    }

    /// Whether `key`'s value is archived with the animation: every value is.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// Values stored under arbitrary keys (`setValue(_:forKey:)`).
    var storedValues: [String: Any] = [:]

    /// An animation with default attributes. Subclasses override it as on iOS; `copy(with:)` makes copies through
    /// the subclass's own `init()`.
    public override init() {}

    /// Creates an animation from an archive.
    ///
    /// Difference from Apple: decodes nothing and gives nil; animations come from code here, never from archives.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A copy, as `add(_:forKey:)` makes: an instance of the animation's class made by its own `init()` (a subclass
    /// that declares designated initializers of its own but not `init()` traps with "Use of unimplemented
    /// initializer 'init()'", as on iOS), with every attribute of the CAAnimation classes copied. A subclass with
    /// properties of its own overrides it and copies them into `super.copy(with:)`'s result.
    open func copy(with zone: NSZone? = nil) -> Any {
        let initializer = DynamicInitializer<CAAnimation, Void>(method: csr_NSObject_init(), owner: csr_NSObject())
        let other = initializer.make(type(of: self))
        copyAttributes(to: other)
        return other
    }

    /// A copy (NSObject's `copy()`, which asks `copy(with:)`).
    override open func copy() -> Any {
        MainActor.assumeIsolated { CopyResult(value: copy(with: nil)) }.value
    }

    /// A copy handed out of the main actor's isolation to NSObject's nonisolated `copy()`.
    private struct CopyResult: @unchecked Sendable {
        let value: Any
    }

    /// Copies this class's attributes into `other`; each subclass adds its own after calling super.
    func copyAttributes(to other: CAAnimation) {
        other.beginTime = beginTime
        other.duration = duration
        other.speed = speed
        other.timeOffset = timeOffset
        other.repeatCount = repeatCount
        other.repeatDuration = repeatDuration
        other.autoreverses = autoreverses
        other.fillMode = fillMode
        other.timingFunction = timingFunction
        other.delegate = delegate
        other.isRemovedOnCompletion = isRemovedOnCompletion
        other.preferredFrameRateRange = preferredFrameRateRange
        other.storedValues = storedValues
    }

    /// The length of one cycle: `duration`, or the default when it is 0.
    var simpleDuration: CFTimeInterval {
        duration > 0 ? duration : Self.defaultDuration
    }

    /// Gives an unset (0) `duration` the `inherited` one: the transaction's when added to a layer, the group's for a
    /// group's children.
    func inheritDuration(_ inherited: CFTimeInterval) {
        if duration == 0 { duration = inherited }
    }

    /// The timing as a value the render side can evaluate too.
    var clock: AnimationClock {
        AnimationClock(timing: timingValues, simpleDuration: simpleDuration, timingFunction: timingFunction)
    }

    /// The local state at `parentTime` (the layer's time, or the group's), or nil when nothing shows.
    func timingState(atParentTime parentTime: CFTimeInterval) -> CAMediaTimingValues.State? {
        clock.state(atParentTime: parentTime)
    }

    /// The parent time at which the animation ends (infinite when it repeats forever).
    var activeEndTime: CFTimeInterval {
        timingValues.activeEndTime(simple: simpleDuration)
    }

    /// Progress through one cycle after the timing function.
    func progress(of state: CAMediaTimingValues.State) -> CGFloat {
        clock.progress(of: state)
    }

    /// Writes the animation's effect at `parentTime` into `layer` (a presentation copy); the base class animates nothing.
    func apply(to layer: CALayer, parentTime: CFTimeInterval) {}

    /// What the render side evaluates for this animation on a layer of class `layerClass`; nil for what it does not
    /// draw from values (transitions are snapshotted apart; custom properties are drawn on the main thread).
    func renderSnapshot(on layerClass: CALayer.Type) -> (any LayerAnimationSnapshot)? { nil }

    /// Key paths this animation (and its children) animate, for `needsDisplay(forKey:)` during rendering.
    var animatedKeyPaths: [String] { [] }

    /// Adds a copy of the animation to the layer under `event`; for a property change whose animation names no
    /// values, the previous presentation value (passed as `arguments["previousValue"]`) becomes `fromValue`.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer, let animation = copy() as? CAAnimation else { return }
        if let basic = animation as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil,
           let previous = dict?[CALayer.previousValueArgument] {
            basic.fromValue = previous
        }
        layer.add(animation, forKey: event)
    }
}
