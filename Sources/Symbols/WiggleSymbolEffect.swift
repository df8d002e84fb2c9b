/// A shake back and forth along a direction, or a rocking turn (iOS 18).
public struct WiggleSymbolEffect: ConfiguredSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public internal(set) var configuration = SymbolEffectConfiguration(kind: .wiggle)

    public var up: WiggleSymbolEffect { moving(.up) }
    public var down: WiggleSymbolEffect { moving(.down) }
    public var left: WiggleSymbolEffect { moving(.left) }
    public var right: WiggleSymbolEffect { moving(.right) }
    /// Forward in the reading direction first.
    public var forward: WiggleSymbolEffect { moving(.forward) }
    /// Backward in the reading direction first.
    public var backward: WiggleSymbolEffect { moving(.backward) }
    public var clockwise: WiggleSymbolEffect { moving(.clockwise) }
    public var counterClockwise: WiggleSymbolEffect { moving(.counterClockwise) }
    public var byLayer: WiggleSymbolEffect { layered(.byLayer) }
    public var wholeSymbol: WiggleSymbolEffect { layered(.wholeSymbol) }

    /// Back and forth along the axis at `angle` degrees clockwise from the x-axis.
    public func custom(angle: Double) -> WiggleSymbolEffect { moving(.angle(angle)) }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    /// A wiggle in the symbol's own direction.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}
