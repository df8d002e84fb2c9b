import Foundation
import QuartzCore

extension Scenes {
    /// 5,000 live particles of a 32×32 soft dot with colour and alpha ranges, drifting over the whole window at
    /// 1080p, blended over the sky or added to it (`additive`). Each frame includes the simulation on the render
    /// side (the tree evaluated at the frame's time), not only the drawing.
    static func emitter(additive: Bool = false) -> BenchScene {
        let tree = MainActor.assumeIsolated { () -> LayerTreeSnapshot in
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            defer { CATransaction.commit() }
            let root = skyLayer()
            let emitter = CAEmitterLayer()
            emitter.frame = root.bounds
            emitter.emitterShape = .rectangle
            emitter.emitterPosition = CGPoint(x: size.width / 2, y: size.height / 2)
            emitter.emitterSize = size
            emitter.renderMode = additive ? .additive : .oldestFirst
            let cell = CAEmitterCell()
            cell.name = "dot"
            cell.contents = softDot(size: 32)
            cell.birthRate = 1000
            cell.lifetime = 5
            cell.velocity = 40
            cell.emissionRange = .pi
            cell.spin = 1
            cell.color = CGColor(red: 0.8, green: 0.6, blue: 0.4, alpha: 0.7)
            cell.redRange = 0.2
            cell.greenRange = 0.3
            cell.blueRange = 0.4
            cell.alphaRange = 0.3
            cell.alphaSpeed = -0.1
            emitter.emitterCells = [cell]
            root.addSublayer(emitter)
            return root.treeSnapshot()
        }
        return BenchScene(
            name: additive ? "emitter-additive" : "emitter",
            summary: "5,000 particles 32×32 with colour and alpha ranges" + (additive ? ", added" : ", blended") + ", simulated each frame",
            timesTree: true
        ) { frame in
            tree.renderLayer(at: 1000 + Double(frame) / 60)
        }
    }

    /// The window's opaque sky as a layer (call inside a transaction without actions).
    @MainActor
    static func skyLayer() -> CALayer {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = CGColor(red: 0.35, green: 0.6, blue: 0.95, alpha: 1)
        root.isOpaque = true
        return root
    }

    /// A white dot, opaque in the middle and soft at the rim.
    static func softDot(size: Int) -> CGImage {
        var words: [UInt32] = []
        let middle = Double(size) / 2
        for y in 0..<size {
            for x in 0..<size {
                let dx = Double(x) + 0.5 - middle, dy = Double(y) + 0.5 - middle
                let alpha = UInt32(max(0, min(1, 1.4 * (1 - (dx * dx + dy * dy).squareRoot() / middle))) * 255)
                words.append(alpha << 24 | alpha << 16 | alpha << 8 | alpha)
            }
        }
        return CGImage(width: size, height: size, premultipliedARGB32: words)!
    }
}
