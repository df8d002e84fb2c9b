/// How an effect runs: how often it repeats, with what pause between plays, and how fast.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// How an effect asked to repeat (iOS 18): in periodic plays with a pause, or continuously.
    public struct RepeatBehavior: Hashable, Sendable {
        /// Plays (nil: until removed).
        package var count: Int?
        /// Seconds between plays (nil: none).
        package var delay: Double?
        /// Whether the plays run on without a stop in between.
        package var isContinuous = false

        /// Plays until removed, in one continuous motion where the effect has one.
        public static var continuous: RepeatBehavior { RepeatBehavior(count: nil, delay: nil, isContinuous: true) }
        /// Plays until removed, each a separate play.
        public static var periodic: RepeatBehavior { RepeatBehavior(count: nil, delay: nil) }
        /// `count` plays (nil: until removed) with `delay` seconds between them.
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
            RepeatBehavior(count: count.map { max(1, $0) }, delay: delay.map { max(0, $0) })
        }
    }

    /// How the effect repeats: the effect's own way (nil), or as asked.
    package var repetition: RepeatBehavior?
    /// Whether one play was asked for.
    package var playsOnce = false
    /// How many times faster than usual.
    package var speedMultiplier: Double = 1

    /// The effect's own repetition and speed.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
    /// Repeats until removed.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions().repeating }
    /// Plays once.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions().nonRepeating }
    /// Plays `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }
    /// Repeats as `behavior` says (iOS 18).
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions().repeat(behavior) }
    /// Runs `speed` times faster.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }

    /// These options repeating until removed.
    public var repeating: SymbolEffectOptions { self.repeat(.periodic) }

    /// These options playing once.
    public var nonRepeating: SymbolEffectOptions {
        var copy = self
        copy.repetition = nil
        copy.playsOnce = true
        return copy
    }

    /// These options playing `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self.repeat(.periodic(count)) }

    /// These options repeating as `behavior` says.
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        var copy = self
        copy.repetition = behavior
        copy.playsOnce = false
        return copy
    }

    /// These options running `speed` times faster (a speed of 0 or less is ignored).
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var copy = self
        if speed > 0, speed.isFinite { copy.speedMultiplier = speed }
        return copy
    }
}
