/// The symbol coming into view, growing (`up`) or shrinking (`down`) as it fades in.
public struct AppearSymbolEffect: ConfiguredSymbolEffect, TransitionSymbolEffect, IndefiniteSymbolEffect {
    public internal(set) var configuration = SymbolEffectConfiguration(kind: .appear)

    public var up: AppearSymbolEffect { moving(.up) }
    public var down: AppearSymbolEffect { moving(.down) }
    public var byLayer: AppearSymbolEffect { layered(.byLayer) }
    public var wholeSymbol: AppearSymbolEffect { layered(.wholeSymbol) }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// The symbol appearing.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}
