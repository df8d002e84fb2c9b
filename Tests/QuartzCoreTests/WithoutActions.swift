import QuartzCore

/// Runs `body` in a transaction without implicit animations, so the layers it builds show their values at once.
@MainActor
func withoutActions<T>(_ body: () throws -> T) rethrows -> T {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    defer { CATransaction.commit() }
    return try body()
}
