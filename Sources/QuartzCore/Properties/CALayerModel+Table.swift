import Foundation

/// A declared layer property seen without its value type, so a class's declarations can be listed.
@MainActor
protocol CALayerModelDeclaration {
    /// The key path string the property is declared under.
    var key: String { get }
    /// Where the property lives in the model.
    var modelField: PartialKeyPath<LayerValues> { get }
    /// Whether the property animates, and when.
    var animation: CALayerModelAnimation { get }
    /// The key path object the declaration holds: one object shared by every layer of the class, since a layer
    /// that built its own for each declaration would pay for dozens of key paths each time it is made.
    var declaredKeyPath: AnyKeyPath { get }
    /// The property's animatable descriptors: itself and its parts (`position.x`, `transform.rotation.z`, …);
    /// none when it does not animate.
    func animatableProperties() -> [CALayerAnimatableProperty]
}

extension CALayerModel: CALayerModelDeclaration {
    var modelField: PartialKeyPath<LayerValues> { place.keyPath }

    var declaredKeyPath: AnyKeyPath {
        switch place {
        case let .field(field, _): return field
        case let .path(path): return path
        }
    }

    func animatableProperties() -> [CALayerAnimatableProperty] {
        switch animation {
        case .none:
            return []
        case .fades:
            return [CALayer.hiddenProperty]
        case let .color(absent):
            guard let declaration = self as? CALayerModel<CGColor?> else { return [] }
            return [declaration.colorProperty(absent: absent)]
        case .implicit, .explicit:
            guard let type = Value.self as? any (Interpolatable & Equatable).Type else { return [] }
            return interpolated(type)
        }
    }

    /// The descriptor of an interpolatable value, with its parts.
    private func interpolated<V: Interpolatable & Equatable>(_: V.Type) -> [CALayerAnimatableProperty] {
        guard let declaration = self as? CALayerModel<V> else { return [] }
        let place = declaration.place
        var render = LayerValuesAccess<V>.place(place)
        if check == .unit, let fraction = self as? CALayerModel<Float>, let clamped = LayerValuesAccess.unitPlace(fraction.place) as? LayerValuesAccess<V> {
            render = clamped
        }
        let property = CALayerProperty<V>(
            keyPath: key, isImplicitlyAnimated: animation == .implicit, render: render,
            get: { $0.modelValue(at: place) },
            set: { layer, value in declaration.write(value, to: layer) })
        let parts = CALayer.keyPathParts(of: property)
        for part in parts { part.placementField = PlacementAnimationSnapshot.Field(keyPath: part.keyPath) }
        return parts
    }

    /// The descriptor of an optional colour, where nil animates as `absent`.
    fileprivate func colorProperty(absent: CGColor) -> CALayerAnimatableProperty where Value == CGColor? {
        let declaration = self
        let place = place
        return CALayerProperty<CGColor>(
            keyPath: key, isImplicitlyAnimated: true, absentValue: absent,
            render: LayerValuesAccess(get: { place.value(in: $0) ?? absent }, set: { place.set($1, in: &$0) }),
            get: { $0.modelValue(at: place) ?? absent },
            set: { layer, value in declaration.write(value, to: layer) })
    }
}

extension CALayer {
    /// The properties declared with `CALayerModel` on this class and its superclasses, found by reflecting a fresh
    /// instance of `modelDeclaringClass` (declarations are stored wrappers), superclass ones first.
    static func modelDeclarations() -> [any CALayerModelDeclaration] {
        var mirrors: [Mirror] = []
        var mirror: Mirror? = Mirror(reflecting: modelDeclaringClass.instantiate())
        while let current = mirror {
            mirrors.insert(current, at: 0)
            mirror = current.superclassMirror
        }
        return mirrors.flatMap { $0.children.compactMap { $0.value as? any CALayerModelDeclaration } }
    }

    /// The nearest class of this one's ancestry (itself included) that QuartzCore declares. Only QuartzCore's classes
    /// declare model properties, and an app's subclass need not have an `init()` to reflect (iOS subclasses often
    /// declare only initializers of their own), so its QuartzCore ancestor stands in for it.
    static var modelDeclaringClass: CALayer.Type {
        var type: AnyClass = self
        while !String(reflecting: type).hasPrefix("QuartzCore."), let parent = _getSuperclass(type) {
            type = parent
        }
        return type as? CALayer.Type ?? CALayer.self
    }

    /// `property` and its parts: `x`/`y` of a point, `width`/`height` of a size, `origin`/`size` (and theirs) of a
    /// rectangle, the rotation, scale and translation key paths of a transform.
    static func keyPathParts<V: Interpolatable>(of property: CALayerProperty<V>) -> [CALayerAnimatableProperty] {
        switch property {
        case let point as CALayerProperty<CGPoint>:
            return [point, point.component("x", \.x), point.component("y", \.y)]
        case let size as CALayerProperty<CGSize>:
            return [size, size.component("width", \.width), size.component("height", \.height)]
        case let rect as CALayerProperty<CGRect>:
            let origin = rect.component("origin", \.origin)
            let size = rect.component("size", \.size)
            return [rect, origin, origin.component("x", \.x), origin.component("y", \.y),
                    size, size.component("width", \.width), size.component("height", \.height)]
        case let transform as CALayerProperty<CATransform3D>:
            return transformProperties(transform)
        default:
            return [property]
        }
    }
}
