import Foundation
import Logging

/// The level each subsystem logs at, as `UIKIT_LOG_LEVEL` asks: `debug` raises every subsystem,
/// `render=trace,input=debug` raises some, `info,input=trace` does both.
public struct LogLevels: Equatable, Sendable {
    /// The environment variable read.
    public static let variable = "UIKIT_LOG_LEVEL"
    /// The level without the variable: quiet, since nothing the subsystems log is a warning.
    public static let defaultLevel: Logger.Level = .warning

    /// The level of a subsystem the setting does not name.
    public var level: Logger.Level
    /// Levels set for one subsystem each.
    public var overrides: [LogSubsystem: Logger.Level]

    public init(level: Logger.Level = LogLevels.defaultLevel, overrides: [LogSubsystem: Logger.Level] = [:]) {
        self.level = level
        self.overrides = overrides
    }

    /// Parses a setting: comma-separated entries, each a level or `subsystem=level`; an empty
    /// setting is the default.
    public init(parsing setting: String) throws(LogLevelError) {
        self.init()
        for entry in setting.split(separator: ",") {
            let parts = entry.split(separator: "=", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            switch parts.count {
            case 1 where !parts[0].isEmpty:
                level = try Self.level(named: parts[0])
            case 2:
                guard let subsystem = LogSubsystem(rawValue: parts[0]) else {
                    throw .unknownSubsystem(parts[0])
                }
                overrides[subsystem] = try Self.level(named: parts[1])
            default:
                throw .malformed(String(entry))
            }
        }
    }

    /// The level `subsystem` logs at.
    public func level(for subsystem: LogSubsystem) -> Logger.Level {
        overrides[subsystem] ?? level
    }

    private static func level(named name: String) throws(LogLevelError) -> Logger.Level {
        guard let level = Logger.Level(rawValue: name) else { throw .unknownLevel(name) }
        return level
    }

    /// The levels `environment` asks for; a bad setting is reported on stderr in one line and
    /// leaves the default.
    public static func from(environment: [String: String]) -> LogLevels {
        guard let setting = environment[variable] else { return LogLevels() }
        do {
            return try LogLevels(parsing: setting)
        } catch {
            FileHandle.standardError.write(Data("\(variable): \(error); logging stays at \(defaultLevel)\n".utf8))
            return LogLevels()
        }
    }

    /// The levels of this process's environment, read once.
    public static let environment = LogLevels.from(environment: ProcessInfo.processInfo.environment)
}

/// Why a `UIKIT_LOG_LEVEL` setting was refused.
public enum LogLevelError: Error, Equatable, CustomStringConvertible {
    case unknownLevel(String)
    case unknownSubsystem(String)
    case malformed(String)

    public var description: String {
        switch self {
        case .unknownLevel(let name):
            "unknown level \"\(name)\" (\(Logger.Level.allCases.map(\.rawValue).joined(separator: ", ")))"
        case .unknownSubsystem(let name):
            "unknown subsystem \"\(name)\" (\(LogSubsystem.allCases.map(\.rawValue).joined(separator: ", ")))"
        case .malformed(let entry):
            "cannot read \"\(entry)\" (a level, or subsystem=level)"
        }
    }
}
