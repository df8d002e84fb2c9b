/// The rectangles of a repaint each draw item shows, kept flat: one array for the frame rather
/// than one per item (a frame of 500 moving layers made and freed 500 arrays).
struct VisibleParts {
    private(set) var rects: [DamageRect] = []
    /// Where each item's rectangles lie in `rects` (empty for items that show nothing).
    private var ranges: [Range<Int>]

    /// No item shows anything yet.
    init(count: Int) {
        ranges = Array(repeating: 0..<0, count: count)
    }

    subscript(index: Int) -> ArraySlice<DamageRect> {
        rects[ranges[index]]
    }

    /// Where item `index`'s rectangles lie in `rects`.
    func range(of index: Int) -> Range<Int> {
        ranges[index]
    }

    /// Records what item `index` shows; `parts` appends its rectangles through `add`.
    mutating func set(_ index: Int, _ parts: (inout [DamageRect]) -> Void) {
        let start = rects.count
        parts(&rects)
        ranges[index] = start..<rects.count
    }
}
