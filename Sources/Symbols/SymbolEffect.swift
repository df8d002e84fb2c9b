/// An effect that animates a symbol image: the protocol every effect value conforms to, and the four kinds of
/// behaviour an effect can have (an effect may have several).
public protocol SymbolEffect: Hashable, Sendable {
    /// What the effect does, as a value the views that run it read.
    var configuration: SymbolEffectConfiguration { get }
}

/// An effect that runs from start to finish (a bounce, a wiggle).
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// An effect that lasts until it is removed (a pulse, a scale, a disappearance).
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// An effect that shows or hides a symbol (appear, disappear).
public protocol TransitionSymbolEffect: SymbolEffect {}

/// An effect that replaces one symbol with another, or with another configuration of itself.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}
