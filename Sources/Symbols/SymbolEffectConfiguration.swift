/// What an effect value asks for: its kind and the variant its builder members chose, read by the views that
/// animate it.
public struct SymbolEffectConfiguration: Hashable, Sendable {
    /// The effects Apple's framework declares.
    package enum Kind: Hashable, Sendable {
        case bounce, pulse, variableColor, scale, appear, disappear, replace, magicReplace, automatic, wiggle, rotate, breathe
    }

    /// Whether the effect moves the symbol's layers one after another or the whole symbol at once.
    package enum Layering: Hashable, Sendable {
        case automatic, byLayer, wholeSymbol
    }

    /// The way an effect moves: up or down, a side, a turn, or an angle in degrees clockwise from the x-axis.
    package enum Direction: Hashable, Sendable {
        case up, down, left, right, forward, backward, clockwise, counterClockwise
        case angle(Double)
    }

    /// How a variable colour effect lights the layers.
    package enum Fill: Hashable, Sendable {
        case cumulative, iterative
    }

    /// How a replacement moves the old symbol out and the new one in.
    package enum ReplaceStyle: Hashable, Sendable {
        case downUp, upUp, offUp
    }

    package var kind: Kind
    package var layering = Layering.automatic
    package var direction: Direction?
    package var fill = Fill.cumulative
    /// Whether a variable colour effect plays backwards after forwards (nil: the symbol's own choice).
    package var reverses: Bool?
    /// Whether a variable colour effect hides the layers it does not light (else it dims them).
    package var hidesInactiveLayers = false
    package var replaceStyle = ReplaceStyle.downUp
    /// Whether breathing also fades (Breathe's `.pulse`).
    package var breathePulses = false

    package init(kind: Kind) {
        self.kind = kind
    }
}

/// The builder members every effect shares: copies with one part of the configuration changed.
protocol ConfiguredSymbolEffect: SymbolEffect {
    var configuration: SymbolEffectConfiguration { get set }
}

extension ConfiguredSymbolEffect {
    func with(_ change: (inout SymbolEffectConfiguration) -> Void) -> Self {
        var copy = self
        change(&copy.configuration)
        return copy
    }

    func layered(_ layering: SymbolEffectConfiguration.Layering) -> Self { with { $0.layering = layering } }

    func moving(_ direction: SymbolEffectConfiguration.Direction) -> Self { with { $0.direction = direction } }
}
