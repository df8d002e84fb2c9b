import Foundation
import QuartzCore

extension UIView {
    /// Attaches `effect`; its values for a viewer at rest are added to the view's properties at once.
    public func addMotionEffect(_ effect: UIMotionEffect) {
        guard !motionEffectStorage.contains(where: { $0 === effect }) else { return }
        motionEffectStorage.append(effect)
        applyMotionEffects()
    }

    /// Detaches `effect` and takes back what it added.
    public func removeMotionEffect(_ effect: UIMotionEffect) {
        guard let index = motionEffectStorage.firstIndex(where: { $0 === effect }) else { return }
        motionEffectStorage.remove(at: index)
        applyMotionEffects()
    }

    /// The motion effects attached to the view.
    public var motionEffects: [UIMotionEffect] {
        get { motionEffectStorage }
        set {
            motionEffectStorage = []
            for effect in newValue where !motionEffectStorage.contains(where: { $0 === effect }) { motionEffectStorage.append(effect) }
            applyMotionEffects()
        }
    }

    /// The animation keys motion effects add to the layer under.
    static let motionEffectKeyPrefix = "UIMotionEffect:"

    /// Puts the merged values of the attached effects for a viewer at rest on the layer, as additive animations whose
    /// fill holds them (the view's own properties keep their values, as on iOS); values of zero add nothing.
    func applyMotionEffects() {
        for key in layer.animationKeys() ?? [] where key.hasPrefix(Self.motionEffectKeyPrefix) { layer.removeAnimation(forKey: key) }
        var values: [String: Any] = [:]
        for effect in motionEffectStorage {
            values.merge(effect.keyPathsAndRelativeValues(forViewerOffset: .zero) ?? [:]) { _, later in later }
        }
        for (keyPath, raw) in values.sorted(by: { $0.key < $1.key }) {
            guard let value = RelativeValue(raw) else {
                Diagnostics.report("motion effect value for '\(keyPath)' is not a number, point or size; ignored")
                continue
            }
            guard let layerKeyPath = Self.layerKeyPath(forMotionKeyPath: keyPath) else {
                Diagnostics.report("motion effect key path '\(keyPath)' is not an animatable view or layer property; ignored")
                continue
            }
            guard !value.isZero else { continue }
            let hold = CABasicAnimation(keyPath: layerKeyPath)
            hold.isAdditive = true
            hold.fromValue = value.value
            hold.toValue = value.value
            // Held by its fill after a short run: once it ends it asks for no frames.
            hold.duration = 0.001
            hold.fillMode = .both
            hold.isRemovedOnCompletion = false
            layer.add(hold, forKey: Self.motionEffectKeyPrefix + keyPath)
        }
    }

    /// The layer's key path behind a view key path a motion effect names: `center` is the layer's `position`,
    /// `alpha` its `opacity`, `layer.…` the layer's own; nil for anything else.
    static func layerKeyPath(forMotionKeyPath keyPath: String) -> String? {
        if keyPath.hasPrefix("layer.") { return String(keyPath.dropFirst("layer.".count)) }
        let renamed = ["center": "position", "center.x": "position.x", "center.y": "position.y", "alpha": "opacity"]
        return renamed[keyPath]
    }
}
