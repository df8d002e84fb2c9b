import QuartzCore

/// The keys that toggle the instruments in a window that opts in (`UIWindow.togglesInstrumentsWithKeys`).
extension RenderDebugOptions {
    /// The keys that toggle the instruments, unmodified (F1: frame rate, F2: blended layers, F3: flash,
    /// F4: rasterization hits and misses).
    public static let toggleKeys: [(keysymName: String, option: RenderDebugOptions)] = [
        ("F1", .showFramesPerSecond),
        ("F2", .colorBlendedLayers),
        ("F3", .flashUpdatedRegions),
        ("F4", .colorHitsGreenAndMissesRed),
    ]

    /// The instrument `key` toggles, if it is one of `toggleKeys` pressed without modifiers.
    static func toggled(by key: UIKey) -> RenderDebugOptions? {
        guard key.modifierFlags.subtracting(.alphaShift).isEmpty else { return nil }
        return toggleKeys.first { $0.keysymName == key.keysymName }?.option
    }
}
