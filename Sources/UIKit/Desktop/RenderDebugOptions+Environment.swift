import Foundation
import QuartzCore

/// The instruments any app built on this framework shows when launched with `CA_SHOW_FPS=1`,
/// `CA_COLOR_BLENDED_LAYERS=1`, `CA_FLASH_UPDATED_REGIONS=1` or `CA_COLOR_HITS_GREEN_MISSES_RED=1`, and
/// `CA_INSTRUMENT_KEYS=1` to toggle them with keys (the iOS Simulator's Debug menu, as environment variables).
extension RenderDebugOptions {
    /// Each instrument's environment variable.
    public static let environmentVariables: [(name: String, option: RenderDebugOptions)] = [
        ("CA_SHOW_FPS", .showFramesPerSecond),
        ("CA_COLOR_BLENDED_LAYERS", .colorBlendedLayers),
        ("CA_FLASH_UPDATED_REGIONS", .flashUpdatedRegions),
        ("CA_COLOR_HITS_GREEN_MISSES_RED", .colorHitsGreenAndMissesRed),
    ]

    /// The variable that lets F1 to F4 toggle the instruments in every window.
    public static let keysVariable = "CA_INSTRUMENT_KEYS"

    /// The instruments `environment` switches on; a value other than 1/0 (or true/false, yes/no,
    /// on/off) is reported once on standard error and leaves its instrument off.
    @MainActor
    public init(environment: [String: String]) {
        self = []
        for (name, option) in Self.environmentVariables where RenderDebugOptions.flag(name, in: environment) {
            insert(option)
        }
    }

    /// Whether the variable `name` of `environment` is set to a true value.
    @MainActor
    static func flag(_ name: String, in environment: [String: String]) -> Bool {
        guard let value = environment[name] else { return false }
        switch value.trimmingCharacters(in: .whitespaces).lowercased() {
        case "1", "true", "yes", "on": return true
        case "", "0", "false", "no", "off": return false
        default:
            Diagnostics.report("\(name)=\(value) is neither 1 nor 0; the instrument stays off")
            return false
        }
    }

    /// The instruments this process's environment switches on, read once.
    @MainActor static let launchOptions = RenderDebugOptions(environment: ProcessInfo.processInfo.environment)
    /// Whether this process's environment lets keys toggle the instruments.
    @MainActor static let launchKeys = flag(keysVariable, in: ProcessInfo.processInfo.environment)
}
