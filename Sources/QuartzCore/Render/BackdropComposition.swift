import CCompositeKernels
import CPixman
import Foundation

/// A backdrop layer's backdrop, kept between frames: the composited pixels behind it, and those pixels reduced,
/// blurred and tinted. Only the parts of the backdrop that changed are drawn again; the blur is redone when any did.
/// A strong blur draws what is behind at a fraction of the target's resolution (`sampling`), then averages 2×2:
/// its Gaussian would spread every detail lost over several reduced pixels anyway.
final class BackdropCache {
    /// The target pixels sampled: the layer's screen bounds widened by the blur's reach (whole `sampling` steps).
    let region: DamageRect
    let factor: Int
    /// Target pixels per pixel of `behind` along each axis: `factor` / 2 for an even `factor` of 4 or more, else 1.
    let sampling: Int
    /// What lies behind the layer, in target coordinates divided by `sampling` (only `region` is drawn).
    let behind: PixelSurface
    /// `region` reduced `factor` times, blurred, saturated and tinted.
    let reduced: PixelSurface
    private let scratch: UnsafeMutablePointer<UInt32>
    /// The parts of `region` whose pixels behind changed since `behind` was drawn.
    var stale: DamageRegion
    /// The blur `reduced` holds, nil when `behind` changed since.
    var blurred: BackdropBlur?
    /// A rounded backdrop's outline as coverage over the pixels it is placed on, and what it was made for.
    var outline: (key: BackdropOutline, mask: PixelSurface)?

    /// How many target pixels a pixel of what is behind stands for, at a reduction of `factor`.
    static func sampling(for factor: Int) -> Int {
        factor >= 4 && factor % 2 == 0 ? factor / 2 : 1
    }

    /// `region` in the coordinates of `behind`.
    var sampledRegion: DamageRect {
        DamageRect(x: region.x / sampling, y: region.y / sampling, width: region.width / sampling, height: region.height / sampling)
    }

    init?(region: DamageRect, factor: Int) {
        sampling = Self.sampling(for: factor)
        guard region.x % sampling == 0, region.y % sampling == 0, region.width % sampling == 0, region.height % sampling == 0,
              let behind = PixelSurface(width: region.maxX / sampling, height: region.maxY / sampling),
              let reduced = PixelSurface(width: (region.width + factor - 1) / factor, height: (region.height + factor - 1) / factor)
        else { return nil }
        self.region = region
        self.factor = factor
        self.behind = behind
        self.reduced = reduced
        scratch = .allocate(capacity: reduced.width * reduced.height)
        stale = DamageRegion(region)
    }

    deinit { scratch.deallocate() }

    /// Reduces, blurs, saturates and tints what is behind into `reduced`, for `scale` pixels per point.
    func blur(_ blur: BackdropBlur, scale: Double) {
        let sampled = sampledRegion
        let source = (behind.pixels + sampled.y * behind.stride + sampled.x * 4).assumingMemoryBound(to: UInt32.self)
        let pixels = reduced.pixels.assumingMemoryBound(to: UInt32.self), words = reduced.stride / 4
        ck_box_reduce(source, behind.stride / 4, Int32(sampled.width), Int32(sampled.height), Int32(factor / sampling), pixels, words)
        ck_gaussian_blur(pixels, words, Int32(reduced.width), Int32(reduced.height), Float(Double(blur.radius) * scale / Double(factor)), scratch)
        let tint = blur.tint.argb32
        ck_saturate_tint(pixels, words, Int32(reduced.width), Int32(reduced.height), Float(blur.saturation),
                         tint >> 24, (tint >> 16) & 0xff, (tint >> 8) & 0xff, tint & 0xff)
        blurred = blur
    }
}

/// A backdrop ready to draw: the reduced, blurred pixels magnified bilinearly (pixman's SSE2 path) over the layer's
/// screen bounds, replacing what is there (a fade mixes it with what is there).
struct BackdropStep: @unchecked Sendable {
    /// The cache the reduced pixels belong to (kept alive by the compositor for the frame).
    let reduced: PixelSurface
    let region: DamageRect
    let factor: Int
    /// The target pixels drawn.
    let placed: DamageRect
    let opacity: Float
    /// For a rounded backdrop: over `placed`, how much of each pixel it covers, faded by `opacity`.
    var outline: PixelSurface?

