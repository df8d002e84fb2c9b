/// A short jump in scale: the symbol (or each layer in turn) grows or shrinks and springs back.
public struct BounceSymbolEffect: ConfiguredSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public internal(set) var configuration = SymbolEffectConfiguration(kind: .bounce)

    /// Bounces upward: the symbol grows first.
    public var up: BounceSymbolEffect { moving(.up) }
    /// Bounces downward: the symbol shrinks first.
    public var down: BounceSymbolEffect { moving(.down) }
    public var byLayer: BounceSymbolEffect { layered(.byLayer) }
    public var wholeSymbol: BounceSymbolEffect { layered(.wholeSymbol) }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A bounce in the symbol's own direction.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
