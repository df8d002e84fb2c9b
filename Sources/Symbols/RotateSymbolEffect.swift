/// A full turn of the symbol (iOS 18).
public struct RotateSymbolEffect: ConfiguredSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public internal(set) var configuration = SymbolEffectConfiguration(kind: .rotate)

    public var clockwise: RotateSymbolEffect { moving(.clockwise) }
    public var counterClockwise: RotateSymbolEffect { moving(.counterClockwise) }
    public var byLayer: RotateSymbolEffect { layered(.byLayer) }
    public var wholeSymbol: RotateSymbolEffect { layered(.wholeSymbol) }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    /// A turn in the symbol's own direction (clockwise).
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}