    /// Draws the part of the backdrop inside `clip`.
    func draw(in clip: DamageRect, into target: PixelSurface) {
        let area = clip.intersection(placed).intersection(target.bounds)
        guard !area.isEmpty, opacity > 0 else { return }
        // An image of this call's own over the reduced pixels: render threads draw bands of it at once.
        guard let view = pixman_image_create_bits(
            PIXMAN_a8r8g8b8, Int32(reduced.width), Int32(reduced.height),
            reduced.pixels.assumingMemoryBound(to: UInt32.self), Int32(reduced.stride))
        else { return }
        defer { pixman_image_unref(view) }
        let inverse = 65536 / factor
        var transform = pixman_transform_t(matrix: (
            (pixman_fixed_t(inverse), 0, pixman_fixed_t(-region.x * inverse)),
            (0, pixman_fixed_t(inverse), pixman_fixed_t(-region.y * inverse)),
            (0, 0, pixman_fixed_t(65536))))
        pixman_image_set_transform(view, &transform)
        pixman_image_set_filter(view, factor > 1 ? PIXMAN_FILTER_BILINEAR : PIXMAN_FILTER_NEAREST, nil, 0)
        pixman_image_set_repeat(view, PIXMAN_REPEAT_PAD)
        let (x, y, width, height) = (Int32(area.x), Int32(area.y), Int32(area.width), Int32(area.height))
        if let outline {
            // Cut to the outline: what is there kept by 1 − coverage, the backdrop added by coverage.
            guard let mask = pixman_image_create_bits(
                PIXMAN_a8r8g8b8, Int32(outline.width), Int32(outline.height),
                outline.pixels.assumingMemoryBound(to: UInt32.self), Int32(outline.stride))
            else { return }
            defer { pixman_image_unref(mask) }
            let (mx, my) = (x - Int32(placed.x), y - Int32(placed.y))
            pixman_image_composite32(PIXMAN_OP_OUT_REVERSE, mask, nil, target.image, mx, my, 0, 0, x, y, width, height)
            pixman_image_composite32(PIXMAN_OP_ADD, view, mask, target.image, x, y, mx, my, x, y, width, height)
            return
        }
        guard opacity < 1 else {
            pixman_image_composite32(PIXMAN_OP_SRC, view, nil, target.image, x, y, 0, 0, x, y, width, height)
            return
        }
        // Faded: what is there kept by 1 − opacity, the backdrop added at opacity.
        var color = pixman_color_t(red: 0, green: 0, blue: 0, alpha: PixmanKernel.maskAlpha16(opacity))
        guard let mask = pixman_image_create_solid_fill(&color) else { return }
        defer { pixman_image_unref(mask) }
        pixman_image_composite32(PIXMAN_OP_OUT_REVERSE, mask, nil, target.image, 0, 0, 0, 0, x, y, width, height)
        pixman_image_composite32(PIXMAN_OP_ADD, view, mask, target.image, x, y, 0, 0, x, y, width, height)
    }
}

extension Compositor {
    /// Target pixels per point for backdrops: the raster scale, or less while what is behind a backdrop is drawn at a
    /// fraction of it.
    var backdropScale: Double {
        Double(scale) / Double(backdropSampling)
    }

    /// The target pixels a backdrop layer's item samples: its screen bounds widened by its blur's reach, cut inwards
    /// to whole steps of the sampling of what is behind.
    func backdropRegion(_ item: UnsafePointer<DrawItem>, _ blur: BackdropBlur, target: DamageRect) -> DamageRect {
        let shown = item.pointee.screenBounds, reach = blur.reach(scale: backdropScale)
        let region = DamageRect(x: shown.x - reach, y: shown.y - reach, width: shown.width + 2 * reach, height: shown.height + 2 * reach)
            .intersection(target)
        let step = backdropSampling == 1 ? BackdropCache.sampling(for: blur.reduction(scale: backdropScale)) : 1
        guard step > 1, !region.isEmpty else { return region }
        let x = (region.x + step - 1) / step * step, y = (region.y + step - 1) / step * step
        let width = (region.maxX / step * step - x), height = (region.maxY / step * step - y)
        return width > 0 && height > 0 ? DamageRect(x: x, y: y, width: width, height: height) : DamageRect(x: 0, y: 0, width: 0, height: 0)
    }

    /// Adds to `damage` what it changes through the backdrops above it: a change behind a backdrop layer changes its
    /// blurred pixels within the blur's reach (and no further than the layer). The backdrops' caches learn what of
    /// their backdrop changed.
    func widenForBackdrops(_ list: DisplayList, damage: inout DamageRegion, target: DamageRect) {
        guard !damage.isEmpty else { return }
        list.items.withUnsafeBufferPointer { items in
            guard let base = items.baseAddress else { return }
            for index in items.indices {
                guard let blur = Compositor.visual(of: base + index).pointee.backdrop else { continue }
                let shown = items[index].screenBounds, region = backdropRegion(base + index, blur, target: target)
                let reach = blur.reach(scale: Double(scale))
                var widened: [DamageRect] = []
                for rect in damage.rects where rect.intersects(region) {
                    let part = rect.intersection(region)
                    backdrops[items[index].id]?.stale.add(part)
                    let grown = DamageRect(x: part.x - reach, y: part.y - reach, width: part.width + 2 * reach, height: part.height + 2 * reach)
                        .intersection(shown)
                    if !grown.isEmpty { widened.append(grown) }
                }
                for rect in widened { damage.add(rect) }
            }
        }
    }

