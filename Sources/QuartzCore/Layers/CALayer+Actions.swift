import Foundation
@_spi(KeyValueObserving) import KeyValueObserving

/// Property changes: validation, redisplay, transaction bookkeeping and the action search (implicit animations).
extension CALayer {
    /// The `arguments` key under which a property change passes the previous presentation value to its action.
    public static let previousValueArgument = "previousValue"
    /// The `arguments` key under which a property change passes the previous model value to its action (UIKit's
    /// additive block animations start from the old target).
    ///
    /// Difference from Apple: not in Core Animation, whose actions are looked up before the model changes.
    public static let previousModelValueArgument = "previousModelValue"

    /// Whether this layer is a presentation copy, whose changes never run actions.
    var isPresentationCopy: Bool { modelSource != nil }

    /// Reports a rejected value and returns the value to keep.
    func rejected<V>(_ key: String, _ value: V, keeping oldValue: V) -> V {
        CADiagnostics.report("\(key) \(value) rejected on \(type(of: self)); keeping \(oldValue)")
        return oldValue
    }

    /// Records a change of an equatable property; setting a property to its current value does nothing.
    func modelDidChange<V: Equatable>(_ key: String, from oldValue: V, to newValue: V) {
        noteExplicitlySet(key)
        guard oldValue != newValue else { return }
        valueDidChange(key, from: oldValue)
    }

    /// Records a change of property `key` whose value was `oldValue`: custom properties call this from their `didSet`
    /// (Swift has no `@dynamic`/KVO here). Marks redisplay, opens the implicit transaction and runs the key's action.
    ///
    /// Difference from Apple: custom properties call this from `didSet`, since there is no `@dynamic` and no KVO.
    public func didChangeValue(forKey key: String, oldValue: Any) {
        modelDidChange(key, from: oldValue)
    }

    func modelDidChange(_ key: String, from oldValue: Any) {
        guard !isPresentationCopy else { return }
        noteExplicitlySet(key)
        valueDidChange(key, from: oldValue)
    }

    /// The work of a change once the key is noted as set: redisplay, the implicit transaction, the action. Generic,
    /// so that the old value is put in an `Any` only for an action (a rectangle did not fit one inline and took a
    /// heap block at every frame a layout wrote).
    private func valueDidChange<V>(_ key: String, from oldValue: V) {
        guard !isPresentationCopy else { return }
        if type(of: self).needsDisplay(forKey: key) {
            setNeedsDisplay()
        }
        CATransaction.layerDidChange(self)
        if KeyValueObservers.isObserving { reportChangeToObservers() }
        guard !isApplyingStyle, !CATransaction.disableActions(),
              let action = hasBeenCommitted ? action(forKey: key) : actionBeforeFirstCommit(forKey: key) else { return }
        let oldModelValue: Any = oldValue
        var arguments: [AnyHashable: Any] = [Self.previousModelValueArgument: oldModelValue]
        if let previous = previousPresentationValue(forKey: key, modelValue: oldModelValue) {
            arguments[Self.previousValueArgument] = previous
        }
        action.run(forKey: key, object: self, arguments: arguments)
    }

    /// What the presentation layer showed for `key` before the change: the running animations applied to the old model
    /// value. Core Animation's properties are evaluated on the model values, as the render side does, so no
    /// presentation copy is made (an iOS subclass need not implement `init(layer:)` unless it is copied); only a
    /// subclass's own properties are read from a copy.
    private func previousPresentationValue(forKey key: String, modelValue: Any) -> Any? {
        guard let property = type(of: self).animatableProperty(forKeyPath: key) else { return nil }
        let isAbsent = Mirror(reflecting: modelValue).displayStyle == .optional && Mirror(reflecting: modelValue).children.isEmpty
        let time = activeLocalTime(fromGlobal: CACurrentMediaTime())
        let animations = animationEntries.compactMap { entry in
            entry.animation is CATransition ? nil : entry.animation.renderSnapshot(on: type(of: self))
        }
        if let presented = property.presentedValue(
            of: isAbsent ? nil : modelValue, in: modelValues, animations: animations, atLayerTime: time) {
            return presented
        }
        let copy = makePresentationCopy()
        guard isAbsent ? property.setAbsentValue(on: copy) : property.setValue(modelValue, on: copy) else { return nil }
        applyAnimations(to: copy, atLayerTime: time)
        return property.value(of: copy)
    }

    /// The action for a change of a layer no transaction has committed yet: only its delegate's (a view's, inside an
    /// animation block), since Core Animation runs no action of its own for a layer that was never committed.
    private func actionBeforeFirstCommit(forKey key: String) -> (any CAAction)? {
        guard let found = delegate?.action(for: self, forKey: key) else { return nil }
        return found is NSNull ? nil : found
    }

    /// The action search behind `action(forKey:)`.
    func searchAction(forKey event: String) -> (any CAAction)? {
        if let found = delegate?.action(for: self, forKey: event) {
            return found is NSNull ? nil : found
        }
        if let found = actions?[event] {
            return found is NSNull ? nil : found
        }
        var currentStyle = style
        while let dictionary = currentStyle {
            if let styleActions = dictionary["actions"] as? [String: any CAAction], let found = styleActions[event] {
                return found is NSNull ? nil : found
            }
            currentStyle = dictionary["style"] as? [AnyHashable: Any]
        }
        if let found = type(of: self).defaultAction(forKey: event) {
            return found is NSNull ? nil : found
        }
        return implicitAction(forKey: event)
    }

    /// Core Animation's built-in action: a basic animation with the transaction's duration and timing function.
    private func implicitAction(forKey event: String) -> (any CAAction)? {
        guard let property = type(of: self).animatableProperty(forKeyPath: event), property.isImplicitlyAnimated else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }
}

extension CALayer {
    /// Key-value observations of this layer, and of the view it backs (whose frame, bounds and alpha are its), look
    /// at their values.
    private func reportChangeToObservers() {
        KeyValueObservers.objectDidChange(self)
        if let delegate { KeyValueObservers.objectDidChange(delegate as AnyObject) }
    }
}
