import Foundation

/// The table of the standard animatable layer properties and the per-class lookup of key paths through it.
extension CALayer {
    /// The standard properties, their parts (`position.x`, `bounds.size.width`, …) and transform key paths. As in
    /// Apple's table of animatable properties, `hidden` and `masksToBounds` animate implicitly and `doubleSided` only
    /// explicitly; `hidden` fades (`CALayerVisibility`), the other two switch (`Bool: Interpolatable`).
    static let standardAnimatableProperties: [CALayerAnimatableProperty] = {
        var table: [CALayerAnimatableProperty] = []
        let position = CALayerAnimatableProperty.property("position", \CALayer.position, render: .field(\.position))
        table += [position, position.component("x", \.x), position.component("y", \.y)]
        let bounds = CALayerAnimatableProperty.property("bounds", \CALayer.bounds, render: .field(\.bounds))
        let boundsOrigin = bounds.component("origin", \.origin)
        let boundsSize = bounds.component("size", \.size)
        table += [bounds, boundsOrigin, boundsOrigin.component("x", \.x), boundsOrigin.component("y", \.y),
                  boundsSize, boundsSize.component("width", \.width), boundsSize.component("height", \.height)]
        let anchorPoint = CALayerAnimatableProperty.property("anchorPoint", \CALayer.anchorPoint, render: .field(\.anchorPoint))
        table += [anchorPoint, anchorPoint.component("x", \.x), anchorPoint.component("y", \.y)]
        table.append(CALayerAnimatableProperty.property("anchorPointZ", \CALayer.anchorPointZ, render: .field(\.anchorPointZ)))
        table.append(CALayerAnimatableProperty.property("zPosition", \CALayer.zPosition, render: .field(\.zPosition)))
        table += transformProperties(CALayerAnimatableProperty.property("transform", \CALayer.transform, render: .field(\.transform)))
        table += transformProperties(CALayerAnimatableProperty.property("sublayerTransform", \CALayer.sublayerTransform, render: .field(\.sublayerTransform)))
        table.append(CALayerAnimatableProperty.property("opacity", \CALayer.opacity, render: .unitField(\.opacity)))
        table.append(hiddenProperty)
        table.append(CALayerAnimatableProperty.property("masksToBounds", \CALayer.masksToBounds, render: .field(\.masksToBounds)))
        table.append(CALayerAnimatableProperty.property("doubleSided", \CALayer.isDoubleSided, implicitlyAnimated: false, render: .field(\.isDoubleSided)))
        table.append(CALayerAnimatableProperty.property("cornerRadius", \CALayer.cornerRadius, render: .field(\.cornerRadius)))
        table.append(CALayerAnimatableProperty.property("borderWidth", \CALayer.borderWidth, render: .field(\.borderWidth)))
        table.append(colorProperty("borderColor", \CALayer.borderColor, \.borderColor))
        table.append(colorProperty("backgroundColor", \CALayer.backgroundColor, \.backgroundColor))
        table.append(colorProperty("shadowColor", \CALayer.shadowColor, \.shadowColor))
        table.append(CALayerAnimatableProperty.property("shadowOpacity", \CALayer.shadowOpacity, render: .unitField(\.shadowOpacity)))
        let shadowOffset = CALayerAnimatableProperty.property("shadowOffset", \CALayer.shadowOffset, render: .field(\.shadowOffset))
        table += [shadowOffset, shadowOffset.component("width", \.width), shadowOffset.component("height", \.height)]
        table.append(CALayerAnimatableProperty.property("shadowRadius", \CALayer.shadowRadius, render: .field(\.shadowRadius)))
        table.append(CALayerAnimatableProperty.property("contentsRect", \CALayer.contentsRect, render: .field(\.contentsRect)))
        table.append(CALayerAnimatableProperty.property("contentsCenter", \CALayer.contentsCenter, render: .field(\.contentsCenter)))
        return table
    }()

    /// A colour property where nil (no colour) animates as transparent black.
    private static func colorProperty(
        _ keyPath: String, _ storage: ReferenceWritableKeyPath<CALayer, CGColor?>, _ field: WritableKeyPath<LayerValues, CGColor?> & Sendable
    ) -> CALayerProperty<CGColor> {
        CALayerProperty(
            keyPath: keyPath, isImplicitlyAnimated: true, absentValue: CGColor.clear,
            render: LayerValuesAccess(get: { $0[keyPath: field] ?? CGColor.clear }, set: { $0[keyPath: field] = $1 }),
            get: { $0[keyPath: storage] ?? CGColor.clear },
            set: { $0[keyPath: storage] = $1 })
    }

    /// A transform property and its key paths: `rotation(.x/.y/.z)`, `scale(.x/.y/.z)`, `translation(.x/.y/.z)`,
    /// which read and write the decomposed transform (rotation as angles about x, then y, then z).
    private static func transformProperties(_ transform: CALayerProperty<CATransform3D>) -> [CALayerAnimatableProperty] {
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

/// The resolved key path tables, one per layer class.
@MainActor
private var propertyTables: [ObjectIdentifier: [String: CALayerAnimatableProperty]] = [:]

extension CALayer {
    /// The descriptor for `keyPath` on this class, or nil when the class has no such animatable property.
    ///
    /// Difference from Apple: not in Core Animation; the typed descriptor behind a key path string.
    public static func animatableProperty(forKeyPath keyPath: String) -> CALayerAnimatableProperty? {
        let id = ObjectIdentifier(self)
        if let table = propertyTables[id] { return table[keyPath] }
        var table: [String: CALayerAnimatableProperty] = [:]
        for property in animatableProperties() {
            table[property.keyPath] = property
        }
        propertyTables[id] = table
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
