import Foundation

/// The transform key paths, and the per-class lookup of key paths through the table of animatable properties.
extension CALayer {
    /// A transform property and its key paths: `rotation(.x/.y/.z)`, `scale(.x/.y/.z)`, `translation(.x/.y/.z)`,
    /// which read and write the decomposed transform (rotation as angles about x, then y, then z).
    static func transformProperties(_ transform: CALayerProperty<CATransform3D>) -> [CALayerAnimatableProperty] {
        let parts: @Sendable (CATransform3D) -> CATransform3DDecomposition = { t in
            CATransform3DDecomposition(t) ?? CATransform3DDecomposition(CATransform3DIdentity)!
        }
        func rotation(_ axis: WritableKeyPath<(x: Double, y: Double, z: Double), Double> & Sendable, _ name: String) -> CALayerProperty<CGFloat> {
            transform.derived(name, get: { CGFloat(parts($0).eulerAngles[keyPath: axis]) }, set: { t, angle in
                var p = parts(t)
                p.eulerAngles[keyPath: axis] = Double(angle)
                t = p.transform
            })
        }
        func scale(_ axis: WritableKeyPath<(x: Double, y: Double, z: Double), Double> & Sendable, _ name: String) -> CALayerProperty<CGFloat> {
            transform.derived(name, get: { CGFloat(parts($0).scale[keyPath: axis]) }, set: { t, value in
                var p = parts(t)
                p.scale[keyPath: axis] = Double(value)
                t = p.transform
            })
        }
        func translation(_ axis: WritableKeyPath<(x: Double, y: Double, z: Double), Double> & Sendable, _ name: String) -> CALayerProperty<CGFloat> {
            transform.derived(name, get: { CGFloat(parts($0).translation[keyPath: axis]) }, set: { t, value in
                var p = parts(t)
                p.translation[keyPath: axis] = Double(value)
                t = p.transform
            })
        }
        let rotationZ = rotation(\.z, "rotation.z")
        let uniformScale = transform.derived("scale", get: { t -> CGFloat in
            let s = parts(t).scale
            return CGFloat((s.x + s.y + s.z) / 3)
        }, set: { t, value in
            var p = parts(t)
            p.scale = (Double(value), Double(value), Double(value))
            t = p.transform
        })
        let translation2D = transform.derived("translation", get: { t -> CGSize in
            let p = parts(t).translation
            return CGSize(width: p.x, height: p.y)
        }, set: { t, size in
            var p = parts(t)
            p.translation.x = Double(size.width)
            p.translation.y = Double(size.height)
            t = p.transform
        })
        return [
            transform,
            rotation(\.x, "rotation.x"), rotation(\.y, "rotation.y"), rotationZ, rotationZ.alias("\(transform.keyPath).rotation"),
            uniformScale, scale(\.x, "scale.x"), scale(\.y, "scale.y"), scale(\.z, "scale.z"),
            translation2D, translation(\.x, "translation.x"), translation(\.y, "translation.y"), translation(\.z, "translation.z"),
        ]
    }
}

extension CALayer {
    /// The descriptor for `keyPath` on this class, or nil when the class has no such animatable property.
    ///
    /// Difference from Apple: not in Core Animation; the typed descriptor behind a key path string.
    public static func animatableProperty(forKeyPath keyPath: String) -> CALayerAnimatableProperty? {
        let id = ObjectIdentifier(self)
        let context = CAContext.current
        if let property = context.propertyTables[id]?[keyPath] { return property }
        var table: [String: CALayerAnimatableProperty]
        if let known = context.propertyTables[id] {
            table = known
        } else {
            table = [:]
            for property in animatableProperties() {
                table[property.keyPath] = property
            }
        }
        if table[keyPath] == nil, let property = animatableProperty(beyondTableAt: keyPath) { table[keyPath] = property }
        context.propertyTables[id] = table
        return table[keyPath]
    }

    /// The value at `keyPath` through the property table (Swift's stand-in for KVC's `value(forKeyPath:)`).
    ///
    /// Difference from Apple: no KVC: only the animatable properties' key paths resolve (`transform.rotation.z` and
    /// the other transform sub-paths among them); any other gives nil.
    public func value(forKeyPath keyPath: String) -> Any? {
        type(of: self).animatableProperty(forKeyPath: keyPath)?.value(of: self)
    }

    /// The value of property `key` through the property table, or else the value stored under `key` (layers, like
    /// animations, keep values for arbitrary keys).
    public func value(forKey key: String) -> Any? {
        if let property = type(of: self).animatableProperty(forKeyPath: key) {
            return property.value(of: self)
        }
        return storedValues[key]
    }

    /// Sets property `key` through the property table, or else stores `value` under `key` (nil removes it).
    public func setValue(_ value: Any?, forKey key: String) {
        if let property = type(of: self).animatableProperty(forKeyPath: key) {
            property.setValue(value, on: self)
            return
        }
        storedValues[key] = value
    }

    /// Sets the value at `keyPath` through the property table; an unknown key path or a misfit value is reported once.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let property = type(of: self).animatableProperty(forKeyPath: keyPath) else {
            CADiagnostics.report("no animatable property '\(keyPath)' on \(type(of: self)); value ignored")
            return
        }
        property.setValue(value, on: self)
    }
}
