import Foundation

/// What a tiled layer does each time the window commits: works out what shows and at which level, draws the tiles
/// missing there (a few a frame), drops the tiles no longer wanted, and hands the rest to the render side as
/// sublayers that fade in.
extension CATiledLayer {
    /// The most tiles of one level drawn for what shows (a layer zoomed out past its coarsest level is drawn in
    /// the middle of the view only).
    static let visibleTileLimit = 256
    /// The most tiles kept.
    static let keptTileLimit = 2 * visibleTileLimit

    /// The number of tiles kept now.
    var cachedTileCount: Int { tileCache.count }

    /// Brings the tiles up to date with where the layer shows now and gives them as sublayer snapshots, coarser
    /// levels under finer ones and the level shown on top.
    func tileSnapshots() -> [LayerSnapshot] {
        let now = convertTime(CACurrentMediaTime(), from: nil)
        let duration = Self.validFade(type(of: self).fadeDuration())
        let grid = TileGrid(bounds: bounds, tileSize: tileSize, contentsScale: contentsScale,
                            levelsOfDetail: levelsOfDetail, levelsOfDetailBias: levelsOfDetailBias)
        let showing = areaShowing()
        let level = grid.level(forScreenScale: showing.scale)
        let wanted = grid.tiles(in: showing.rect, level: level, limit: Self.visibleTileLimit)
        var drawn = 0
        for key in wanted where tileCache.needsDrawing(key) && drawn < Self.tilesDrawnPerFrame {
            drawTile(key, in: grid, at: now)
            drawn += 1
        }
        let pending = wanted.contains(where: tileCache.needsDrawing)
        let covers = !pending && wanted.allSatisfy { tileCache.hasFadedIn($0, at: now, fade: duration) }
        let extent = grid.tileExtent(of: level)
        tileCache.evict(level: level, kept: showing.rect.insetBy(dx: -extent.width, dy: -extent.height), visible: showing.rect,
                        levelCovers: covers, limit: Self.keptTileLimit, now: now, fade: duration)
        keepFramesComing(pending || tileCache.isFading(at: now, fade: duration))
        return tileCache.drawingOrder(shownLevel: level)
            .filter { $0.key.level == level || !isCovered($0.tile.rect.intersection(showing.rect), level: level, in: grid, at: now, fade: duration) }
            .flatMap { Self.snapshots(of: $0.tile, now: now, fade: duration) }
    }

    /// Whether tiles of `level` that have faded in cover `area`, so that a tile of another level under them would not
    /// show (and, were the content translucent, would show through).
    private func isCovered(_ area: CGRect, level: Int, in grid: TileGrid, at now: CFTimeInterval, fade: CFTimeInterval) -> Bool {
        let keys = grid.tiles(in: area, level: level, limit: Self.visibleTileLimit)
        guard !keys.isEmpty, keys.count < Self.visibleTileLimit else { return false }
        return keys.allSatisfy { tileCache.hasFadedIn($0, at: now, fade: fade) }
    }

    /// A fade duration the layer can use: not negative, and finite.
    private static func validFade(_ duration: CFTimeInterval) -> CFTimeInterval {
        duration.isFinite && duration > 0 ? duration : 0
    }

    /// Draws the tile `key` through `draw(in:)` into a bitmap of its level, clipped to its rectangle, with its apron.
    private func drawTile(_ key: TileKey, in grid: TileGrid, at now: CFTimeInterval) {
        let rect = grid.rect(of: key)
        let scale = grid.pixelScale(of: key.level)
        let apron = TileApron.sides(of: rect, in: grid.bounds)
        let width = max(1, Int((rect.width * scale).rounded(.up))) + (apron.right ? 1 : 0)
        let height = max(1, Int((rect.height * scale).rounded(.up))) + (apron.bottom ? 1 : 0)
        guard let context = CGContext(pixelWidth: width, pixelHeight: height, scale: scale) else {
            CADiagnostics.report("CATiledLayer tile of \(width)×\(height) pixels could not be made; tileSize is too large")
            return
        }
        context.translateBy(x: -rect.minX, y: -rect.minY)
        context.clip(to: rect)
        draw(in: context)
        guard let image = context.makeImage().flatMap({ TileApron.filled($0, right: apron.right, bottom: apron.bottom) }) else { return }
        let old = tileCache[key]
        tileCache[key] = Tile(
            rect: rect, image: image, pixelScale: scale, drawnAt: now, replaced: old?.image,
            id: old?.id ?? CALayer.nextRenderID(), replacedID: old?.replacedID ?? CALayer.nextRenderID())
    }

    /// A tile as sublayers: the drawing it replaces while it fades in, then its own, fading in from `drawnAt`.
    private static func snapshots(of tile: Tile, now: CFTimeInterval, fade: CFTimeInterval) -> [LayerSnapshot] {
        let fades = now < tile.drawnAt + fade
        let fadeIn: [any LayerAnimationSnapshot] = fades ? [TileFadeSnapshot(begin: tile.drawnAt, duration: fade)] : []
        let own = snapshot(id: tile.id, image: tile.image, tile: tile, animations: fadeIn)
        guard fades, let replaced = tile.replaced else { return [own] }
        return [snapshot(id: tile.replacedID, image: replaced, tile: tile, animations: []), own]
    }

    /// A sublayer showing `image` over the tile's rectangle (rounded out to the bitmap's whole pixels).
    private static func snapshot(id: UInt64, image: CGImage, tile: Tile, animations: [any LayerAnimationSnapshot]) -> LayerSnapshot {
        var values = LayerValues()
        let size = CGSize(width: CGFloat(image.width) / tile.pixelScale, height: CGFloat(image.height) / tile.pixelScale)
        values.bounds = CGRect(origin: .zero, size: size)
        values.position = CGPoint(x: tile.rect.minX + size.width / 2, y: tile.rect.minY + size.height / 2)
        values.contents = image
        values.contentsScale = tile.pixelScale
        var snapshot = LayerSnapshot(
            id: id, values: values, timing: CAMediaTimingValues(), animations: animations, transitions: [], sublayers: [],
            maskStorage: [], drawsAnimatedContent: false)
        snapshot.prepareStillParts()
        return snapshot
    }

    /// Keeps a display link running while tiles wait or fade, so the window draws frames and commits again; it
    /// stops itself when the layer was not committed since its last frame (the layer left the tree or was freed).
    private func keepFramesComing(_ wanted: Bool) {
        isCommittedSinceLastFrame = true
        if wanted, frameLink == nil {
            let link = CADisplayLink { [weak self] link in
                guard let self, self.isCommittedSinceLastFrame else {
                    link.invalidate()
                    self?.frameLink = nil
                    return
                }
                self.isCommittedSinceLastFrame = false
            }
            frameLink = link
            link.add(to: .main, forMode: .common)
        } else if !wanted, let link = frameLink {
            link.invalidate()
            frameLink = nil
        }
    }
}

/// A tile's fade in: its opacity rises from 0 to 1 over `duration` from `begin`, in its superlayer's time.
struct TileFadeSnapshot: LayerAnimationSnapshot {
    let begin: CFTimeInterval
    let duration: CFTimeInterval

    func apply(to values: inout LayerValues, parentTime: CFTimeInterval) {
        let progress = min(1, max(0, (parentTime - begin) / duration))
        values.opacity *= Float(progress)
    }
}
