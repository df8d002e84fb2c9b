import QuartzCore

/// A block's action for a geometry change (`position`, `bounds`, `transform`), additive as since iOS 8: it adds an
/// animation from the old target minus the new one to zero on top of the model, beside any that still runs, so a
/// second block that retargets a moving view bends its motion smoothly instead of restarting it, and both finish.
@MainActor
final class AdditiveGeometryAction: CAAction {
    /// The layer keys UIKit animates additively.
    static let keys: Set<String> = ["position", "bounds", "transform"]

    /// The block's animation, given its additive values when it runs.
    let animation: CABasicAnimation

    init(animation: CABasicAnimation) {
        self.animation = animation
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer, let new = layer.value(forKeyPath: event),
              let old = dict?[CALayer.previousModelValueArgument],
              let (offset, zero) = Self.offset(from: old, to: new)
        else {
            animation.run(forKey: event, object: anObject, arguments: dict)
            return
        }
        animation.fromValue = offset
        animation.toValue = zero
        animation.isAdditive = true
        layer.add(animation, forKey: Self.freeKey(for: event, on: layer))
    }

    /// The value that, added on top of `new`, shows `old`, and the value that adds nothing; nil when there is none (a
    /// transform that cannot be inverted), and the animation then runs from what is shown, as before iOS 8.
    private static func offset(from old: Any, to new: Any) -> (Any, Any)? {
        if let old = old as? CATransform3D, let new = new as? CATransform3D {
            let affine = CATransform3DGetAffineTransform(new)
            guard CATransform3DIsAffine(new), affine.a * affine.d - affine.b * affine.c != 0 else { return nil }
            return (CATransform3DConcat(CATransform3DInvert(new), old), CATransform3DIdentity)
        }
        guard let old = old as? any Interpolatable else { return nil }
        return difference(old, new)
    }

    private static func difference<Value: Interpolatable>(_ old: Value, _ new: Any) -> (Any, Any)? {
        guard let new = Value.animationValue(from: new) else { return nil }
        return (old.subtracting(new), new.subtracting(new))
    }

    /// `event` while no animation uses it, else the first of `event-2`, `event-3`, … that is free, so the running
    /// animation stays.
    private static func freeKey(for event: String, on layer: CALayer) -> String {
        guard layer.animation(forKey: event) != nil else { return event }
        var index = 2
        while layer.animation(forKey: "\(event)-\(index)") != nil { index += 1 }
        return "\(event)-\(index)"
    }
}
