/// The symbol held larger or smaller until the effect is removed.
public struct ScaleSymbolEffect: ConfiguredSymbolEffect, IndefiniteSymbolEffect {
    public internal(set) var configuration = SymbolEffectConfiguration(kind: .scale)

    /// Held larger.
    public var up: ScaleSymbolEffect { moving(.up) }
    /// Held smaller.
    public var down: ScaleSymbolEffect { moving(.down) }
    public var byLayer: ScaleSymbolEffect { layered(.byLayer) }
    public var wholeSymbol: ScaleSymbolEffect { layered(.wholeSymbol) }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// The symbol held at another scale.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
