import Foundation
import QuartzCore

extension Scenes {
    /// The sprites as an iOS developer writes them (issue 19): 500 translucent 64×64 layers, each bouncing on its own
    /// x and y paths at 60–300 px/s through two `CABasicAnimation`s (`position.x`, `position.y`, autoreversing
    /// forever). Each frame includes evaluating the 1,000 animations on the render side, and the sprites land on
    /// fractions of a pixel. The animations all begin at the scene's start, so every run (callgrind's too, however
    /// slowly it builds the scene) draws the same frames.
    static func spritesAnimated() -> BenchScene {
        let (tree, start) = MainActor.assumeIsolated { () -> (LayerTreeSnapshot, CFTimeInterval) in
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            defer { CATransaction.commit() }
            let root = skyLayer()
            let image = spriteImage(size: 64, alpha: 0.7)
            var random = SceneRandom(seed: 1)
            let start = CACurrentMediaTime()
            for _ in 0..<500 {
                let sprite = CALayer()
                sprite.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
                sprite.contents = image
                sprite.position = CGPoint(x: 32 + random.next() * 1856, y: 32 + random.next() * 1016)
                for (key, extent) in [("position.x", size.width), ("position.y", size.height)] {
                    let bounce = CABasicAnimation(keyPath: key)
                    bounce.fromValue = 32.0
                    bounce.toValue = Double(extent) - 32
                    bounce.duration = (Double(extent) - 64) / (60 + random.next() * 240)
                    bounce.timeOffset = random.next() * bounce.duration
                    bounce.beginTime = start
                    bounce.autoreverses = true
                    bounce.repeatCount = .infinity
                    sprite.add(bounce, forKey: key)
                }
                root.addSublayer(sprite)
            }
            return (root.treeSnapshot(), start)
        }
        return BenchScene(
            name: "sprites-animated",
            summary: "the sprites bouncing by 1,000 CABasicAnimations, at fractions of a pixel",
            timesTree: true
        ) { frame in
            tree.renderLayer(at: start + Double(frame) / 60)
        }
    }

    /// The sprites' image as a `CGImage`: a square of translucent orange with a translucent blue middle.
    static func spriteImage(size: Int, alpha: Double) -> CGImage {
        func word(_ red: Double, _ green: Double, _ blue: Double) -> UInt32 {
            let a = UInt32(alpha * 255 + 0.5)
            func channel(_ value: Double) -> UInt32 { UInt32(value * alpha * 255 + 0.5) }
            return a << 24 | channel(red) << 16 | channel(green) << 8 | channel(blue)
        }
        let outer = word(0.9, 0.4, 0.1), inner = word(0.2, 0.2, 0.8)
        let words = (0..<size * size).map { index -> UInt32 in
            let x = index % size, y = index / size
            return (size / 4..<size * 3 / 4).contains(x) && (size / 4..<size * 3 / 4).contains(y) ? inner : outer
        }
        return CGImage(width: size, height: size, premultipliedARGB32: words)!
    }
}
