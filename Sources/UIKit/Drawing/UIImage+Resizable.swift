import QuartzCore

extension UIImage {
    /// How the part of a resizable image between its caps fills the space it is drawn in.
    public enum ResizingMode: Int, Sendable {
        /// Repeated at its own size.
        case tile = 0
        /// Scaled to fill.
        case stretch = 1
    }

    /// Whether the image keeps caps at their size when drawn at another size.
    var isResizable: Bool { capInsets != .zero }

    /// Draws the nine parts of a resizable image into `rect` (the image's upright pixels).
    func drawSlices(of image: CGImage, in rect: CGRect, into context: CGContext) {
        let slices = ResizableImageSlices(imageSize: size, capInsets: capInsets, scale: scale, destination: rect)
        for piece in slices.pieces {
            guard let part = image.cropping(to: piece.source) else { continue }
            if piece.tiles, resizingMode == .tile {
                context.drawTiledUpright(part, tile: CGRect(origin: piece.destination.origin, size: piece.naturalSize), in: piece.destination)
            } else {
                context.drawUpright(part, in: piece.destination)
            }
        }
    }
}

/// Where each of a resizable image's nine parts comes from (in pixels) and goes (in points): the corners keep their
/// size, the top and bottom edges fill the width between them, the left and right edges the height, the middle both.
/// Caps wider or taller than the destination shrink in proportion, as UIKit squeezes them.
struct ResizableImageSlices: Equatable {
    struct Piece: Equatable {
        /// The part of the image, in pixels from its top-left corner.
        var source: CGRect
        /// Where it is drawn, in points.
        var destination: CGRect
        /// Its size in points at the image's scale.
        var naturalSize: CGSize
        /// Whether it fills more than its own size along some axis (an edge or the middle), so tiling applies.
        var tiles: Bool
    }

    var pieces: [Piece] = []

    init(imageSize: CGSize, capInsets: UIEdgeInsets, scale: CGFloat, destination rect: CGRect) {
        let rect = rect.standardized
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        let columns = Self.spans(length: imageSize.width, leading: capInsets.left, trailing: capInsets.right,
                                 origin: rect.minX, extent: rect.width, scale: scale)
        let rows = Self.spans(length: imageSize.height, leading: capInsets.top, trailing: capInsets.bottom,
                              origin: rect.minY, extent: rect.height, scale: scale)
        for (rowIndex, row) in rows.enumerated() {
            for (columnIndex, column) in columns.enumerated() {
                guard column.source.length > 0, row.source.length > 0, column.destination.length > 0, row.destination.length > 0
                else { continue }
                pieces.append(Piece(
                    source: CGRect(x: column.source.start, y: row.source.start, width: column.source.length, height: row.source.length),
                    destination: CGRect(x: column.destination.start, y: row.destination.start,
                                        width: column.destination.length, height: row.destination.length),
                    naturalSize: CGSize(width: column.source.length / scale, height: row.source.length / scale),
                    tiles: columnIndex == 1 || rowIndex == 1))
            }
        }
    }

    /// The middle part as a fraction of the image: the layer's `contentsCenter` that stretches it as UIKit does.
    static func contentsCenter(imageSize: CGSize, capInsets: UIEdgeInsets, scale: CGFloat) -> CGRect {
        let columns = spans(length: imageSize.width, leading: capInsets.left, trailing: capInsets.right,
                            origin: 0, extent: imageSize.width, scale: scale)
        let rows = spans(length: imageSize.height, leading: capInsets.top, trailing: capInsets.bottom,
                         origin: 0, extent: imageSize.height, scale: scale)
        let width = (imageSize.width * scale).rounded(), height = (imageSize.height * scale).rounded()
        guard width > 0, height > 0 else { return CGRect(x: 0, y: 0, width: 1, height: 1) }
        return CGRect(x: columns[1].source.start / width, y: rows[1].source.start / height,
                      width: columns[1].source.length / width, height: rows[1].source.length / height)
    }

    /// A start and a length along one axis.
    struct Span: Equatable {
        var start: CGFloat
        var length: CGFloat
    }

    /// The leading cap, the middle and the trailing cap along one axis: their pixels in the image and their points in
    /// the destination.
    static func spans(length: CGFloat, leading: CGFloat, trailing: CGFloat, origin: CGFloat, extent: CGFloat,
                      scale: CGFloat) -> [(source: Span, destination: Span)] {
        let pixels = (length * scale).rounded()
        let leadPixels = min(pixels, (leading * scale).rounded()), trailPixels = min(pixels - leadPixels, (trailing * scale).rounded())
        var lead = leadPixels / scale, trail = trailPixels / scale
        if lead + trail > extent {
            let shrink = extent / (lead + trail)
            lead *= shrink
            trail *= shrink
        }
        return [
            (Span(start: 0, length: leadPixels), Span(start: origin, length: lead)),
            (Span(start: leadPixels, length: pixels - leadPixels - trailPixels), Span(start: origin + lead, length: extent - lead - trail)),
            (Span(start: pixels - trailPixels, length: trailPixels), Span(start: origin + extent - trail, length: trail)),
        ]
    }

    /// Cap insets that fit the image: finite, not negative, and no wider or taller together than it.
    static func sanitized(_ insets: UIEdgeInsets, within size: CGSize) -> UIEdgeInsets {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
        var result = UIEdgeInsets(top: clean(insets.top), left: clean(insets.left), bottom: clean(insets.bottom), right: clean(insets.right))
        if result.left + result.right > size.width {
            result.right = max(0, size.width - result.left)
            result.left = min(result.left, size.width)
        }
        if result.top + result.bottom > size.height {
            result.bottom = max(0, size.height - result.top)
            result.top = min(result.top, size.height)
        }
        return result
    }
}

extension CGContext {
    /// Fills `rect` with copies of `image`, each the size of `tile` and one of them at `tile`, each the right way up.
    func drawTiledUpright(_ image: CGImage, tile: CGRect, in rect: CGRect) {
        saveGState()
        defer { restoreGState() }
        clip(to: rect)
        translateBy(x: 0, y: tile.minY + tile.maxY)
        scaleBy(x: 1, y: -1)
        draw(image, in: tile, byTiling: true)
    }
}
