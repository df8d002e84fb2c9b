import UniformTypeIdentifiers

/// A medium the desktop's file dialog can tell by a file's type: images or movies.
enum PickerMedium: CaseIterable, Hashable, Sendable {
    case image, movie

    var contentType: UTType { self == .image ? .image : .movie }
}

/// The media a filter surely takes and those it may take, as far as a file's type shows: a kind of image (a
/// screenshot, a Live Photo) may be any image file, and is surely none. The dialog offers what the filter may take,
/// so `not(.screenshots)` still offers every image and `all(of: [.images, .not(.videos)])` images alone.
struct PickerMediaBounds: Hashable, Sendable {
    var surely: Set<PickerMedium>
    var possibly: Set<PickerMedium>

    static let everything = PickerMediaBounds(surely: Set(PickerMedium.allCases), possibly: Set(PickerMedium.allCases))

    init(surely: Set<PickerMedium>, possibly: Set<PickerMedium>) {
        self.surely = surely
        self.possibly = possibly
    }

    /// The bounds of `rule`: whole media are sure, kinds only possible; `any` joins, `all` meets, `not` swaps.
    init(_ rule: PHPickerFilter.Rule) {
        switch rule {
        case .kind(let kind):
            self.init(surely: kind.isWholeMedium ? [kind.medium] : [], possibly: [kind.medium])
        case .any(let rules):
            let each = rules.map(PickerMediaBounds.init)
            self.init(surely: each.reduce([]) { $0.union($1.surely) }, possibly: each.reduce([]) { $0.union($1.possibly) })
        case .all(let rules):
            let each = rules.map(PickerMediaBounds.init)
            self.init(surely: each.reduce(Self.everything.surely) { $0.intersection($1.surely) },
                      possibly: each.reduce(Self.everything.possibly) { $0.intersection($1.possibly) })
        case .not(let rule):
            let inner = PickerMediaBounds(rule)
            self.init(surely: Self.everything.possibly.subtracting(inner.possibly), possibly: Self.everything.surely.subtracting(inner.surely))
        }
    }

    /// The content types the dialog offers for a configuration's filter (images and movies without one), in the
    /// media's order.
    static func contentTypes(for filter: PHPickerFilter?) -> [UTType] {
        let possibly = filter.map { PickerMediaBounds($0.rule).possibly } ?? everything.possibly
        return PickerMedium.allCases.filter(possibly.contains).map(\.contentType)
    }
}
