import Foundation

/// One drawn tile: its drawing, where it goes and when it began to fade in.
struct Tile {
    /// The tile's rectangle in the layer's coordinates (its bitmap covers it, rounded out to whole pixels, and its
    /// apron).
    var rect: CGRect
    var image: CGImage
    /// Device pixels per point of the layer in the bitmap.
    var pixelScale: CGFloat
    /// The layer's time the drawing was made, from which it fades in.
    var drawnAt: CFTimeInterval
    /// The drawing it replaces, shown under it until it has faded in.
    var replaced: CGImage?
    /// Whether the layer asked for it to be drawn again.
    var isStale = false
    /// The render side's identities of the tile and of the drawing under it, kept as long as the tile.
    let id: UInt64
    let replacedID: UInt64
}

/// The tiles a tiled layer has drawn, by level and place, and the rules that keep them few: tiles of the level
/// shown far from what shows, and tiles of other levels once the level shown covers what shows, are dropped.
struct TileCache {
    private(set) var tiles: [TileKey: Tile] = [:]

    /// The number of tiles kept.
    var count: Int { tiles.count }

    subscript(key: TileKey) -> Tile? {
        get { tiles[key] }
        set { tiles[key] = newValue }
    }

    /// Marks the tiles `rect` touches (all of them for nil) to be drawn again.
    mutating func invalidate(_ rect: CGRect?) {
        for (key, tile) in tiles where rect.map({ $0.overlaps(tile.rect) }) ?? true {
            tiles[key]?.isStale = true
        }
    }

    mutating func removeAll() {
        tiles.removeAll()
    }

    /// Whether `key` waits to be drawn (never drawn, or asked to be drawn again).
    func needsDrawing(_ key: TileKey) -> Bool {
        tiles[key].map(\.isStale) ?? true
    }

    /// Drops what is no longer wanted at layer time `now`: tiles of `level` outside `kept`; tiles of other levels
    /// outside `visible`, and all of them once `levelCovers` (the level shown has drawn and faded in all it shows);
    /// replaced drawings whose successors have faded in; beyond `limit` tiles, those farthest from `visible`.
    mutating func evict(level: Int, kept: CGRect, visible: CGRect, levelCovers: Bool, limit: Int, now: CFTimeInterval, fade: CFTimeInterval) {
        tiles = tiles.filter { key, tile in
            key.level == level ? tile.rect.overlaps(kept) : !levelCovers && tile.rect.overlaps(visible)
        }
        if tiles.count > limit {
            let middle = CGPoint(x: visible.midX, y: visible.midY)
            let distance = { (tile: Tile) in hypot(tile.rect.midX - middle.x, tile.rect.midY - middle.y) }
            let nearest = tiles.sorted { distance($0.value) < distance($1.value) }.prefix(limit)
            tiles = Dictionary(uniqueKeysWithValues: nearest.map { ($0.key, $0.value) })
        }
        for (key, tile) in tiles where tile.replaced != nil && now >= tile.drawnAt + fade {
            tiles[key]?.replaced = nil
        }
    }

    /// Whether the tile `key` is drawn and has faded in by layer time `now`.
    func hasFadedIn(_ key: TileKey, at now: CFTimeInterval, fade: CFTimeInterval) -> Bool {
        tiles[key].map { now >= $0.drawnAt + fade } ?? false
    }

    /// Whether some tile is still fading in at layer time `now`.
    func isFading(at now: CFTimeInterval, fade: CFTimeInterval) -> Bool {
        tiles.values.contains { now < $0.drawnAt + fade }
    }

    /// The tiles in the order they are drawn: coarser levels under finer ones, the level shown on top.
    func drawingOrder(shownLevel: Int) -> [(key: TileKey, tile: Tile)] {
        tiles.map { ($0.key, $0.value) }.sorted { a, b in
            let rank = { (key: TileKey) in key.level == shownLevel ? Int.max : key.level }
            return (rank(a.key), a.key.row, a.key.column) < (rank(b.key), b.key.row, b.key.column)
        }
    }
}

extension CGRect {
    /// Whether the two rectangles share some area (rectangles that only touch along an edge do not).
    func overlaps(_ other: CGRect) -> Bool {
        let common = intersection(other)
        return !common.isNull && common.width > 0 && common.height > 0
    }
}
