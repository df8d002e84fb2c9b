import CPixman

/// An exact set of pixels (pixman's banded region): the damage a frame paints, without the
/// overlaps a bounded list of rectangles has.
final class PixelRegion {
    /// The pixman region, at a fixed address (pixman takes the same region as input and output).
    let region = UnsafeMutablePointer<pixman_region32_t>.allocate(capacity: 1)

    init() {
        pixman_region32_init(region)
    }

    init(_ rect: DamageRect) {
        pixman_region32_init_rect(region, Int32(rect.x), Int32(rect.y), UInt32(rect.width), UInt32(rect.height))
    }

    /// A copy of another region.
    init(copying other: PixelRegion) {
        pixman_region32_init(region)
        pixman_region32_copy(region, other.region)
    }

    deinit {
        pixman_region32_fini(region)
        region.deallocate()
    }

    /// Adds a rectangle.
    func add(_ rect: DamageRect) {
        guard !rect.isEmpty else { return }
        pixman_region32_union_rect(region, region, Int32(rect.x), Int32(rect.y), UInt32(rect.width), UInt32(rect.height))
    }

    /// Removes a rectangle (an opaque layer hides what is under it).
    func subtract(_ rect: DamageRect) {
        guard !rect.isEmpty else { return }
        var cut = pixman_region32_t()
        pixman_region32_init_rect(&cut, Int32(rect.x), Int32(rect.y), UInt32(rect.width), UInt32(rect.height))
        pixman_region32_subtract(region, region, &cut)
        pixman_region32_fini(&cut)
    }

    /// Removes another region.
    func subtract(_ other: PixelRegion) {
        pixman_region32_subtract(region, region, other.region)
    }

    /// Keeps only the part inside another region.
    func intersect(_ other: PixelRegion) {
        pixman_region32_intersect(region, region, other.region)
    }

    /// Keeps only the part inside `rect`.
    func intersect(_ rect: DamageRect) {
        pixman_region32_intersect_rect(region, region, Int32(rect.x), Int32(rect.y), UInt32(rect.width), UInt32(rect.height))
    }

    var isEmpty: Bool { pixman_region32_not_empty(region) == 0 }

    /// The smallest rectangle holding the region.
    var extents: DamageRect {
        guard let box = pixman_region32_extents(region)?.pointee else { return DamageRect(x: 0, y: 0, width: 0, height: 0) }
        return DamageRect(x: Int(box.x1), y: Int(box.y1), width: Int(box.x2 - box.x1), height: Int(box.y2 - box.y1))
    }

    /// The region's non-overlapping rectangles.
    var rects: [DamageRect] {
        var count: Int32 = 0
        guard let boxes = pixman_region32_rectangles(region, &count) else { return [] }
        return (0..<Int(count)).map {
            let box = boxes[$0]
            return DamageRect(x: Int(box.x1), y: Int(box.y1), width: Int(box.x2 - box.x1), height: Int(box.y2 - box.y1))
        }
    }

    /// The pixels inside.
    var area: Int { rects.reduce(0) { $0 + $1.area } }

    /// Whether the region and `rect` share a pixel.
    func intersects(_ rect: DamageRect) -> Bool {
        var box = pixman_box32_t(x1: Int32(rect.x), y1: Int32(rect.y), x2: Int32(rect.maxX), y2: Int32(rect.maxY))
        return pixman_region32_contains_rectangle(region, &box) != PIXMAN_REGION_OUT
    }

    /// Whether the region holds every pixel of `rect`.
    func contains(_ rect: DamageRect) -> Bool {
        var box = pixman_box32_t(x1: Int32(rect.x), y1: Int32(rect.y), x2: Int32(rect.maxX), y2: Int32(rect.maxY))
        return pixman_region32_contains_rectangle(region, &box) == PIXMAN_REGION_IN
    }

    /// The area of the region inside `rect`.
    func area(inside rect: DamageRect) -> Int {
        let part = PixelRegion()
        pixman_region32_intersect_rect(part.region, region, Int32(rect.x), Int32(rect.y), UInt32(rect.width), UInt32(rect.height))
        return part.area
    }
}
