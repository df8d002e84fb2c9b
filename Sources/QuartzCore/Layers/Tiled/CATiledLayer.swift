import Foundation

/// A layer whose content is drawn in tiles, only where it shows and at the level of detail the zoom it shows at
/// needs: the layer for content far larger than the screen (maps, documents, huge images in a zooming scroll view).
/// `draw(in:)` (by default the delegate's `draw(_:in:)`) runs once per tile, clipped to the tile's rectangle and with
/// the CTM scaled for its level; each drawn tile fades in over `fadeDuration()`.
///
/// Difference from Apple: tiles are drawn on the main thread when the window commits, at most
/// `tilesDrawnPerFrame` a frame (the rest on the frames after), not on background threads.
@MainActor @preconcurrency
open class CATiledLayer: CALayer {
    /// The time a newly drawn tile takes to fade in; subclasses override it (0 shows tiles at once).
    open class func fadeDuration() -> CFTimeInterval {
        0.25
    }

    /// The number of levels of detail kept: each level halves the resolution of the one above it. Levels whose
    /// tiles would be smaller than a pixel across the layer are not used.
    open var levelsOfDetail: Int = 1 {
        didSet { if levelsOfDetail != oldValue { tilingDidChange() } }
    }

    /// How many of the levels are magnified: with a bias of 2 the finest levels draw at 4× and 2× the layer's
    /// resolution.
    open var levelsOfDetailBias: Int = 0 {
        didSet { if levelsOfDetailBias != oldValue { tilingDidChange() } }
    }

    /// The size of a tile in pixels of its level (at the finest unmagnified level, a tile covers this size divided
    /// by `contentsScale` in points).
    open var tileSize: CGSize = CGSize(width: 256, height: 256) {
        didSet { if tileSize != oldValue { tilingDidChange() } }
    }

    /// Setting it is ignored: a tiled layer shows only the tiles it draws, as on iOS.
    open override var contents: Any? {
        get { super.contents }
        set {}
    }

    /// The tiles drawn and kept, by level and place.
    var tileCache = TileCache()
    /// Runs while tiles wait to be drawn or fade in, so the window keeps drawing frames and committing.
    var frameLink: CADisplayLink?
    /// Whether the layer was committed since the display link last fired.
    var isCommittedSinceLastFrame = false

    /// The most tiles drawn in one commit; the visible tiles nearest the middle of what shows go first.
    ///
    /// Difference from Apple: not in Core Animation; bounds the main thread's drawing per frame.
    public static let tilesDrawnPerFrame = 4

    override public init() {
        super.init()
    }

    override public init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATiledLayer else { return }
        levelsOfDetail = other.levelsOfDetail
        levelsOfDetailBias = other.levelsOfDetailBias
        tileSize = other.tileSize
    }

    /// Gives nil, as every layer here does (see `CALayer.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Marks every tile to be drawn again; the tiles shown stay until their new drawing replaces them.
    open override func setNeedsDisplay() {
        tileCache.invalidate(nil)
        markNeedsDisplay()
    }

    /// Marks the tiles `r` touches (in the layer's coordinates) to be drawn again.
    open override func setNeedsDisplay(_ r: CGRect) {
        tileCache.invalidate(r)
        markNeedsDisplay()
    }

    /// The grid or the levels changed: every tile is drawn anew (not in a presentation copy being made).
    private func tilingDidChange() {
        guard !CALayer.isCopyingForPresentation, !isPresentationCopy else { return }
        tileCache.removeAll()
        markNeedsDisplay()
    }

    /// Draws nothing at once: the tiles are drawn where they show when the layer is committed.
    open override func display() {
        needsDisplayFlag = false
    }

    /// Tiles are cut from the bounds: a new size or origin draws them all again.
    open override var bounds: CGRect {
        didSet { if bounds != oldValue { tilingDidChange() } }
    }

    /// Tiles are drawn at this many pixels a point (times their level's scale): a new scale draws them all again.
    open override var contentsScale: CGFloat {
        didSet { if contentsScale != oldValue { tilingDidChange() } }
    }
}
