import Foundation

/// Where particles are born (`kCAEmitterLayer…` shape constants in Objective-C).
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A single point at (`emitterPosition`, `emitterZPosition`).
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    /// A horizontal line `emitterSize.width` long, centred on `emitterPosition`.
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    /// A rectangle `emitterSize` large, centred on `emitterPosition`.
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    /// A box `emitterSize` by `emitterDepth`, centred on (`emitterPosition`, `emitterZPosition`).
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    /// A circle of radius `emitterSize.width` about `emitterPosition`.
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    /// A sphere of radius `emitterSize.width` about (`emitterPosition`, `emitterZPosition`).
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// Which part of the shape particles are born on (`kCAEmitterLayerPoints`… in Objective-C).
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The shape's corner points (its centre for a point, circle or sphere).
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    /// The shape's outline.
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    /// The shape's surface (its area for a flat shape).
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    /// The shape's volume (its area for a flat shape).
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// In which order particles are drawn, and how (`kCAEmitterLayerUnordered`… in Objective-C).
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// In no particular order (here: oldest first).
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    /// The oldest particles first, under the newer ones.
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    /// The newest particles first, under the older ones.
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    /// Sorted by depth, the farthest first.
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    /// Added to what lies under them (light adds up), in no particular order.
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}
