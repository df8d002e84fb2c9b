import CCompositeKernels
import CPixman

/// Draws one bitmap onto the target through a homography with the fastest kernel measured for
/// its `TransformClass` (issue 5): pixman's SIMD copy for opaque whole-pixel moves, the project's
/// own for blended whole-pixel moves (no per-call setup), fractional moves, rotations and
/// perspective, where pixman's paths are generic and scalar.
enum CompositeKernel {
    /// Blends `source` (OVER) into `target` within `clip`, mapping source pixel coordinates to
    /// target pixel coordinates by `map`, faded by `opacity`. Maps with a non-finite entry,
    /// singular ones and zero opacity draw nothing. `pixmanOnly` draws every class with pixman
    /// (the naive baseline). `replacing` says the source pixels landing in `clip` are all opaque,
    /// so a whole-pixel move may copy them rather than blend.
    static func draw(
        _ source: PixelSurface, through map: Homography, opacity: Float, clip: DamageRect, into target: PixelSurface,
        pixmanOnly: Bool = false, replacing: Bool = false
    ) {
        let area = clip.intersection(target.bounds)
        guard !area.isEmpty, opacity > 0, map.isFinite else { return }
        let transformClass = map.transformClass
        let copies = (replacing || source.isKnownOpaque) && opacity >= 1
        if !pixmanOnly, !copies, let move = wholePixelMove(source, through: map, transformClass: transformClass) {
            blend(source, movedBy: move.dx, move.dy, opacity: opacity, area: area, into: target)
            return
        }
        if transformClass == .integerTranslation || pixmanOnly || KernelSelection.current == .pixman {
            PixmanKernel.draw(
                source, through: map, transformClass: transformClass, opacity: opacity, area: area, into: target, replacing: replacing)
            return
        }
        let mask = PixmanKernel.maskAlpha(opacity)
        guard mask > 0, let inverse = map.inverted() else { return }
        switch transformClass {
        case .integerTranslation, .axisAlignedScale, .affine:
            guard let fixed = FixedPointMap(inverse: inverse) else { return }
            if TranslateKernel.handles(fixed) {
                TranslateKernel.draw(source, map: fixed, mask: mask, area: area, into: target)
            } else {
                AffineBilinearKernel.draw(source, map: fixed, mask: mask, area: area, into: target)
            }
        case .projective:
            ProjectiveKernel.draw(source, inverse: inverse, mask: mask, area: area, into: target)
        }
    }

    /// The whole-pixel move by which the project's own kernels (`WholePixelStep`) draw `source`
    /// through `map` (of class `transformClass`), or nil when another kernel draws it (a filtered
    /// map, edges extended, pixman chosen).
    static func wholePixelMove(_ source: PixelSurface, through map: Homography, transformClass: TransformClass) -> (dx: Int, dy: Int)? {
        guard transformClass == .integerTranslation, !source.extendsEdges, KernelSelection.current == .own, map.isFinite else { return nil }
        return (Int(map.r2.x.rounded()), Int(map.r2.y.rounded()))
    }

    /// Blends `source` moved by whole pixels (`dx`, `dy`) OVER `area` of `target` (see `WholePixelStep`).
    static func blend(_ source: PixelSurface, movedBy dx: Int, _ dy: Int, opacity: Float, area: DamageRect, into target: PixelSurface) {
        WholePixelStep(blending: source, movedBy: dx, dy, opacity: opacity)?.draw(in: area.intersection(target.bounds), into: target)
    }

    /// Fills the part of `rect` inside `clip` with a premultiplied color blended OVER the target
    /// (the fast path for solid, axis-aligned layers).
    static func fill(_ rect: DamageRect, color: PremultipliedColor, clip: DamageRect, into target: PixelSurface) {
        let area = rect.intersection(clip).intersection(target.bounds)
        guard !area.isEmpty, color.alpha > 0 else { return }
        // Opaque, OVER is SRC: the surface's own fill.
        if color.alpha >= 1 {
            target.fill(area, with: color)
            return
        }
        var box = pixman_box32_t(x1: Int32(area.x), y1: Int32(area.y), x2: Int32(area.maxX), y2: Int32(area.maxY))
        var pixmanColor = color.pixmanColor
        pixman_image_fill_boxes(PIXMAN_OP_OVER, target.image, &pixmanColor, 1, &box)
    }
}

/// A bitmap drawn onto the target at a whole-pixel move, blended OVER (pixman's arithmetic
/// without its per-call setup: shadows and translucent layers at rest are drawn in many small
/// pieces; eight pixels a step with AVX2, `ck_over_rect`) or, where its pixels are opaque, copied
/// (`ck_copy_rect`). Found once a frame and kept free of references, so drawing it band after band
/// costs no reference counting; the source must outlive it (it is read-only here, like the
/// `PixelSurface` it comes from, which is shared the same way).
struct WholePixelStep: @unchecked Sendable {
    private let pixels: UnsafeRawPointer
    private let stride: Int
    /// Where the source's pixels land on the target.
    let placed: DamageRect
    /// The opacity as pixman's mask alpha; nil to copy.
    private let mask: UInt32?

    /// Blending; nil when the opacity leaves nothing to draw.
    init?(blending source: PixelSurface, movedBy dx: Int, _ dy: Int, opacity: Float) {
        let mask = PixmanKernel.maskAlpha(opacity)
        guard mask > 0 else { return nil }
        self.init(source, dx, dy, mask: mask)
    }

    /// Copying: for the parts of `source` whose pixels are all opaque, drawn unfaded.
    init(copying source: PixelSurface, movedBy dx: Int, _ dy: Int) {
        self.init(source, dx, dy, mask: nil)
    }

    private init(_ source: PixelSurface, _ dx: Int, _ dy: Int, mask: UInt32?) {
        pixels = UnsafeRawPointer(source.pixels)
        stride = source.stride
        placed = DamageRect(x: dx, y: dy, width: source.width, height: source.height)
        self.mask = mask
    }

    /// Draws the part of the source inside `area`, which lies on the target.
    func draw(in area: DamageRect, into target: PixelSurface) {
        // Outside the source nothing is drawn (transparent, pixman's `PIXMAN_REPEAT_NONE`).
        let covered = area.intersection(placed)
        guard !covered.isEmpty else { return }
        let from = pixels.assumingMemoryBound(to: UInt32.self) + ((covered.y - placed.y) * (stride / 4) + covered.x - placed.x)
        let to = target.pixels.assumingMemoryBound(to: UInt32.self) + (covered.y * (target.stride / 4) + covered.x)
        if let mask {
            ck_over_rect(from, stride / 4, to, target.stride / 4, Int32(covered.height), Int32(covered.width), mask)
        } else {
            ck_copy_rect(from, stride / 4, to, target.stride / 4, Int32(covered.height), Int32(covered.width))
        }
    }
}
