import CoreGraphics
import Foundation

/// What drawing each item takes, found once a frame, and the cached bitmaps it draws from.
extension Compositor {
    /// What drawing an item takes, found once a frame: a plain color; a bitmap at a whole-pixel
    /// move, blended or copied whole, or split into the target rectangles where its pixels are
    /// all opaque (copied) and the rest (blended) — the kernels and pieces found once, not per
    /// band; or a bitmap and its map, for everything else.
    enum PreparedItem: Sendable {
        case fill(DamageRect, PremultipliedColor)
        case whole(PixelSurface, WholePixelStep)
        // Boxed: every item copied would otherwise carry its two steps and lists.
        indirect case split(PixelSurface, copy: WholePixelStep, opaque: [DamageRect], blend: WholePixelStep, blended: [DamageRect])
        /// A bitmap with a transparent border at a fractional translation, its kernel step found once.
        case translate(PixelSurface, TranslateStep)
        case bitmap(PixelSurface, Homography, opacity: Float, opaque: [DamageRect] = [])
        /// An emitter's particles, drawn straight into the target.
        case particles(PlacedParticles)
        /// What lies behind a backdrop layer, blurred (BackdropComposition.swift).
        case backdrop(BackdropStep)

        /// The one kernel step the item draws with, if it is one.
        var step: KernelStep? {
            switch self {
            case let .whole(_, step): .whole(step)
            case let .translate(_, step): .translate(step)
            default: nil
            }
        }

        func draw(clips: [DamageRect], into target: PixelSurface, pixmanOnly: Bool) {
            withUnsafePointer(to: self) { PreparedItem.draw($0, clips: clips, into: target, pixmanOnly: pixmanOnly) }
        }

        /// Draws the item at `item` (read in place: a method called on an element of an array
        /// would copy the element first).
        static func draw(_ item: UnsafePointer<PreparedItem>, clips: [DamageRect], into target: PixelSurface, pixmanOnly: Bool) {
            switch item.pointee {
            case let .fill(rect, color):
                for clip in clips { CompositeKernel.fill(rect, color: color, clip: clip, into: target) }
            case let .whole(_, step):
                for clip in clips { step.draw(in: clip.intersection(target.bounds), into: target) }
            case let .split(_, copy, opaque, blend, blended):
                for clip in clips {
                    let clip = clip.intersection(target.bounds)
                    for part in opaque {
                        let inside = part.intersection(clip)
                        if !inside.isEmpty { copy.draw(in: inside, into: target) }
                    }
                    for rest in blended {
                        let piece = rest.intersection(clip)
                        if !piece.isEmpty { blend.draw(in: OpaqueParts.widened(piece, into: opaque, within: clip), into: target) }
                    }
                }
            case let .translate(_, step):
                for clip in clips { step.draw(in: clip.intersection(target.bounds), into: target) }
            case let .particles(placed):
                for clip in clips { placed.draw(in: clip, into: target) }
            case let .backdrop(step):
                for clip in clips { step.draw(in: clip, into: target) }
            case let .bitmap(surface, map, opacity, opaque):
                for clip in clips {
                    guard !pixmanOnly, opaque.contains(where: { $0.intersects(clip) }) else {
                        CompositeKernel.draw(surface, through: map, opacity: opacity, clip: clip, into: target, pixmanOnly: pixmanOnly)
                        continue
                    }
                    // The opaque rectangles (which do not overlap) copied, the rest of the clip blended.
                    let rest = PixelRegion(clip)
                    for part in opaque {
                        let inside = part.intersection(clip)
                        guard !inside.isEmpty else { continue }
                        CompositeKernel.draw(surface, through: map, opacity: opacity, clip: inside, into: target, replacing: true)
                        rest.subtract(inside)
                    }
                    for piece in rest.rects {
                        let widened = OpaqueParts.widened(piece, into: opaque, within: clip)
                        CompositeKernel.draw(surface, through: map, opacity: opacity, clip: widened, into: target)
                    }
                }
            }
        }
    }

