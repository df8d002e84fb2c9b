import Foundation

/// The geometry of focus: which views can take focus in a tree, their order for Tab, and the nearest one in a
/// direction for the arrows.
@MainActor
enum FocusSearch {
    /// The views of `root`'s tree (itself included) that can be focused now: shown, interactive, able.
    static func focusableViews(in root: UIView) -> [UIView] {
        var found: [UIView] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled else { return }
            if view.canBecomeFocused { found.append(view) }
            view.subviews.forEach(visit)
        }
        visit(root)
        return found
    }

    /// Whether `item` can be focused where it is: able, in a window, and not inside a hidden or inert view.
    static func isFocusable(_ item: any UIFocusItem) -> Bool {
        guard item.canBecomeFocused else { return false }
        guard let view = item as? UIView else { return true }
        guard view.window != nil else { return false }
        var current: UIView? = view
        while let shown = current {
            if shown.isHidden || shown.alpha <= 0.01 || !shown.isUserInteractionEnabled { return false }
            current = shown.superview
        }
        return true
    }

    /// `items` in reading order by their frames in window coordinates: top to bottom (rows within 4 points),
    /// then leading to trailing.
    static func readingOrder<Item>(_ items: [(item: Item, frame: CGRect)]) -> [(item: Item, frame: CGRect)] {
        items.enumerated().sorted { lhs, rhs in
            let top0 = lhs.element.frame.minY.rounded(), top1 = rhs.element.frame.minY.rounded()
            if abs(top0 - top1) > 4 { return top0 < top1 }
            if lhs.element.frame.minX != rhs.element.frame.minX { return lhs.element.frame.minX < rhs.element.frame.minX }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// The index of the frame nearest to `origin` in `heading` (up, down, left or right), or nil when none lies
    /// that way. A frame lies that way when it starts beyond the origin's edge; one in line with the origin (their
    /// extents across the heading overlap) beats any beside it, then nearer along the heading wins.
    static func nearest(to origin: CGRect, heading: UIFocusHeading, among frames: [CGRect]) -> Int? {
        var best: (index: Int, score: CGFloat)?
        for (index, frame) in frames.enumerated() {
            guard let score = score(frame, from: origin, heading: heading) else { continue }
            if best == nil || score < best!.score { best = (index, score) }
        }
        return best?.index
    }

    private static func score(_ frame: CGRect, from origin: CGRect, heading: UIFocusHeading) -> CGFloat? {
        guard [.up, .down, .left, .right].contains(heading) else { return nil }
        let horizontal = heading == .left || heading == .right
        let forward = heading == .right || heading == .down
        // Along the heading: from the origin's leading edge that way to the frame's near edge.
        let along = horizontal
            ? (forward ? frame.minX - origin.maxX : origin.minX - frame.maxX)
            : (forward ? frame.minY - origin.maxY : origin.minY - frame.maxY)
        guard along >= -1 else { return nil }
        let across = horizontal
            ? gap(frame.minY, frame.maxY, origin.minY, origin.maxY)
            : gap(frame.minX, frame.maxX, origin.minX, origin.maxX)
        let centres = horizontal ? abs(frame.midY - origin.midY) : abs(frame.midX - origin.midX)
        let beside: CGFloat = across > 0 ? 1_000_000 : 0
        return beside + max(0, along) + 2 * across + 0.01 * centres
    }

    /// The distance between two ranges on one axis; 0 when they overlap.
    private static func gap(_ min0: CGFloat, _ max0: CGFloat, _ min1: CGFloat, _ max1: CGFloat) -> CGFloat {
        max(0, max(min0, min1) - min(max0, max1))
    }
}

extension FocusSearch {
    /// The enabled focus guides of `root`'s shown tree.
    static func focusGuides(in root: UIView) -> [UIFocusGuide] {
        var found: [UIFocusGuide] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0.01 else { return }
            found += view.layoutGuides.compactMap { $0 as? UIFocusGuide }.filter(\.isEnabled)
            view.subviews.forEach(visit)
        }
        visit(root)
        return found
    }
}
