import Foundation

/// A tile's apron: one more column and row of pixels repeating its right and bottom edges, lying under the
/// neighbouring tiles (drawn after it), so that where two tiles meet inside a screen pixel the one below covers the
/// pixel and no seam shows through at a fractional zoom.
enum TileApron {
    /// Whether a tile at `rect` has a neighbour to its right and below within `bounds`.
    static func sides(of rect: CGRect, in bounds: CGRect) -> (right: Bool, bottom: Bool) {
        (rect.maxX < bounds.maxX, rect.maxY < bounds.maxY)
    }

    /// `image` (drawn with its apron left empty) with the apron filled from its last column and row.
    static func filled(_ image: CGImage, right: Bool, bottom: Bool) -> CGImage? {
        let width = image.width, height = image.height
        guard right || bottom, width >= 2, height >= 2 else { return image }
        var words = [UInt32](repeating: 0, count: width * height)
        image.withUnsafeBytes { bytes in
            for row in 0..<height {
                let start = row * image.bytesPerRow
                words.withUnsafeMutableBytes { target in
                    target.baseAddress!.advanced(by: row * width * 4)
                        .copyMemory(from: bytes.baseAddress!.advanced(by: start), byteCount: width * 4)
                }
            }
        }
        if right {
            for row in 0..<height { words[row * width + width - 1] = words[row * width + width - 2] }
        }
        if bottom {
            for column in 0..<width { words[(height - 1) * width + column] = words[(height - 2) * width + column] }
        }
        return CGImage(width: width, height: height, premultipliedARGB32: words)
    }
}
