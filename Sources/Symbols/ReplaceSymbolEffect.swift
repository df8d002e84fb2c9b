/// One symbol replaced by another: the old one leaves (shrinking, growing, or at once) and the new one grows in.
public struct ReplaceSymbolEffect: ConfiguredSymbolEffect, ContentTransitionSymbolEffect {
    public internal(set) var configuration = SymbolEffectConfiguration(kind: .replace)

    /// The old symbol shrinks away, the new one grows in.
    public var downUp: ReplaceSymbolEffect { with { $0.replaceStyle = .downUp } }
    /// The old symbol grows away, the new one grows in.
    public var upUp: ReplaceSymbolEffect { with { $0.replaceStyle = .upUp } }
    /// The old symbol goes at once, the new one grows in.
    public var offUp: ReplaceSymbolEffect { with { $0.replaceStyle = .offUp } }
    public var byLayer: ReplaceSymbolEffect { layered(.byLayer) }
    public var wholeSymbol: ReplaceSymbolEffect { layered(.wholeSymbol) }

    public static var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect().downUp }
    public static var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect().upUp }
    public static var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect().offUp }

    /// Magic Replace, which moves the parts two symbols share, with this replacement where it cannot.
    public func magic(fallback: ReplaceSymbolEffect) -> MagicReplace {
        MagicReplace(fallback: fallback)
    }

    /// Magic Replace: the parts two symbols share stay and move, the rest replaced.
    ///
    /// Difference from Apple: symbols here have no parts to match, so it always plays its fallback.
    public struct MagicReplace: ContentTransitionSymbolEffect {
        public let configuration: SymbolEffectConfiguration

        init(fallback: ReplaceSymbolEffect) {
            var configuration = fallback.configuration
            configuration.kind = .magicReplace
            self.configuration = configuration
        }
    }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// A replacement in the symbols' own style (Down-Up).
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

/// The replacement the system picks for the two symbols (here always Down-Up).
public struct AutomaticSymbolEffect: ContentTransitionSymbolEffect {
    public let configuration = SymbolEffectConfiguration(kind: .automatic)
}

extension SymbolEffect where Self == AutomaticSymbolEffect {
    /// The system's replacement for the two symbols.
    public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect() }
}
