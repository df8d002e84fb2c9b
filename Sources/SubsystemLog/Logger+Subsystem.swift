import Logging

extension Logger {
    /// A logger labelled with `subsystem`'s name, at the level `levels` gives it. Its handler is
    /// the app's `LoggingSystem` (swift-log's default writes to standard error), or `factory`.
    public init(
        subsystem: LogSubsystem, levels: LogLevels = .environment,
        factory: (@Sendable (String) -> any LogHandler)? = nil
    ) {
        if let factory {
            self.init(label: subsystem.rawValue, factory: factory)
        } else {
            self.init(label: subsystem.rawValue)
        }
        logLevel = levels.level(for: subsystem)
    }
}