    /// What drawing the backdrop layer's item at `index` of `items` takes: the items under it drawn where its
    /// backdrop changed, the backdrop blurred again if it did, and the step placing it.
    func prepareBackdrop(_ items: UnsafeBufferPointer<DrawItem>, at index: Int, target: DamageRect) -> PreparedItem? {
        let item = items.baseAddress! + index
        guard let blur = Compositor.visual(of: item).pointee.backdrop else { return nil }
        let region = backdropRegion(item, blur, target: target)
        guard !region.isEmpty else { return nil }
        let factor = blur.reduction(scale: backdropScale)
        let cache: BackdropCache
        if backdropSampling == 1, let cached = backdrops[item.pointee.id], cached.region == region, cached.factor == factor {
            cache = cached
        } else {
            guard let made = BackdropCache(region: region, factor: factor) else { return nil }
            // A backdrop under another one's sampled backdrop is drawn afresh each time, apart from the frame's own.
            if backdropSampling == 1 { backdrops[item.pointee.id] = made }
            cache = made
        }
        if !cache.stale.isEmpty {
            paintBehind(UnsafeBufferPointer(rebasing: items[..<index]), of: cache)
            cache.stale = DamageRegion()
            cache.blurred = nil
        }
        if cache.blurred != blur { cache.blur(blur, scale: backdropScale) }
        var step = BackdropStep(
            reduced: cache.reduced, region: region, factor: factor, placed: item.pointee.screenBounds, opacity: item.pointee.opacity)
        let visual = Compositor.visual(of: item)
        if visual.pointee.masksContents, visual.pointee.cornerRadius > 0 {
            let outline = BackdropOutline(
                shape: RoundedShape(
                    size: item.pointee.bounds.size, radius: visual.pointee.cornerRadius, corners: visual.pointee.maskedCorners,
                    isContinuous: visual.pointee.hasContinuousCorners, origin: item.pointee.bounds.origin),
                toTarget: item.pointee.toTarget, placed: step.placed, opacity: step.opacity)
            if let kept = cache.outline, kept.key == outline {
                step.outline = kept.mask
            } else if let mask = outline.coverage() {
                cache.outline = (outline, mask)
                step.outline = mask
            }
        }
        return .backdrop(step)
    }
}

extension Compositor {
    /// Paints the stale parts of `cache`'s backdrop from `items` (those under it), at its sampling: each item placed
    /// that many times smaller.
    private func paintBehind(_ items: UnsafeBufferPointer<DrawItem>, of cache: BackdropCache) {
        let sampling = cache.sampling, region = cache.region
        let stale = PixelRegion()
        guard sampling > 1 else {
            for rect in cache.stale.rects { stale.add(rect.intersection(region)) }
            _ = paint(items, in: stale, into: cache.behind)
            return
        }
        func reduced(_ rect: DamageRect) -> DamageRect {
            let x = Compositor.floorDivide(rect.x, sampling), y = Compositor.floorDivide(rect.y, sampling)
            return DamageRect(x: x, y: y, width: Compositor.floorDivide(rect.maxX + sampling - 1, sampling) - x,
                              height: Compositor.floorDivide(rect.maxY + sampling - 1, sampling) - y)
        }
        let sampled = cache.sampledRegion
        for rect in cache.stale.rects { stale.add(reduced(rect.intersection(region)).intersection(sampled)) }
        let shrink = Homography.scale(x: 1 / Double(sampling), y: 1 / Double(sampling))
        let placed = items.map { item in
            DrawItem(id: item.id, visual: item.visual, bounds: item.bounds, toTarget: item.toTarget.concatenating(shrink),
                     opacity: item.opacity, screenBounds: reduced(item.screenBounds), clip: reduced(item.clip), group: item.group)
        }
        let outer = backdropSampling
        backdropSampling = outer * sampling
        defer { backdropSampling = outer }
        _ = placed.withUnsafeBufferPointer { paint($0, in: stale, into: cache.behind) }
    }

    /// ⌊a / b⌋ for b > 0.
    static func floorDivide(_ a: Int, _ b: Int) -> Int {
        a >= 0 ? a / b : -((-a + b - 1) / b)
    }
}

/// A rounded backdrop's outline where it is placed: the coverage mask is made again only when one of these changes.
struct BackdropOutline: Equatable {
    let shape: RoundedShape
    let toTarget: Homography
    let placed: DamageRect
    let opacity: Float

    /// Over `placed`, each pixel's coverage by the outline times the opacity, as premultiplied white.
    func coverage() -> PixelSurface? {
        guard let mask = PixelSurface(width: placed.width, height: placed.height) else { return nil }
        let level = max(0, min(1, opacity))
        mask.fill(mask.bounds, with: PremultipliedColor(red: level, green: level, blue: level, alpha: level))
        let map = Homography.translation(x: Double(shape.origin.x), y: Double(shape.origin.y))
            .concatenating(toTarget)
            .concatenating(.translation(x: Double(-placed.x), y: Double(-placed.y)))
        Compositor.cut(mask, to: shape, through: map)
        return mask
    }
}
