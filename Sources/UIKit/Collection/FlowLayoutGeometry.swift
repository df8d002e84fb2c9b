import Foundation

/// The arithmetic of a flow layout, on values: sections of items packed into lines along the scroll direction's
/// cross axis, each section with its header, insets and footer. Items in a line of several are spread to fill it
/// (the spacing grows past the minimum), a line of one item centres it, and items are centred across their line.
struct FlowLayoutGeometry {
    /// One section's measures, in the layout's own terms.
    struct Section {
        var itemSizes: [CGSize]
        var inset: UIEdgeInsets
        var lineSpacing: CGFloat
        var interitemSpacing: CGFloat
        var headerSize: CGSize
        var footerSize: CGSize
    }

    /// One section's frames: the header's and footer's (nil when their size along the scroll axis is zero), the items'.
    struct SectionFrames {
        var header: CGRect?
        var items: [CGRect]
        var footer: CGRect?
        /// Where the section's content (insets included) starts and ends along the scroll axis: a pinned header
        /// stays inside.
        var contentStart: CGFloat
        var contentEnd: CGFloat
    }

    var sections: [SectionFrames] = []
    var contentSize: CGSize = .zero

    /// Lays out `sections` across `width` (vertical scrolling; `horizontal` swaps the axes), starting at `origin` on
    /// the cross axis (the reference's inset from the collection view's edge).
    init(_ input: [Section], crossExtent: CGFloat, crossOrigin: CGFloat, horizontal: Bool) {
        // Everything is computed as if vertical (x across, y along), then flipped for horizontal layouts.
        func flip(_ size: CGSize) -> CGSize { horizontal ? CGSize(width: size.height, height: size.width) : size }
        func flip(_ rect: CGRect) -> CGRect {
            horizontal ? CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width) : rect
        }
        var along: CGFloat = 0
        for section in input {
            let inset = horizontal
                ? UIEdgeInsets(top: section.inset.left, left: section.inset.top, bottom: section.inset.right, right: section.inset.bottom)
                : section.inset
            var frames = SectionFrames(header: nil, items: [], footer: nil, contentStart: 0, contentEnd: 0)
            let header = flip(section.headerSize)
            if header.height > 0 {
                frames.header = flip(CGRect(x: crossOrigin, y: along, width: crossExtent, height: header.height))
                along += header.height
            }
            frames.contentStart = along
            along += inset.top
            let available = max(0, crossExtent - inset.left - inset.right)
            var index = 0
            let sizes = section.itemSizes.map(flip)
            while index < sizes.count {
                // The items that fit in this line (at least one).
                var end = index + 1
                var used = sizes[index].width
                while end < sizes.count, used + section.interitemSpacing + sizes[end].width <= available + 0.0001 {
                    used += section.interitemSpacing + sizes[end].width
                    end += 1
                }
                let line = sizes[index..<end]
                let lineHeight = line.map(\.height).max() ?? 0
                let count = end - index
                let spacing = count > 1
                    ? section.interitemSpacing + (available - used) / CGFloat(count - 1)
                    : 0
                var x = crossOrigin + inset.left + (count == 1 ? (available - used) / 2 : 0)
                for size in line {
                    frames.items.append(flip(CGRect(x: x, y: along + (lineHeight - size.height) / 2, width: size.width, height: size.height)))
                    x += size.width + spacing
                }
                along += lineHeight
                index = end
                if index < sizes.count { along += section.lineSpacing }
            }
            along += inset.bottom
            frames.contentEnd = along
            let footer = flip(section.footerSize)
            if footer.height > 0 {
                frames.footer = flip(CGRect(x: crossOrigin, y: along, width: crossExtent, height: footer.height))
                along += footer.height
            }
            sections.append(frames)
        }
        contentSize = flip(CGSize(width: crossExtent + crossOrigin, height: along))
    }
}
