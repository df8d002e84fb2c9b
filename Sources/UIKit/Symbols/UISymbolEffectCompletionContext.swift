/// What a symbol effect's completion handler is told: whether the effect ran to its end, which effect it was, and
/// the image view or bar button item it ran on.
@MainActor @preconcurrency
public struct UISymbolEffectCompletionContext {
    /// Whether the effect ran to its end (false when it was removed or replaced first).
    public let isFinished: Bool
    /// The effect (or content transition) that ended.
    public let effect: any SymbolEffect
    /// The image view or bar button item the effect ran on.
    public weak var sender: AnyObject?

    init(isFinished: Bool, effect: any SymbolEffect, sender: AnyObject?) {
        self.isFinished = isFinished
        self.effect = effect
        self.sender = sender
    }
}

/// The handler told when a symbol effect or content transition ends.
public typealias UISymbolEffectCompletion = (UISymbolEffectCompletionContext) -> Void
