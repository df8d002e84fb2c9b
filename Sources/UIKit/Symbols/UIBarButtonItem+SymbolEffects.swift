import Symbols

/// SF Symbol effects on a bar button item (iOS 17): run on the image of the button a bar shows for it.
extension UIBarButtonItem {
    /// The image view of the button a bar shows for the item, if it is shown with an image.
    var symbolImageView: UIImageView? {
        (shownView as? UIButton)?.imageView
    }

    public func addSymbolEffect(_ effect: some DiscreteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default, animated: Bool = true) {
        symbolImageView?.symbolEffects.add(effect, options: options, animated: animated, sender: self, completion: nil)
    }

    public func addSymbolEffect(_ effect: some IndefiniteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default, animated: Bool = true) {
        symbolImageView?.symbolEffects.add(effect, options: options, animated: animated, sender: self, completion: nil)
    }

    public func addSymbolEffect(_ effect: some DiscreteSymbolEffect & IndefiniteSymbolEffect & SymbolEffect,
                                options: SymbolEffectOptions = .default, animated: Bool = true) {
        symbolImageView?.symbolEffects.add(effect, options: options, animated: animated, sender: self, completion: nil)
    }

    public func removeSymbolEffect(ofType effect: some DiscreteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
                                   animated: Bool = true) {
        symbolImageView?.symbolEffects.remove(kindOf: effect, options: options, animated: animated, sender: self, completion: nil)
    }

    public func removeSymbolEffect(ofType effect: some IndefiniteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
                                   animated: Bool = true) {
        symbolImageView?.symbolEffects.remove(kindOf: effect, options: options, animated: animated, sender: self, completion: nil)
    }

    public func removeSymbolEffect(ofType effect: some DiscreteSymbolEffect & IndefiniteSymbolEffect & SymbolEffect,
                                   options: SymbolEffectOptions = .default, animated: Bool = true) {
        symbolImageView?.symbolEffects.remove(kindOf: effect, options: options, animated: animated, sender: self, completion: nil)
    }

    public func removeAllSymbolEffects(options: SymbolEffectOptions = .default, animated: Bool = true) {
        symbolImageView?.symbolEffects.removeAll(options: options, animated: animated)
    }

    /// Shows `image` as the item's image, the button the bar shows replacing its symbol with `contentTransition`
    /// (rather than the bar making a new button for it).
    public func setSymbolImage(_ image: UIImage, contentTransition: some ContentTransitionSymbolEffect & SymbolEffect,
                               options: SymbolEffectOptions = .default) {
        guard let button = shownView as? UIButton, let imageView = button.imageView else {
            self.image = image
            return
        }
        let shown = imageView.layer.contents
        let bars = observers
        observers = [:]
        self.image = image
        observers = bars
        button.setImage(image, for: .normal)
        imageView.symbolEffects.transition(from: shown, effect: contentTransition, options: options, sender: self, completion: nil)
    }
}
