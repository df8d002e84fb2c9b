import Foundation

/// How hard the fault tests push: short in the README's test command (and CI), long by hand
/// with `FAULT_LONG=1 scripts/test.sh --filter Fault` (the figures issue 8 asks for).
enum FaultRun {
    static var isLong: Bool { ProcessInfo.processInfo.environment["FAULT_LONG"] == "1" }

    /// `short` normally, `long` with FAULT_LONG=1.
    static func count(short: Int, long: Int) -> Int { isLong ? long : short }
}
