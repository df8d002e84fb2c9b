/// The symbol's layers lit one after another, as signal bars fill.
public struct VariableColorSymbolEffect: ConfiguredSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public internal(set) var configuration = SymbolEffectConfiguration(kind: .variableColor)

    /// One layer lit at a time.
    public var iterative: VariableColorSymbolEffect { with { $0.fill = .iterative } }
    /// Each layer stays lit as the next one lights.
    public var cumulative: VariableColorSymbolEffect { with { $0.fill = .cumulative } }
    /// Plays backwards after forwards.
    public var reversing: VariableColorSymbolEffect { with { $0.reverses = true } }
    /// Plays forwards only.
    public var nonReversing: VariableColorSymbolEffect { with { $0.reverses = false } }
    /// Hides the layers that are not lit.
    public var hideInactiveLayers: VariableColorSymbolEffect { with { $0.hidesInactiveLayers = true } }
    /// Dims the layers that are not lit.
    public var dimInactiveLayers: VariableColorSymbolEffect { with { $0.hidesInactiveLayers = false } }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Variable colour, cumulative and dimming the inactive layers.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
