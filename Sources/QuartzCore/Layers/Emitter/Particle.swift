import Foundation

/// One live particle at one instant, as the render side draws it: where its image's centre is (in the emitter
/// layer's coordinates), how its image is turned and sized, and the colour it is multiplied by.
public struct Particle: Hashable, Sendable {
    /// The centre, in the emitter layer's coordinates.
    public var x: Double
    public var y: Double
    /// The depth, for `.backToFront`.
    public var z: Double
    /// The map from image pixels (about the image's centre) to layer points: (a·s + c·t, b·s + d·t).
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    /// The premultiplied colour factors (0…1) the image's channels are multiplied by.
    public var red: Float
    public var green: Float
    public var blue: Float
    public var alpha: Float
    /// Which image (`ParticleBatch.images`) and which part of it, in image pixels.
    public var image: Int
    public var sourceRect: DamageRect
    /// The cell's name, and how long the particle has lived (for tests and descriptions).
    public var cellName: String?
    public var age: Double

    /// Half the width and height of the box holding the turned image, in layer points.
    var halfExtent: (x: Double, y: Double) {
        let w = Double(sourceRect.width) / 2, h = Double(sourceRect.height) / 2
        return (abs(a) * w + abs(c) * h, abs(b) * w + abs(d) * h)
    }
}
