/// A fade of the symbol's opacity and back.
public struct PulseSymbolEffect: ConfiguredSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public internal(set) var configuration = SymbolEffectConfiguration(kind: .pulse)

    public var byLayer: PulseSymbolEffect { layered(.byLayer) }
    public var wholeSymbol: PulseSymbolEffect { layered(.wholeSymbol) }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// A pulse of the symbol's layers.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
