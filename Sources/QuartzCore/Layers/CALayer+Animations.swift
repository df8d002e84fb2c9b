import Foundation

/// One animation attached to a layer, with the life-cycle flags the animation engine keeps.
@MainActor
final class CALayerAnimationEntry {
    /// The key it was added under (a generated one when added with nil).
    let key: String
    /// Whether the key was given by the caller (only those appear in `animationKeys()`).
    let isKeyed: Bool
    /// The layer's own copy of the animation.
    let animation: CAAnimation
    /// Whether `animationDidStart` was delivered.
    var didStart = false
    /// Whether the animation reached its end (and `animationDidStop(_, true)` was delivered).
    var didFinish = false

    init(key: String, isKeyed: Bool, animation: CAAnimation) {
        self.key = key
        self.isKeyed = isKeyed
        self.animation = animation
    }
}

/// Attaching animations, and the presentation copy that shows them at the current media time.
extension CALayer {
    /// Attaches a copy of `anim` under `key`, replacing (and stopping, unfinished) any animation with that key. A nil
    /// key path takes the key; a `beginTime` of 0 becomes the layer's current time; a `duration` of 0 the transaction's (a group's
    /// children with a `duration` of 0 take the group's).
    func attach(_ anim: CAAnimation, forKey key: String?) {
        guard !isPresentationCopy, let copy = anim.copy() as? CAAnimation else { return }
        if let property = copy as? CAPropertyAnimation, property.keyPath == nil {
            guard let key else {
                CADiagnostics.report("property animation without key path added without key; ignored")
                return
            }
            property.keyPath = key
        }
        if copy.beginTime == 0 {
            copy.beginTime = convertTime(CACurrentMediaTime(), from: nil)
        }
        copy.inheritDuration(CATransaction.animationDuration())
        if let key {
            removeAnimation(forKey: key)
        }
        if let transition = copy as? CATransition {
            // What the layer turns from: how it shows now, before this transaction's changes.
            transition.oldAppearance = renderSnapshot()
        }
        let entry = CALayerAnimationEntry(key: key ?? "\(CALayer.anonymousKeyPrefix)\(ObjectIdentifier(copy).hashValue)",
                                          isKeyed: key != nil, animation: copy)
        animationEntries.append(entry)
        CATransaction.layerDidChange(self)
        CATransaction.animationWasAdded(copy)
        CAAnimationEngine.layerDidAddAnimation(self, copy)
        if copy.animatedKeyPaths.contains(where: { type(of: self).needsDisplay(forKey: $0) }) {
            setNeedsDisplay()
        }
    }

    static let anonymousKeyPrefix = "\u{1}anonymous-"

    /// The animation attached under `key` (the layer's copy, which must not be changed).
    public func animation(forKey key: String) -> CAAnimation? {
        animationEntries.first { $0.key == key }?.animation
    }

    /// The keys of the attached animations, in the order added (animations added without a key are not listed).
    public func animationKeys() -> [String]? {
        let keys = animationEntries.filter(\.isKeyed).map(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Detaches the animation under `key`; an unfinished one stops with `finished` false.
    func detachAnimation(forKey key: String) {
        guard let index = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        let entry = animationEntries.remove(at: index)
        CATransaction.layerDidChange(self)
        CAAnimationEngine.entryWasRemoved(entry)
    }

    /// Detaches every animation; unfinished ones stop with `finished` false.
    func detachAllAnimations() {
        let entries = animationEntries
        guard !entries.isEmpty else { return }
        animationEntries.removeAll()
        CATransaction.layerDidChange(self)
        entries.forEach(CAAnimationEngine.entryWasRemoved)
    }

    /// A copy of the layer with every attached animation applied at the current media time (Apple's presentation
    /// layer). Its `superlayer` and `sublayers` are presentation copies too, made when asked for. A layer outside
    /// its active time (or under one that is) and not filled is not drawn, which its copy shows as `isHidden`.
    public func presentation() -> Self? {
        if isPresentationCopy { return self }
        return presentation(under: superlayer?.presentation())
    }

    /// The presentation copy placed under `parent` (a presentation copy of the superlayer), at global time `now`.
    func presentation(under parent: CALayer?, at now: CFTimeInterval = CACurrentMediaTime()) -> Self {
        let copy = makePresentationCopy()
        if let parent {
            copy.presentationParent = parent
            copy.superlayerStorage = parent
        }
        let time = copy.activeLocalTime(fromGlobal: now)
        applyAnimations(to: copy, atLayerTime: time)
        if time == nil { copy.isHidden = true }
        return copy
    }

    /// Where the layer shows now, for hit-testing and conversions: a plain `CALayer` (never the subclass, so no
    /// subclass's `init(layer:)` runs) holding the model values with the running animations applied as the render side
    /// applies them, under its superlayer's. Geometry lives in the model values, so it converts as the presentation
    /// copy would.
    package func presentationGeometry(at now: CFTimeInterval = CACurrentMediaTime()) -> CALayer {
        let parent = superlayer?.presentationGeometry(at: now)
        CALayer.isCopyingForPresentation = true
        let copy = CALayer(layer: self)
        CALayer.isCopyingForPresentation = false
        copy.modelSource = self
        copy.superlayerStorage = parent
        copy.presentationParent = parent
        guard let time = activeLocalTime(fromGlobal: now) else {
            copy.modelValues.isHidden = true
            return copy
        }
        for entry in animationEntries where !(entry.animation is CATransition) {
            entry.animation.renderSnapshot(on: type(of: self))?.apply(to: &copy.modelValues, parentTime: time)
        }
        return copy
    }

    /// The model layer: the layer itself, or the layer a presentation copy was made from.
    public func model() -> Self {
        (modelSource as? Self) ?? self
    }

    /// A copy of the model values made by the class's own `init(layer:)`, marked as presentation so that writing to it
    /// never runs actions.
    func makePresentationCopy() -> Self {
        CALayer.isCopyingForPresentation = true
        let copy = Self.instantiate(layer: self)
        CALayer.isCopyingForPresentation = false
        copy.modelSource = self
        copy.superlayerStorage = superlayer
        copy.presentationParent = superlayer
        copy.maskHost = maskHost
        return copy
    }

    /// Applies the attached animations, in order, at `time` in this layer's time; none when the layer's time is
    /// nil (the layer or an ancestor is outside its active interval and not filled).
    func applyAnimations(to copy: CALayer, atLayerTime time: CFTimeInterval?) {
        guard let time else { return }
        for entry in animationEntries {
            entry.animation.apply(to: copy, parentTime: time)
        }
    }

    /// Whether an attached animation that is still running animates a property that needs display (`angle`-style
    /// custom properties), so the render side redraws the presentation layer each frame.
    public var needsDisplayForRunningAnimations: Bool {
        animationEntries.contains { entry in
            !entry.didFinish && entry.animation.animatedKeyPaths.contains { type(of: self).needsDisplay(forKey: $0) }
        }
    }
}
