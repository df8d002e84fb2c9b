/// When a held key repeats: after `delay`, then `rate` times a second, until released or
/// another key is pressed (`wl_keyboard.repeat_info`; the compositor leaves repeating to clients).
public struct KeyRepeater: Sendable {
    /// Repeats per second; 0 turns repeating off.
    public var rate: Int = 25
    /// The wait before the first repeat.
    public var delay: Duration = .milliseconds(600)
    /// The key repeating, if any.
    public private(set) var key: UInt32?
    /// When the next repeat is due.
    public private(set) var deadline: ContinuousClock.Instant?

    public init() {}

    /// A key that repeats was pressed at `time`.
    public mutating func press(_ code: UInt32, at time: ContinuousClock.Instant) {
        guard rate > 0 else { return stop() }
        key = code
        deadline = time + delay
    }

    /// A key was released: repeating stops if it was that key.
    public mutating func release(_ code: UInt32) {
        if key == code { stop() }
    }

    /// Stops repeating (focus left, keymap changed, another key took over).
    public mutating func stop() {
        key = nil
        deadline = nil
    }

    /// How many repeats are due at `now`, moving the deadline past them.
    public mutating func due(at now: ContinuousClock.Instant) -> Int {
        guard key != nil, var next = deadline, rate > 0 else { return 0 }
        let interval = Duration.seconds(1) / rate
        var count = 0
        while next <= now {
            count += 1
            next += interval
        }
        deadline = next
        return count
    }
}