    /// A single kernel step, found once a frame and free of references: drawn straight for each band piece.
    enum KernelStep: Sendable {
        case whole(WholePixelStep)
        case translate(TranslateStep)

        /// Draws the part inside `area`, which lies on the target.
        func draw(in area: DamageRect, into target: PixelSurface) {
            switch self {
            case let .whole(step): step.draw(in: area, into: target)
            case let .translate(step): step.draw(in: area, into: target)
            }
        }
    }

    /// What drawing `item` takes; `opaque` are the target rectangles its bitmap is known to
    /// cover with opaque pixels (`measuredFacts`), copied rather than blended; `backing` is its
    /// cached bitmap when already found valid this frame.
    func prepare(_ item: UnsafePointer<DrawItem>, opaque: [DamageRect] = [], backing found: Backing? = nil) -> PreparedItem? {
        if let group = item.pointee.group {
            return prepareGroup(item, group, opaque: opaque)
        }
        let visual = Compositor.visual(of: item), opacity = item.pointee.opacity
        if let batch = visual.pointee.particles { return .particles(batch.placed(through: item.pointee.toTarget, opacity: opacity, sprites: particleSprites, within: item.pointee.paintBounds)) }
        // A backdrop drawn apart from the frame (in a group's bitmap) has nothing behind it to blur: its tint only.
        if let blur = visual.pointee.backdrop { return blur.tint.alpha > 0 ? .fill(item.pointee.screenBounds, blur.tint.scaled(by: opacity)) : nil }
        let isPlainFill = visual.pointee.contents == nil && visual.pointee.cornerRadius == 0 && visual.pointee.borderWidth <= 0
        if isPlainFill, item.pointee.toTarget.transformClass <= .axisAlignedScale, let color = visual.pointee.backgroundColor {
            return .fill(item.pointee.screenBounds, color.scaled(by: opacity))
        }
        guard let surface = (found ?? backing(for: item)).surface else { return nil }
        let map = backingMap(item)
        let transformClass = map.transformClass
        if isIncremental, TranslateKernel.wantsBorder(surface, through: map, transformClass: transformClass),
           let bordered = borderedCopy(of: surface, contents: visual.pointee.contents) {
            let map = Homography.translation(x: -1, y: -1).concatenating(map)
            if let step = TranslateStep(bordered, through: map, opacity: opacity) { return .translate(bordered, step) }
            return .bitmap(bordered, map, opacity: opacity)
        }
        return placing(surface, through: map, transformClass: transformClass, opacity: opacity, opaque: opaque)
    }

    /// `surface` inside a one-pixel transparent border: for an image shown as it is (`contents`, whose pixels it
    /// shows, maybe through another commit's bitmap of the same image), the one copy kept for that image; for a
    /// bitmap drawn for one layer, the copy that bitmap keeps.
    func borderedCopy(of surface: PixelSurface, contents: RenderBitmap?) -> PixelSurface? {
        guard let contents, contents.surface.pixels == surface.pixels, contents.surface.width == surface.width,
              contents.surface.height == surface.height, contents.surface.stride == surface.stride
        else { return surface.withTransparentBorder() }
        if let copy = borderedImages[contents] { return copy }
        guard let copy = surface.withTransparentBorder() else { return nil }
        borderedImages[contents] = copy
        return copy
    }

