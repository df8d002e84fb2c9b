import Symbols

/// SF Symbol effects on an image view (iOS 17): effects added and removed, and symbols replaced with a content
/// transition, animated on the view's layer on the context's clock.
extension UIImageView {
    /// Plays a discrete effect (a bounce), as often as `options` say.
    public func addSymbolEffect(_ effect: some DiscreteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
                                animated: Bool = true, completion: UISymbolEffectCompletion? = nil) {
        symbolEffects.add(effect, options: options, animated: animated, sender: self, completion: completion)
    }

    /// Starts an indefinite effect (a scale, a disappearance), which lasts until removed.
    public func addSymbolEffect(_ effect: some IndefiniteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
                                animated: Bool = true, completion: UISymbolEffectCompletion? = nil) {
        symbolEffects.add(effect, options: options, animated: animated, sender: self, completion: completion)
    }

    /// Starts an effect that is both (a pulse): it repeats until removed unless `options` ask for a number of plays.
    public func addSymbolEffect(_ effect: some DiscreteSymbolEffect & IndefiniteSymbolEffect & SymbolEffect,
                                options: SymbolEffectOptions = .default, animated: Bool = true,
                                completion: UISymbolEffectCompletion? = nil) {
        symbolEffects.add(effect, options: options, animated: animated, sender: self, completion: completion)
    }

    /// Removes the discrete effect of `effect`'s kind.
    public func removeSymbolEffect(ofType effect: some DiscreteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
                                   animated: Bool = true, completion: UISymbolEffectCompletion? = nil) {
        symbolEffects.remove(kindOf: effect, options: options, animated: animated, sender: self, completion: completion)
    }

    /// Removes the indefinite effect of `effect`'s kind; a scale or a disappearance animates back unless `animated` is
    /// false.
    public func removeSymbolEffect(ofType effect: some IndefiniteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
                                   animated: Bool = true, completion: UISymbolEffectCompletion? = nil) {
        symbolEffects.remove(kindOf: effect, options: options, animated: animated, sender: self, completion: completion)
    }

    /// Removes the effect of `effect`'s kind.
    public func removeSymbolEffect(ofType effect: some DiscreteSymbolEffect & IndefiniteSymbolEffect & SymbolEffect,
                                   options: SymbolEffectOptions = .default, animated: Bool = true,
                                   completion: UISymbolEffectCompletion? = nil) {
        symbolEffects.remove(kindOf: effect, options: options, animated: animated, sender: self, completion: completion)
    }

    /// Removes every symbol effect.
    public func removeAllSymbolEffects(options: SymbolEffectOptions = .default, animated: Bool = true) {
        symbolEffects.removeAll(options: options, animated: animated)
    }

    /// Shows `image`, replacing the symbol shown with `contentTransition` (the old one leaves, the new one arrives).
    public func setSymbolImage(_ image: UIImage, contentTransition: some ContentTransitionSymbolEffect & SymbolEffect,
                               options: SymbolEffectOptions = .default, completion: UISymbolEffectCompletion? = nil) {
        let shown = layer.contents
        self.image = image
        symbolEffects.transition(from: shown, effect: contentTransition, options: options, sender: self, completion: completion)
    }
}
