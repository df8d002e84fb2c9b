import Foundation

/// A replicator's instances as plain render layers, so the compositor draws (and tracks damage of) each as a layer.
extension ReplicatorValues {
    /// `originals` — `sublayers` as they show now — repeated `fields.instanceCount` times, instance after instance.
    /// Instance i shows the sublayers `i·fields.instanceDelay` earlier (in global time), moved by `fields.instanceTransform` applied
    /// i times about the `replicator`'s anchor point, faded by its colour's alpha and its colours multiplied by the
    /// rest; its layers' ids are stable per (layer, instance), so damage stays exact. `clock` ends with the
    /// replicator's own timing.
    func instances(of originals: [RenderLayer], from sublayers: [LayerSnapshot], replicator: LayerValues, clock: SnapshotTime) -> [RenderLayer] {
        guard fields.instanceCount > 0, !originals.isEmpty else { return [] }
        let count = min(fields.instanceCount, Self.instanceLimit)
        let bounds = replicator.bounds, anchorPoint = replicator.anchorPoint
        let anchor = CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        let toAnchor = CATransform3DMakeTranslation(-anchor.x, -anchor.y, -replicator.anchorPointZ)
        let fromAnchor = CATransform3DMakeTranslation(anchor.x, anchor.y, replicator.anchorPointZ)
        var power = CATransform3DIdentity
        var result: [RenderLayer] = []
        result.reserveCapacity(count * originals.count)
        for index in 0..<count {
            var layers = originals
            if index > 0, fields.instanceDelay != 0 {
                var shifted = clock
                shifted.global -= Double(index) * fields.instanceDelay
                let time = shifted.localTime(global: shifted.global)
                layers = sublayers.map { $0.renderLayer(parentTime: time, clock: shifted) }
            }
            let placement = toAnchor.concatenating(power).concatenating(fromAnchor)
            let color = instanceColorComponents(at: index)
            for var layer in layers {
                if index > 0 { layer.renumber(forInstance: index) }
                if power != CATransform3DIdentity { layer.place(by: placement) }
                layer.opacity *= color.alpha
                if color.red < 1 || color.green < 1 || color.blue < 1 {
                    layer.multiplyColors(by: PremultipliedColor(red: color.red, green: color.green, blue: color.blue, alpha: 1))
                }
                result.append(layer)
            }
            power = power.concatenating(fields.instanceTransform)
        }
        return result
    }
}

extension ReplicatorValues {
    /// The most instances drawn: beyond it a runaway count would exhaust memory rather than show anything more.
    static let instanceLimit = 10_000
}

extension RenderLayer {
    /// The id of this layer's copy in replicator instance `index`: a mix of both, kept in bits 59 (set) and below, so
    /// it never meets a counted layer id or the draw-item tags in the high bits.
    static func instanceID(_ id: UInt64, instance index: Int) -> UInt64 {
        var z = id &+ UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return z & (1 << 59 - 1) | 1 << 59
    }

    /// Gives this layer and its sublayers the ids of their copies in instance `index`.
    mutating func renumber(forInstance index: Int) {
        id = Self.instanceID(id, instance: index)
        for i in sublayers.indices { sublayers[i].renumber(forInstance: index) }
    }

    /// Moves the layer as a whole by `placement`, a map in its superlayer's space applied after its own placement.
    mutating func place(by placement: CATransform3D) {
        let toPosition = CATransform3DMakeTranslation(position.x, position.y, zPosition)
        let fromPosition = CATransform3DMakeTranslation(-position.x, -position.y, -zPosition)
        transform = transform.concatenating(toPosition).concatenating(placement).concatenating(fromPosition)
    }

    /// Multiplies every colour this layer and its sublayers draw by `tint`.
    mutating func multiplyColors(by tint: PremultipliedColor) {
        visual.multiplyColors(by: tint)
        if let shadow { self.shadow?.color = shadow.color.multiplied(by: tint) }
        for i in sublayers.indices { sublayers[i].multiplyColors(by: tint) }
    }
}

extension RenderVisual {
    /// Multiplies the background, border and drawing colours now, and the contents when painted.
    mutating func multiplyColors(by tint: PremultipliedColor) {
        backgroundColor = backgroundColor?.multiplied(by: tint)
        borderColor = borderColor?.multiplied(by: tint)
        drawing = drawing?.multiplied(by: tint)
        if contents != nil { contentsTint = contentsTint?.multiplied(by: tint) ?? tint }
    }

    /// This visual with its contents' pixels multiplied by `contentsTint` (and no tint left); nil without a tint.
    func withTintedContents() -> RenderVisual? {
        guard let tint = contentsTint else { return nil }
        var plain = self
        plain.contentsTint = nil
        guard let source = contents?.surface, let tinted = PixelSurface(width: source.width, height: source.height) else { return plain }
        let factors = [tint.blue, tint.green, tint.red, tint.alpha].map { UInt32(min(max($0, 0), 1) * 255 + 0.5) }
        for y in 0..<source.height {
            let from = (source.pixels + y * source.stride).assumingMemoryBound(to: UInt32.self)
            let to = (tinted.pixels + y * tinted.stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<source.width {
                let word = from[x]
                var out: UInt32 = 0
                for (channel, factor) in factors.enumerated() {
                    let shift = UInt32(channel * 8)
                    out |= ((((word >> shift) & 0xFF) * factor + 127) / 255) << shift
                }
                to[x] = out
            }
        }
        tinted.isKnownOpaque = source.isKnownOpaque && tint.alpha >= 1
        plain.contents = RenderBitmap(surface: tinted, isOpaque: tinted.isKnownOpaque)
        return plain
    }
}

extension LayerDrawing {
    /// The same drawing with every colour multiplied by `tint`.
    func multiplied(by tint: PremultipliedColor) -> LayerDrawing {
        switch self {
        case let .content(drawing):
            return .content(AnyLayerDrawing(drawing.base.multiplied(by: tint)))
        case var .shadow(shadow):
            shadow.color = shadow.color.multiplied(by: tint)
            return .shadow(shadow)
        }
    }
}

extension PremultipliedColor {
    /// The color multiplied channel by channel by `tint` (both premultiplied, so the product is too).
    func multiplied(by tint: PremultipliedColor) -> PremultipliedColor {
        PremultipliedColor(red: red * tint.red, green: green * tint.green, blue: blue * tint.blue, alpha: alpha * tint.alpha)
    }
}
