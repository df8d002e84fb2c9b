import Foundation

/// Which context Apple's static API reaches: the one pointer the model keeps globally.
extension CAContext {
    /// Guards writes of `stored`, and reads from threads other than the main one.
    nonisolated private static let lock = NSLock()
    /// The current context; written on the main actor under `lock`, so main-actor reads need no lock (nor the run-time
    /// exclusivity check, which cost more than the read: `UIKitContextState.current` reads it thousands of times a
    /// layout pass).
    @exclusivity(unchecked) nonisolated(unsafe) private static var stored: CAContext?
    /// The clock read before any context exists, the one a default context gets too.
    nonisolated static let systemClock = CASystemMediaClock()

    /// The context `CATransaction`, `CADisplayLink`, `CAAnimationEngine` and the layers' actions use now; a
    /// context on the system clock until a test or renderer makes another one current.
    public static var current: CAContext {
        if let stored { return stored }
        let context = CAContext(clock: systemClock)
        context.makeCurrent()
        return context
    }

    /// Makes this context the one Apple's static API reaches, until another is made current.
    public func makeCurrent() {
        Self.lock.withLock { Self.stored = self }
    }

    /// Runs `body` with this context current, then makes the previous one current again.
    public func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
        let previous = Self.stored
        makeCurrent()
        defer { Self.lock.withLock { Self.stored = previous } }
        return try body()
    }

    /// The current context, from any thread (the render side reads the time and reports misuse); nil until one is made.
    nonisolated static var currentOnAnyThread: CAContext? {
        lock.withLock { stored }
    }
}

/// The current media time of the current context's clock, in seconds (monotonic unless the context runs on a manual
/// clock).
public func CACurrentMediaTime() -> CFTimeInterval {
    (CAContext.currentOnAnyThread?.clock ?? CAContext.systemClock).mediaTime
}
