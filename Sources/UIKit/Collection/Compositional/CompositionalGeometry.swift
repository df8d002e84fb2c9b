import Foundation

/// Where a compositional section puts its elements, worked out from its description alone: groups repeated until
/// the items run out, each group placing its subitems along its axis (repeating them while they fit, or `count`
/// of one sized to fit), estimated dimensions taking the sizes measured so far, headers and footers before and
/// after the content, backgrounds behind it.
@MainActor
struct CompositionalSectionFrames {
    struct Supplementary {
        var kind: String
        var indexPath: IndexPath
        var frame: CGRect
        var zIndex: Int
        /// The span a pinned header or footer stays inside while the section scrolls (nil: not pinned).
        var pinnedWithin: ClosedRange<CGFloat>?
        var isHeader: Bool
    }

    var items: [CGRect] = []
    var supplementaries: [Supplementary] = []
    var decorations: [(kind: String, frame: CGRect, zIndex: Int)] = []
    /// The whole section, headers and footers included.
    var box: CGRect = .zero

    /// Lays out `section` with `count` items from `start` in a collection whose content area is `container`.
    /// `measured` gives the size an estimated item took at an item index, `measuredSupplementary` a header's.
    init(section: NSCollectionLayoutSection, index: Int, count: Int, start: CGPoint, container: CGSize, horizontal: Bool,
         traits: UITraitCollection, measured: @escaping (Int) -> CGSize?, measuredSupplementary: (String) -> CGSize?) {
        let insets = section.contentInsets
        let along = { (size: CGSize) in horizontal ? size.width : size.height }
        var cursor = horizontal ? start.x : start.y
        let crossStart = horizontal ? start.y : start.x
        let crossLength = horizontal ? container.height : container.width
        let innerCross = crossLength - (horizontal ? insets.top + insets.bottom : insets.leading + insets.trailing)
        let innerCrossStart = crossStart + (horizontal ? insets.top : insets.leading)

        // A boundary item's frame at `cursor`, across the section (within its insets when they follow).
        func boundaryFrame(_ item: NSCollectionLayoutBoundarySupplementaryItem) -> CGRect {
            let follows = section.supplementariesFollowContentInsets
            let span = follows ? innerCross : crossLength
            let spanStart = follows ? innerCrossStart : crossStart
            let box = horizontal ? CGSize(width: container.width, height: span) : CGSize(width: span, height: container.height)
            let size = item.layoutSize.resolved(in: box, measured: measuredSupplementary(item.elementKind))
            let origin = horizontal ? CGPoint(x: cursor, y: spanStart) : CGPoint(x: spanStart, y: cursor)
            return CGRect(origin: origin, size: size).offsetBy(dx: item.offset.x, dy: item.offset.y)
        }
        var overlays: [(NSCollectionLayoutBoundarySupplementaryItem, Bool)] = []
        for item in section.boundarySupplementaryItems where item.isLeadingEdge {
            guard item.extendsBoundary else { overlays.append((item, true)); continue }
            let frame = boundaryFrame(item)
            supplementaries.append(Supplementary(kind: item.elementKind, indexPath: IndexPath(item: 0, section: index), frame: frame,
                                                 zIndex: item.zIndex, pinnedWithin: nil, isHeader: true))
            cursor += along(frame.size)
        }
        let contentStart = cursor
        cursor += horizontal ? insets.leading : insets.top
        let groupContainer = horizontal
            ? CGSize(width: container.width - insets.leading - insets.trailing, height: innerCross)
            : CGSize(width: innerCross, height: container.height - insets.top - insets.bottom)
        let environment = CompositionalEnvironment(contentSize: groupContainer, traitCollection: traits)
        var placer = GroupPlacer(environment: environment, measured: measured)
        let orthogonal = section.orthogonalScrollingBehavior != .none
        var crossCursor = innerCrossStart
        var rowExtent: CGFloat = 0
        var placedGroups = 0
        while placer.next < count {
            let size = section.group.layoutSize.resolved(in: groupContainer)
            let origin: CGPoint
            if orthogonal {
                origin = horizontal ? CGPoint(x: cursor, y: crossCursor) : CGPoint(x: crossCursor, y: cursor)
            } else {
                origin = horizontal ? CGPoint(x: cursor, y: innerCrossStart) : CGPoint(x: innerCrossStart, y: cursor)
            }
            let before = placer.next
            let used = placer.place(section.group, in: CGRect(origin: origin, size: size), remaining: count - placer.next)
            guard placer.next > before else {
                Diagnostics.report("NSCollectionLayoutSection \(index): its group holds no item (an empty group or a zero size); the section's items are not laid out")
                break
            }
            placedGroups += 1
            if orthogonal {
                crossCursor += (horizontal ? used.height : used.width) + section.interGroupSpacing
                rowExtent = max(rowExtent, along(used))
            } else {
                cursor += along(used) + section.interGroupSpacing
            }
        }
        items = placer.frames
        supplementaries += placer.supplementaries.map {
            Supplementary(kind: $0.kind, indexPath: IndexPath(item: $0.item, section: index), frame: $0.frame, zIndex: $0.zIndex,
                          pinnedWithin: nil, isHeader: false)
        }
        if orthogonal {
            cursor += rowExtent
        } else if placedGroups > 0 {
            cursor -= section.interGroupSpacing
        }
        cursor += horizontal ? insets.trailing : insets.bottom
        let contentEnd = cursor
        let content = horizontal
            ? CGRect(x: contentStart, y: crossStart, width: contentEnd - contentStart, height: crossLength)
            : CGRect(x: crossStart, y: contentStart, width: crossLength, height: contentEnd - contentStart)
        for item in section.boundarySupplementaryItems where !item.isLeadingEdge {
            guard item.extendsBoundary else { overlays.append((item, false)); continue }
            let frame = boundaryFrame(item)
            supplementaries.append(Supplementary(kind: item.elementKind, indexPath: IndexPath(item: 0, section: index), frame: frame,
                                                 zIndex: item.zIndex, pinnedWithin: nil, isHeader: false))
            cursor += along(frame.size)
        }
        // Items that do not extend the section overlap its content at their edge.
        for (item, leading) in overlays {
            cursor = leading ? contentStart : contentEnd - along(item.layoutSize.resolved(in: container, measured: measuredSupplementary(item.elementKind)))
            let frame = boundaryFrame(item)
            supplementaries.append(Supplementary(kind: item.elementKind, indexPath: IndexPath(item: 0, section: index), frame: frame,
                                                 zIndex: item.zIndex, pinnedWithin: nil, isHeader: leading))
            cursor = contentEnd
        }
        cursor = max(cursor, contentEnd)
        box = horizontal
            ? CGRect(x: start.x, y: start.y, width: cursor - start.x, height: container.height)
            : CGRect(x: start.x, y: start.y, width: container.width, height: cursor - start.y)
        // Pinned headers and footers stay inside the section.
        for (offset, item) in section.boundarySupplementaryItems.enumerated() where item.pinToVisibleBounds {
            guard let found = supplementaries.firstIndex(where: { $0.kind == item.elementKind && $0.pinnedWithin == nil }) else { continue }
            supplementaries[found].pinnedWithin = horizontal ? box.minX...box.maxX : box.minY...box.maxY
            supplementaries[found].zIndex = max(supplementaries[found].zIndex, 1024 + offset)
        }
        // Backgrounds cover the content within the section's insets.
        let inner = CGRect(x: content.minX + (horizontal ? insets.leading : insets.leading),
                           y: content.minY + insets.top,
                           width: content.width - insets.leading - insets.trailing,
                           height: content.height - insets.top - insets.bottom)
        decorations = section.decorationItems.map { item in
            let edge = item.contentInsets
            let frame = CGRect(x: inner.minX + edge.leading, y: inner.minY + edge.top,
                               width: max(0, inner.width - edge.leading - edge.trailing), height: max(0, inner.height - edge.top - edge.bottom))
            return (item.elementKind, frame, item.zIndex)
        }
    }
}