    /// Drawing `surface` through `map` at `opacity`, its `opaque` target rectangles known: on
    /// whole pixels with the project's kernels, the copies and blends found here once; otherwise
    /// by the map, kernel by kernel.
    func placing(
        _ surface: PixelSurface, through map: Homography, transformClass: TransformClass? = nil, opacity: Float, opaque: [DamageRect]
    ) -> PreparedItem? {
        guard isIncremental, let (dx, dy) = CompositeKernel.wholePixelMove(surface, through: map, transformClass: transformClass ?? map.transformClass)
        else { return .bitmap(surface, map, opacity: opacity, opaque: opaque) }
        if surface.isKnownOpaque, opacity >= 1 { return .whole(surface, WholePixelStep(copying: surface, movedBy: dx, dy)) }
        guard let blend = WholePixelStep(blending: surface, movedBy: dx, dy, opacity: opacity) else { return nil }
        guard !opaque.isEmpty else { return .whole(surface, blend) }
        // The opaque rectangles do not overlap; what they leave of the bitmap is blended.
        let rest = PixelRegion(blend.placed)
        for part in opaque { rest.subtract(part) }
        return .split(surface, copy: WholePixelStep(copying: surface, movedBy: dx, dy), opaque: opaque, blend: blend, blended: rest.rects)
    }

    /// What drawing `item` alone takes (an item made for the occasion, not one of the list's).
    func prepare(_ item: DrawItem) -> PreparedItem? {
        withUnsafePointer(to: item) { prepare($0) }
    }

    /// A group's bitmap — its members drawn unfaded in the layer's own space, cut to its clip
    /// shape — kept while the members stay equal, then placed and faded as one image.
    func prepareGroup(_ item: UnsafePointer<DrawItem>, _ group: DrawGroup, opaque: [DamageRect]) -> PreparedItem? {
        let extent = group.extent
        let surface: PixelSurface
        if let cached = groupBackings[item.pointee.id], cached.group == group {
            surface = cached.surface
        } else {
            guard var drawn = PixelSurface(width: extent.width, height: extent.height) else { return nil }
            draw(group.members, into: drawn, at: extent)
            if let shape = group.clip {
                let raster = Double(scale)
                let map = Homography.translation(x: Double(shape.origin.x), y: Double(shape.origin.y))
                    .concatenating(.scale(x: raster, y: raster))
                    .concatenating(.translation(x: Double(-extent.x), y: Double(-extent.y)))
                Compositor.cut(drawn, to: shape, through: map)
            }
            if let effect = group.effect { drawn = applying(effect, to: drawn, extent: extent) }
            if group.reduction < 1, let reduced = drawn.reduced(by: group.reduction) { drawn = reduced }
            groupBackings[item.pointee.id] = GroupBacking(group: group, surface: drawn, frame: instrumentedFrame)
            surface = drawn
        }
        return placing(surface, through: groupMap(item, group: group, surface: surface), opacity: item.pointee.opacity, opaque: opaque)
    }

    /// Clears what lies outside `shape` (its own space, origin at the bounds' corner, placed by
    /// the affine `map`) in `surface`.
    static func cut(_ surface: PixelSurface, to shape: RoundedShape, through map: Homography) {
        guard let context = CGContext(
            data: surface.pixels, width: surface.width, height: surface.height, bitsPerComponent: 8,
            bytesPerRow: surface.stride, space: CGColorSpace(name: CGColorSpace.sRGB)!,
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return }
        context.setBlendMode(.clear)
        context.addRect(CGRect(x: 0, y: 0, width: surface.width, height: surface.height))
        context.concatenate(CGAffineTransform(
            a: CGFloat(map.r0.x), b: CGFloat(map.r0.y), c: CGFloat(map.r1.x), d: CGFloat(map.r1.y),
            tx: CGFloat(map.r2.x), ty: CGFloat(map.r2.y)))
        context.addPath(shape.path())
        context.fillPath(using: .evenOdd)
    }

    /// The item's cached bitmap, drawn anew only when its visual or size changed.
    func backing(for item: UnsafePointer<DrawItem>) -> Backing {
        if let cached = validBacking(item) { return cached }
        let backing = paintedBacking(item, bounds: item.pointee.bounds, raster: backingRaster(item))
        backings[item.pointee.id] = backing
        backingsReplaced = true
        return backing
    }

    /// Keeps `list` for the next frame; when its layers are not the previous frame's, drops the
    /// bitmaps of layers gone.
}
