/// A source bitmap as the kernels read it: raw words, with transparent pixels outside (pixman's
/// `PIXMAN_REPEAT_NONE`), which is what softens the edges of a transformed layer.
struct BilinearSource {
    let pixels: UnsafePointer<UInt32>
    /// Words from one row to the next.
    let rowWords: Int
    let width: Int
    let height: Int

    init(_ surface: PixelSurface) {
        pixels = UnsafePointer(surface.pixels.assumingMemoryBound(to: UInt32.self))
        rowWords = surface.stride / 4
        width = surface.width
        height = surface.height
    }

    /// The filtered pixel at 16.16 position (`u`, `v`) (already shifted by half a pixel), each tap
    /// checked against the bounds.
    @inline(__always)
    func sampleChecked(u: Int64, v: Int64) -> UInt32 {
        let x0 = Int(u >> 16), y0 = Int(v >> 16)
        let wx = UInt32(truncatingIfNeeded: (u >> 9) & 0x7f), wy = UInt32(truncatingIfNeeded: (v >> 9) & 0x7f)
        @inline(__always) func tap(_ x: Int, _ y: Int) -> UInt32 {
            x >= 0 && x < width && y >= 0 && y < height ? pixels[y * rowWords + x] : 0
        }
        return PixelBlend.bilinear(tap(x0, y0), tap(x0 + 1, y0), tap(x0, y0 + 1), tap(x0 + 1, y0 + 1), wx: wx, wy: wy)
    }
}
