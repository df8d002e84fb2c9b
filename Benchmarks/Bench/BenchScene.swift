import Foundation
import QuartzCore

/// A benchmark scene: a render tree for each frame number.
struct BenchScene {
    let name: String
    /// What the scene is, in one line for the report.
    let summary: String
    /// Whether making the frame's tree is timed with its drawing (the render side's own work, such as simulating
    /// particles).
    var timesTree = false
    let make: (Int) -> RenderLayer
}

/// Deterministic pseudo-random numbers, so every run draws the same frames.
struct SceneRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> Double {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Double(state >> 11) / Double(1 << 53)
    }
}

/// Bitmaps shared by the scenes.
enum SceneImages {
    /// Whether each layer of the sprites and cards scenes shows its own copy of the scene's image (`bench --copies`):
    /// the compositor then keeps a bitmap per layer, as it did for every layer before layers showing one image at
    /// another scale shared one magnified bitmap.
    nonisolated(unsafe) static var copiesPerLayer = false

    /// `image` for each of `count` layers: the one image, or a copy each (`copiesPerLayer`).
    static func perLayer(_ image: RenderBitmap, count: Int) -> [RenderBitmap] {
        guard copiesPerLayer else { return Array(repeating: image, count: count) }
        return (0..<count).map { _ in
            let copy = PixelSurface(width: image.surface.width, height: image.surface.height)!
            for y in 0..<copy.height {
                memcpy(copy.pixels + y * copy.stride, image.surface.pixels + y * image.surface.stride, copy.width * 4)
            }
            copy.isKnownOpaque = image.surface.isKnownOpaque
            return RenderBitmap(surface: copy, isOpaque: image.isOpaque)
        }
    }

    /// A square of translucent color with a darker ring: a sprite's contents.
    static func sprite(size: Int, alpha: Float) -> RenderBitmap {
        let surface = PixelSurface(width: size, height: size)!
        let color = PremultipliedColor(straightRed: 0.9, green: 0.4, blue: 0.1, alpha: Double(alpha))
        surface.fill(surface.bounds, with: color)
        surface.fill(DamageRect(x: size / 4, y: size / 4, width: size / 2, height: size / 2),
                     with: PremultipliedColor(straightRed: 0.2, green: 0.2, blue: 0.8, alpha: Double(alpha)))
        return RenderBitmap(surface: surface)
    }

    /// An opaque card with a pattern, so filtering shows.
    static func card(size: Int) -> RenderBitmap {
        let surface = PixelSurface(width: size, height: size)!
        surface.fill(surface.bounds, with: PremultipliedColor(red: 0.95, green: 0.95, blue: 0.9, alpha: 1))
        for i in stride(from: 0, to: size, by: 32) {
            surface.fill(DamageRect(x: i, y: 0, width: 16, height: size), with: PremultipliedColor(red: 0.2, green: 0.5, blue: 0.8, alpha: 1))
        }
        surface.isKnownOpaque = true
        return RenderBitmap(surface: surface, isOpaque: true)
    }
}
