import Foundation

/// Reports misuse (bad key paths, wrong value types, NaN geometry) once per distinct message on standard error,
/// the way Core Animation logs and carries on instead of crashing.
///
/// Difference from Apple: not in Core Animation; its one-line reports are kept for tests to read.
@MainActor
public enum CADiagnostics {
    private static var seen: Set<String> = []

    /// Every distinct message reported so far, oldest first.
    public private(set) static var messages: [String] = []

    /// Reports `message` unless it was reported before.
    static func report(_ message: String) {
        guard seen.insert(message).inserted else { return }
        messages.append(message)
        FileHandle.standardError.write(Data("QuartzCore: \(message)\n".utf8))
    }
}