/// Places groups' leaf items one after the other, counting the items it used.
@MainActor
struct GroupPlacer {
    let environment: CompositionalEnvironment
    let measured: (Int) -> CGSize?
    /// The next item index to place.
    var next = 0
    var frames: [CGRect] = []
    var supplementaries: [(kind: String, item: Int, frame: CGRect, zIndex: Int)] = []

    init(environment: CompositionalEnvironment, measured: @escaping (Int) -> CGSize?) {
        self.environment = environment
        self.measured = measured
    }

    /// Places `group` in `box` with at most `remaining` items; returns the size it took (its estimated dimensions
    /// replaced by what its items took).
    mutating func place(_ group: NSCollectionLayoutGroup, in box: CGRect, remaining: Int) -> CGSize {
        let insets = group.contentInsets
        let inner = CGRect(x: box.minX + insets.leading, y: box.minY + insets.top,
                           width: max(0, box.width - insets.leading - insets.trailing), height: max(0, box.height - insets.top - insets.bottom))
        if group.arrangement == .custom {
            let environment = CompositionalEnvironment(contentSize: inner.size, traitCollection: self.environment.traitCollection)
            for custom in (group.customProvider?(environment) ?? []).prefix(remaining) {
                placeLeaf(nil, custom.frame.offsetBy(dx: inner.minX, dy: inner.minY))
            }
            return box.size
        }
        let horizontal = group.arrangement == .horizontal
        let length = { (size: CGSize) in horizontal ? size.width : size.height }
        let innerLength = length(inner.size)
        let spacing = group.interItemSpacing?.spacing ?? 0
        // The subitems that fit, with their sizes.
        var slots: [(item: NSCollectionLayoutItem, size: CGSize)] = []
        if let count = group.repeatCount, let item = group.subitems.first {
            let share = max(0, (innerLength - spacing * CGFloat(count - 1)) / CGFloat(count))
            for _ in 0..<count {
                var size = item.layoutSize.resolved(in: inner.size)
                if horizontal { size.width = share } else { size.height = share }
                slots.append((item, size))
            }
        } else if !group.subitems.isEmpty {
            var used: CGFloat = 0
            var index = 0
            while slots.count < 10_000 {
                let item = group.subitems[index % group.subitems.count]
                let size = item.layoutSize.resolved(in: inner.size)
                let extra = slots.isEmpty ? length(size) : spacing + length(size)
                if !slots.isEmpty && used + extra > innerLength + 0.001 { break }
                slots.append((item, size))
                used += extra
                index += 1
                if length(size) <= 0 && index >= group.subitems.count { break }
            }
        }
        var gap = spacing
        if group.interItemSpacing?.isFlexibleSpacing == true, slots.count > 1 {
            let total = slots.reduce(0) { $0 + length($1.size) }
            gap = max(spacing, (innerLength - total) / CGFloat(slots.count - 1))
        }
        var cursor = horizontal ? inner.minX : inner.minY
        var crossExtent: CGFloat = 0
        var placed = 0
        for (item, proposed) in slots {
            guard placed < remaining else { break }
            let edge = item.edgeSpacing
            cursor += (horizontal ? edge?.leading?.spacing : edge?.top?.spacing) ?? 0
            let crossOffset = (horizontal ? edge?.top?.spacing : edge?.leading?.spacing) ?? 0
            let origin = horizontal ? CGPoint(x: cursor, y: inner.minY + crossOffset) : CGPoint(x: inner.minX + crossOffset, y: cursor)
            var taken: CGSize
            if let nested = item as? NSCollectionLayoutGroup {
                let before = next
                taken = place(nested, in: CGRect(origin: origin, size: proposed), remaining: remaining - placed)
                placed += next - before
            } else {
                taken = proposed
                if let size = measured(next) {
                    let insets = item.contentInsets
                    if item.layoutSize.widthDimension.isEstimated { taken.width = size.width + insets.leading + insets.trailing }
                    if item.layoutSize.heightDimension.isEstimated { taken.height = size.height + insets.top + insets.bottom }
                }
                placeLeaf(item, CGRect(origin: origin, size: taken))
                placed += 1
            }
            cursor += length(taken) + gap + ((horizontal ? edge?.trailing?.spacing : edge?.bottom?.spacing) ?? 0)
            crossExtent = max(crossExtent, (horizontal ? taken.height : taken.width) + crossOffset)
        }
        var size = box.size
        let usedLength = cursor - gap - (horizontal ? inner.minX : inner.minY)
        if horizontal {
            if group.layoutSize.widthDimension.isEstimated { size.width = usedLength + insets.leading + insets.trailing }
            if group.layoutSize.heightDimension.isEstimated { size.height = crossExtent + insets.top + insets.bottom }
        } else {
            if group.layoutSize.heightDimension.isEstimated { size.height = usedLength + insets.top + insets.bottom }
            if group.layoutSize.widthDimension.isEstimated { size.width = crossExtent + insets.leading + insets.trailing }
        }
        return size
    }

    /// One item's cell, inset by the item's content insets, and its badges.
    private mutating func placeLeaf(_ item: NSCollectionLayoutItem?, _ box: CGRect) {
        let insets = item?.contentInsets ?? .zero
        let frame = CGRect(x: box.minX + insets.leading, y: box.minY + insets.top,
                           width: max(0, box.width - insets.leading - insets.trailing), height: max(0, box.height - insets.top - insets.bottom))
        frames.append(frame)
        for badge in item?.supplementaryItems ?? [] {
            let size = badge.layoutSize.resolved(in: frame.size)
            supplementaries.append((badge.elementKind, next, badge.containerAnchor.frame(of: size, in: frame), badge.zIndex))
        }
        next += 1
    }
}
