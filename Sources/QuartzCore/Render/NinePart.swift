import CPixman
import Foundation

/// Nine-part stretching of a layer's contents (`contentsCenter`), as Core Animation does it: the
/// shown part of the image is cut by the center rectangle into a 3×3 grid; the corners keep their
/// size, the top and bottom edges stretch across, the left and right edges down, the middle both ways.
struct NinePart {
    let image: PixelSurface
    /// The grid's column boundaries in image pixels: the part's left edge, the center's, the part's right edge.
    let columns: [Int]
    /// The grid's row boundaries in image pixels.
    let rows: [Int]

    /// The grid of `image` for the unit rectangles `contentsRect` (the part shown) and `center` (of
    /// that part, as Apple interprets it after `contentsRect`). A center of zero width or height
    /// stands for one source pixel there, as on Apple platforms. Boundaries round to whole pixels.
    init(image: PixelSurface, contentsRect: CGRect, center: CGRect) {
        self.image = image
        columns = Self.boundaries(size: image.width, part: (contentsRect.minX, contentsRect.maxX), center: (center.minX, center.maxX))
        rows = Self.boundaries(size: image.height, part: (contentsRect.minY, contentsRect.maxY), center: (center.minY, center.maxY))
    }

    private static func boundaries(size: Int, part: (CGFloat, CGFloat), center: (CGFloat, CGFloat)) -> [Int] {
        func pixel(_ unit: CGFloat, in range: ClosedRange<Int>, span: CGFloat, from origin: Int) -> Int {
            let value = unit * span
            return value.isFinite ? min(max(origin + Int(pixelClamping: value, .toNearestOrAwayFromZero), range.lowerBound), range.upperBound) : range.lowerBound
        }
        let low = pixel(part.0, in: 0...size, span: CGFloat(size), from: 0)
        let high = pixel(part.1, in: low...size, span: CGFloat(size), from: 0)
        let span = CGFloat(high - low)
        var first = pixel(center.0, in: low...high, span: span, from: low)
        var last = pixel(center.1, in: first...high, span: span, from: low)
        if last == first, high > low {
            // An empty center: the one pixel at its place stretches.
            first = min(max(low + Int(pixelClamping: center.0 * span, .down), low), high - 1)
            last = first + 1
        }
        return [low, first, last, high]
    }

    /// Draws the grid into `frame` (target pixels). The fixed cells take `pixelsPerImagePixel`
    /// target pixels per image pixel (the raster scale over `contentsScale`); when the frame is too
    /// small for both fixed cells of an axis they shrink together, leaving the middle empty.
    func draw(into frame: CGRect, pixelsPerImagePixel ratio: CGFloat, on target: PixelSurface) {
        let xs = Self.targetBoundaries(columns, from: frame.minX, to: frame.maxX, ratio: ratio)
        let ys = Self.targetBoundaries(rows, from: frame.minY, to: frame.maxY, ratio: ratio)
        for row in 0..<3 {
            for column in 0..<3 {
                let sourceWidth = columns[column + 1] - columns[column], sourceHeight = rows[row + 1] - rows[row]
                let width = xs[column + 1] - xs[column], height = ys[row + 1] - ys[row]
                let area = DamageRect(x: xs[column], y: ys[row], width: width, height: height).intersection(target.bounds)
                guard sourceWidth > 0, sourceHeight > 0, !area.isEmpty,
                      let cell = PixelSurface(
                        borrowing: image.pixels + rows[row] * image.stride + columns[column] * 4,
                        width: sourceWidth, height: sourceHeight, stride: image.stride)
                else { continue }
                // Each cell samples only its own pixels, its edge pixels extended: no seams bleed in.
                cell.extendsEdges = true
                let map = Homography.scale(x: Double(width) / Double(sourceWidth), y: Double(height) / Double(sourceHeight))
                    .concatenating(.translation(x: Double(xs[column]), y: Double(ys[row])))
                PixmanKernel.draw(cell, through: map, transformClass: map.transformClass, opacity: 1, area: area, into: target)
            }
        }
    }

    /// The target pixel boundaries of the three cells of one axis between `start` and `end`.
    private static func targetBoundaries(_ source: [Int], from start: CGFloat, to end: CGFloat, ratio: CGFloat) -> [Int] {
        var first = CGFloat(source[1] - source[0]) * ratio, last = CGFloat(source[3] - source[2]) * ratio
        let room = max(0, end - start)
        if first + last > room {
            let shrink = room / (first + last)
            first *= shrink
            last *= shrink
        }
        return [start, start + first, end - last, end].map { Int(pixelClamping: $0, .toNearestOrAwayFromZero) }
    }
}
