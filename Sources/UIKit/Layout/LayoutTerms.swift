/// One side of a constraint or an anchor: its terms, the usual single one held inline (an array per side cost two
/// allocations per constraint, hundreds of them for a screen of stack views); the terms after it (an anchor made
/// with `anchorWithOffset(to:)`) in an array. Terms are read in place, without copying their items' handles.
struct LayoutTerms: RandomAccessCollection {
    /// The first term, when `count` is at least one.
    private let head: LayoutTerm
    private let tail: [LayoutTerm]
    let count: Int

    static let none = LayoutTerms(nil)

    init(_ term: LayoutTerm?) {
        head = term ?? LayoutTerm()
        tail = []
        count = term == nil ? 0 : 1
    }

    init(_ terms: [LayoutTerm]) {
        head = terms.first ?? LayoutTerm()
        tail = Array(terms.dropFirst())
        count = terms.count
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> LayoutTerm {
        _read {
            if position == 0 { yield head } else { yield tail[position - 1] }
        }
    }
}
