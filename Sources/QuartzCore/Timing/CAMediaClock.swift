import Foundation

/// A source of media time in seconds; `CACurrentMediaTime()` reads the current context's, so tests and
/// offscreen recording can run the whole model at exact times.
///
/// Difference from Apple: not in Core Animation; `CACurrentMediaTime()` reads the current context's clock, so tests run
/// at exact times.
public protocol CAMediaClock: AnyObject, Sendable {
    /// The current media time in seconds.
    var mediaTime: CFTimeInterval { get }
}

/// The monotonic system clock (`CLOCK_MONOTONIC`), the clock Core Animation uses on Apple platforms.
public final class CASystemMediaClock: CAMediaClock {
    public init() {}

    public var mediaTime: CFTimeInterval {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return CFTimeInterval(spec.tv_sec) + CFTimeInterval(spec.tv_nsec) / 1_000_000_000
    }
}

/// A clock whose time moves only when told to, for tests and frame-exact offscreen rendering.
public final class CAManualMediaClock: CAMediaClock, @unchecked Sendable {
    private let lock = NSLock()
    private var time: CFTimeInterval

    /// Creates a clock that reads `time` until advanced.
    public init(time: CFTimeInterval = 0) {
        self.time = time
    }

    public var mediaTime: CFTimeInterval {
        lock.lock()
        defer { lock.unlock() }
        return time
    }

    /// Moves the clock forward (or backward, for a negative interval) by `interval` seconds.
    public func advance(by interval: CFTimeInterval) {
        lock.lock()
        time += interval
        lock.unlock()
    }

    /// Sets the clock to `newTime`.
    public func set(_ newTime: CFTimeInterval) {
        lock.lock()
        time = newTime
        lock.unlock()
    }
}
