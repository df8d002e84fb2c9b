import XCTest
@testable import QuartzCore

/// A tiled layer that records each tile it is asked to draw: the clip's bounding box and the CTM's scale.
class RecordingTiledLayer: CATiledLayer {
    struct Draw: Equatable {
        var clip: CGRect
        var scale: CGFloat
    }

    var draws: [Draw] = []

    override func draw(in ctx: CGContext) {
        draws.append(Draw(clip: ctx.boundingBoxOfClipPath, scale: ctx.ctm.a))
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fill(ctx.boundingBoxOfClipPath)
    }

    /// The clips drawn, as a set.
    var clips: Set<CGRectKey> { Set(draws.map { CGRectKey($0.clip) }) }
}

/// A rectangle as a hashable value, for sets of clips.
struct CGRectKey: Hashable, CustomStringConvertible {
    var x, y, width, height: CGFloat
    init(_ r: CGRect) { (x, y, width, height) = (r.minX, r.minY, r.width, r.height) }
    init(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) { (self.x, self.y, self.width, self.height) = (x, y, width, height) }
    var description: String { "(\(x), \(y), \(width), \(height))" }
}

/// A window-sized root with a masking viewport (the scroll view) holding a tiled layer.
@MainActor
struct TiledScene {
    let root = CALayer()
    let viewport = CALayer()
    let tiled: RecordingTiledLayer

    init(tiled: RecordingTiledLayer = RecordingTiledLayer(), size: CGSize, viewport frame: CGRect, rootSize: CGSize = CGSize(width: 1000, height: 1000)) {
        self.tiled = tiled
        withoutActions {
            root.bounds = CGRect(origin: .zero, size: rootSize)
            root.position = CGPoint(x: rootSize.width / 2, y: rootSize.height / 2)
            viewport.frame = frame
            viewport.masksToBounds = true
            tiled.anchorPoint = .zero
            tiled.bounds = CGRect(origin: .zero, size: size)
            tiled.position = .zero
            root.addSublayer(viewport)
            viewport.addSublayer(tiled)
        }
    }

    /// Commits as the window does: the tree's snapshot, for which the tiled layer draws what shows.
    @discardableResult
    func commit() -> LayerTreeSnapshot {
        root.treeSnapshot()
    }

    /// Commits as the window does until no tile waits (at most `frames` times); the last snapshot.
    @discardableResult
    func commitUntilDrawn(frames: Int = 100) -> LayerTreeSnapshot {
        var snapshot = root.treeSnapshot()
        for _ in 0..<frames {
            let before = tiled.draws.count
            snapshot = root.treeSnapshot()
            if tiled.draws.count == before { break }
        }
        return snapshot
    }

    /// The tiled layer's tiles as they show at global time `time` in `snapshot`.
    static func tiles(of snapshot: LayerTreeSnapshot, at time: CFTimeInterval) -> [RenderLayer] {
        snapshot.renderLayer(at: time).sublayers[0].sublayers[0].sublayers
    }
}
