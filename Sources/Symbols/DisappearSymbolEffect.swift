/// The symbol leaving view, growing (`up`) or shrinking (`down`) as it fades out, and staying hidden until the
/// effect is removed.
public struct DisappearSymbolEffect: ConfiguredSymbolEffect, TransitionSymbolEffect, IndefiniteSymbolEffect {
    public internal(set) var configuration = SymbolEffectConfiguration(kind: .disappear)

    public var up: DisappearSymbolEffect { moving(.up) }
    public var down: DisappearSymbolEffect { moving(.down) }
    public var byLayer: DisappearSymbolEffect { layered(.byLayer) }
    public var wholeSymbol: DisappearSymbolEffect { layered(.wholeSymbol) }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// The symbol disappearing.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}
