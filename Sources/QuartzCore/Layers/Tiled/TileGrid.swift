import Foundation

/// Where a tile sits: its level of detail (a power of two: 0 is the layer's own resolution, 1 twice it, -1 half)
/// and its column and row in that level's grid, counted from the layer's origin.
struct TileKey: Hashable {
    var level: Int
    var column: Int
    var row: Int
}

/// A tiled layer's levels of detail and how each cuts the bounds into tiles, worked out from its properties alone.
struct TileGrid {
    var bounds: CGRect
    /// A tile's size in pixels of its level.
    var tileSize: CGSize
    var contentsScale: CGFloat
    /// The levels kept, finest first: `levelsOfDetailBias` magnified ones, then halving, dropping those at which the
    /// whole layer would be less than a pixel across.
    let levels: [Int]

    init(bounds: CGRect, tileSize: CGSize, contentsScale: CGFloat, levelsOfDetail: Int, levelsOfDetailBias: Int) {
        self.bounds = bounds
        // A tile is at least a pixel and at most `largestTile` a side, whatever was asked.
        let side = { (length: CGFloat) in length.isFinite ? min(max(1, length.rounded()), Self.largestTile) : 256 }
        self.tileSize = CGSize(width: side(tileSize.width), height: side(tileSize.height))
        self.contentsScale = contentsScale
        let count = min(max(1, levelsOfDetail), 64)
        let finest = min(max(0, levelsOfDetailBias), 16)
        let shortest = min(bounds.width, bounds.height) * contentsScale
        levels = (0..<count).map { finest - $0 }.filter { $0 == finest || shortest * Self.scale(of: $0) >= 1 }
    }

    /// The largest tile side in pixels.
    static let largestTile: CGFloat = 4096

    /// The scale of `level` relative to the layer's own resolution.
    static func scale(of level: Int) -> CGFloat {
        CGFloat(sign: .plus, exponent: level, significand: 1)
    }

    /// Device pixels per point of the layer in a tile of `level`.
    func pixelScale(of level: Int) -> CGFloat {
        Self.scale(of: level) * contentsScale
    }

    /// The level that draws the layer sharp where it shows `screenScale` times its size: the coarsest whose scale
    /// is at least that, or the finest kept when none is.
    func level(forScreenScale screenScale: CGFloat) -> Int {
        guard let finest = levels.first, let coarsest = levels.last else { return 0 }
        guard screenScale.isFinite, screenScale > 0 else { return screenScale > 0 ? finest : coarsest }
        let wanted = Int(log2(screenScale * (1 - 1e-9)).rounded(.up))
        return min(max(wanted, coarsest), finest)
    }

    /// A tile's extent in points at `level`.
    func tileExtent(of level: Int) -> CGSize {
        let scale = pixelScale(of: level)
        return CGSize(width: tileSize.width / scale, height: tileSize.height / scale)
    }

    /// The tile's rectangle in the layer's coordinates: its cell of the grid within the bounds.
    func rect(of key: TileKey) -> CGRect {
        let extent = tileExtent(of: key.level)
        let cell = CGRect(x: CGFloat(key.column) * extent.width, y: CGFloat(key.row) * extent.height,
                          width: extent.width, height: extent.height)
        return cell.intersection(bounds)
    }

    /// The tiles of `level` that `rect` touches within the bounds, nearest its middle first; at most `limit` of them
    /// (those nearest the middle).
    func tiles(in rect: CGRect, level: Int, limit: Int) -> [TileKey] {
        let area = rect.intersection(bounds)
        guard !area.isNull, area.width > 0, area.height > 0 else { return [] }
        let extent = tileExtent(of: level)
        var columns = Self.cells(area.minX, area.maxX, extent.width)
        var rows = Self.cells(area.minY, area.maxY, extent.height)
        // Beyond the limit only the middle cells are kept, so a layer zoomed far out is never cut into millions.
        if Double(columns.count) * Double(rows.count) > Double(limit) {
            let side = max(1, Int(Double(limit).squareRoot()))
            let keptColumns = min(columns.count, max(side, limit / rows.count))
            columns = Self.middle(of: columns, count: keptColumns)
            rows = Self.middle(of: rows, count: max(1, limit / keptColumns))
        }
        let middle = CGPoint(x: area.midX, y: area.midY)
        var keys: [(key: TileKey, distance: CGFloat)] = []
        for row in rows {
            for column in columns {
                let key = TileKey(level: level, column: column, row: row)
                let cell = CGRect(x: CGFloat(column) * extent.width, y: CGFloat(row) * extent.height,
                                  width: extent.width, height: extent.height)
                keys.append((key, hypot(cell.midX - middle.x, cell.midY - middle.y)))
            }
        }
        return keys.sorted { ($0.distance, $0.key.row, $0.key.column) < ($1.distance, $1.key.row, $1.key.column) }
            .prefix(limit).map(\.key)
    }

    /// The cells of width `extent` that the span from `low` to `high` touches.
    private static func cells(_ low: CGFloat, _ high: CGFloat, _ extent: CGFloat) -> ClosedRange<Int> {
        // Cells this far out are beyond any drawing; the bound keeps the conversion to Int safe.
        let bound: CGFloat = 1e15
        let first = Int(min(max((low / extent).rounded(.down), -bound), bound))
        let last = max(first, Int(min(max((high / extent).rounded(.up), -bound), bound)) - 1)
        return first...last
    }

    /// The `count` cells in the middle of `range`.
    private static func middle(of range: ClosedRange<Int>, count: Int) -> ClosedRange<Int> {
        guard range.count > count else { return range }
        let start = range.lowerBound + (range.count - count) / 2
        return start...(start + count - 1)
    }
}
