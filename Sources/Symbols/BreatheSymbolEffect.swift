/// A slow swell and settle of the symbol's size, with a fade in the `pulse` style (iOS 18).
public struct BreatheSymbolEffect: ConfiguredSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public internal(set) var configuration = SymbolEffectConfiguration(kind: .breathe)

    /// Size only.
    public var plain: BreatheSymbolEffect { with { $0.breathePulses = false } }
    /// Size and opacity.
    public var pulse: BreatheSymbolEffect { with { $0.breathePulses = true } }
    public var byLayer: BreatheSymbolEffect { layered(.byLayer) }
    public var wholeSymbol: BreatheSymbolEffect { layered(.wholeSymbol) }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    /// Breathing in the symbol's own style.
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}
