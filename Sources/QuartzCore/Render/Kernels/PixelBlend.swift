/// Premultiplied ARGB32 arithmetic, bit for bit pixman's: 7-bit bilinear weights and ÷255 rounded
/// to nearest, two channels at a time in one integer word.
enum PixelBlend {
    /// The bilinear mix of four pixels, `wx` and `wy` in 0…127 (pixman's
    /// `bilinear_interpolation` with `BILINEAR_INTERPOLATION_BITS` = 7).
    @inline(__always)
    static func bilinear(_ tl: UInt32, _ tr: UInt32, _ bl: UInt32, _ br: UInt32, wx: UInt32, wy: UInt32) -> UInt32 {
        let wxy = UInt64(wx &* wy), wxiy = UInt64(wx &* (128 &- wy))
        let wixy = UInt64((128 &- wx) &* wy), wixiy = UInt64((128 &- wx) &* (128 &- wy))
        // Blue in bits 0…7 and red in 32…39; green in 0…7 and alpha in 32…39.
        @inline(__always) func br64(_ p: UInt32) -> UInt64 { UInt64(p & 0xff) | UInt64(p & 0xff_0000) << 16 }
        @inline(__always) func ag64(_ p: UInt32) -> UInt64 { UInt64((p >> 8) & 0xff) | UInt64(p >> 24) << 32 }
        let rb = (br64(tl) &* wixiy &+ br64(tr) &* wxiy &+ br64(bl) &* wixy &+ br64(br) &* wxy) >> 14
        let ag = (ag64(tl) &* wixiy &+ ag64(tr) &* wxiy &+ ag64(bl) &* wixy &+ ag64(br) &* wxy) >> 14
        return UInt32(truncatingIfNeeded: rb & 0xff) | UInt32(truncatingIfNeeded: (rb >> 16) & 0xff_0000)
            | UInt32(truncatingIfNeeded: ag & 0xff) << 8 | UInt32(truncatingIfNeeded: (ag >> 8) & 0xff00_0000)
    }

    /// Each channel times `a` (0…255) ÷ 255, rounded (pixman's `UN8x4_MUL_UN8`).
    @inline(__always)
    static func multiply(_ x: UInt32, by a: UInt32) -> UInt32 {
        @inline(__always) func pair(_ rb: UInt32) -> UInt32 {
            let t = (rb & 0xff00ff) &* a &+ 0x800080
            return ((t &+ ((t >> 8) & 0xff00ff)) >> 8) & 0xff00ff
        }
        return pair(x) | pair(x >> 8) << 8
    }

    /// `source` OVER `destination` (pixman's `UN8x4_MUL_UN8_ADD_UN8x4` with the inverse source alpha).
    @inline(__always)
    static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        let ia = ~source >> 24
        @inline(__always) func pair(_ d: UInt32, _ s: UInt32) -> UInt32 {
            var t = (d & 0xff00ff) &* ia &+ 0x800080
            t = ((t &+ ((t >> 8) & 0xff00ff)) >> 8) & 0xff00ff
            t = t &+ (s & 0xff00ff)
            t |= 0x1000100 &- ((t >> 8) & 0xff00ff)
            return t & 0xff00ff
        }
        return pair(destination, source) | pair(destination >> 8, source >> 8) << 8
    }

    /// Blends one filtered source pixel into `destination`, faded by `mask` (255: unfaded).
    @inline(__always)
    static func blend(_ source: UInt32, mask: UInt32, into destination: UnsafeMutablePointer<UInt32>) {
        guard source != 0 else { return }
        let faded = mask == 255 ? source : multiply(source, by: mask)
        destination.pointee = faded >> 24 == 255 ? faded : over(faded, destination.pointee)
    }
}
