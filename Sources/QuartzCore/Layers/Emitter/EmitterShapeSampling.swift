import Foundation

/// Where on the emitter's shape a particle is born, as Core Animation's shape and mode constants describe it.
extension EmitterSimulation {
    /// A birth place on the shape of `fields`, in the layer's coordinates (z: depth).
    static func origin(on fields: CAEmitterLayer.ModelFields, random: inout EmitterRandom) -> SIMD3<Double> {
        let center = SIMD3(Double(fields.emitterPosition.x), Double(fields.emitterPosition.y), Double(fields.emitterZPosition))
        let width = Double(fields.emitterSize.width), height = Double(fields.emitterSize.height), depth = Double(fields.emitterDepth)
        let mode = fields.emitterMode
        func along(_ length: Double) -> Double { (random.unit() - 0.5) * length }
        switch fields.emitterShape {
        case .line:
            if mode == .points { return center + SIMD3(random.unit() < 0.5 ? -width / 2 : width / 2, 0, 0) }
            return center + SIMD3(along(width), 0, 0)
        case .rectangle:
            switch mode {
            case .points: return center + corner(width, height, 0, random: &random)
            case .outline: return center + onPerimeter(width, height, random: &random)
            default: return center + SIMD3(along(width), along(height), 0)
            }
        case .cuboid:
            switch mode {
            case .points: return center + corner(width, height, depth, random: &random)
            case .outline, .surface: return center + onFace(width, height, depth, random: &random)
            default: return center + SIMD3(along(width), along(height), along(depth))
            }
        case .circle:
            let angle = 2 * Double.pi * random.unit()
            switch mode {
            case .points: return center
            case .outline: return center + SIMD3(cos(angle), sin(angle), 0) * width
            default: return center + SIMD3(cos(angle), sin(angle), 0) * (width * random.unit().squareRoot())
            }
        case .sphere:
            let z = random.signed(), angle = 2 * Double.pi * random.unit(), ring = max(0, 1 - z * z).squareRoot()
            let onSphere = SIMD3(ring * cos(angle), ring * sin(angle), z)
            switch mode {
            case .points: return center
            case .outline, .surface: return center + onSphere * width
            default: return center + onSphere * (width * cbrt(random.unit()))
            }
        default:
            return center
        }
    }

    /// One of the corners of a `width`×`height`×`depth` box about the origin.
    private static func corner(_ width: Double, _ height: Double, _ depth: Double, random: inout EmitterRandom) -> SIMD3<Double> {
        SIMD3(random.unit() < 0.5 ? -width / 2 : width / 2, random.unit() < 0.5 ? -height / 2 : height / 2,
              random.unit() < 0.5 ? -depth / 2 : depth / 2)
    }

    /// A point on the outline of a `width`×`height` rectangle about the origin, evenly by length.
    private static func onPerimeter(_ width: Double, _ height: Double, random: inout EmitterRandom) -> SIMD3<Double> {
        let perimeter = 2 * (abs(width) + abs(height))
        guard perimeter > 0 else { return .zero }
        var distance = random.unit() * perimeter
        if distance < abs(width) { return SIMD3(distance - width / 2, -height / 2, 0) }
        distance -= abs(width)
        if distance < abs(height) { return SIMD3(width / 2, distance - height / 2, 0) }
        distance -= abs(height)
        if distance < abs(width) { return SIMD3(width / 2 - distance, height / 2, 0) }
        distance -= abs(width)
        return SIMD3(-width / 2, height / 2 - distance, 0)
    }

    /// A point on the faces of a `width`×`height`×`depth` box about the origin, evenly by area.
    private static func onFace(_ width: Double, _ height: Double, _ depth: Double, random: inout EmitterRandom) -> SIMD3<Double> {
        let w = abs(width), h = abs(height), d = abs(depth)
        let areas = [w * h, w * h, w * d, w * d, h * d, h * d]
        let total = areas.reduce(0, +)
        var point = SIMD3((random.unit() - 0.5) * width, (random.unit() - 0.5) * height, (random.unit() - 0.5) * depth)
        guard total > 0 else { return point }
        var pick = random.unit() * total, face = 0
        while face < 5, pick >= areas[face] {
            pick -= areas[face]
            face += 1
        }
        switch face {
        case 0, 1: point.z = face == 0 ? -depth / 2 : depth / 2
        case 2, 3: point.y = face == 2 ? -height / 2 : height / 2
        default: point.x = face == 4 ? -width / 2 : width / 2
        }
        return point
    }
}
