import Foundation
import LayoutSolver

/// From the solution to the views: the update-constraints pass, finding which views moved, and writing their frames
/// through the ordinary setters (so that, inside an animation block, the moves animate).
extension LayoutEngineHost {
    /// Runs the owed `updateConstraints()` (deepest views first, as iOS does), builds the solver if the tree changed,
    /// and marks for layout the superview of every view whose solved frame differs from its frame. Only views whose
    /// solved frame changed since the last flush (or whose frame the app set) are compared, so that a re-solve that
    /// moves one view costs a few reads per view rather than the geometry getters of the whole tree.
    func flush() {
        isFlushing = true
        if needsInitialConstraintPass { initialConstraintPass() }
        updateConstraintsIfNeeded()
        isFlushing = false
        if needsRebuild { rebuild() }
        guard needsFlush else { return }
        needsFlush = false
        for entry in items.values {
            let solved = entry.frame(in: solver)
            guard !entry.wasFlushed(at: solved), let view = entry.item as? UIView, !view.translatesAutoresizingMaskIntoConstraints,
                  let superview = view.superview else { continue }
            entry.flushedFrame = solved
            let (center, size) = solvedPlacement(of: view, solved)
            if view.center != center || view.bounds.size != size { superview.setNeedsLayout() }
        }
    }

    /// The center and bounds size that put `view` at its solved frame (what `applyLayout` writes, and what `flush`
    /// compares: the frame getter maps the bounds through the layer's transform, too slow for every view of a tree).
    func solvedPlacement(of view: UIView, _ alignmentRect: CGRect) -> (center: CGPoint, size: CGSize) {
        let frame = view.frame(forAlignmentRect: alignmentRect)
        return (CGPoint(x: frame.midX, y: frame.midY), frame.size)
    }

    /// The first update-constraints pass of a tree: every view, children before their superviews.
    func initialConstraintPass() {
        needsInitialConstraintPass = false
        guard let root else { return }
        func visit(_ view: UIView) {
            for subview in view.subviews { visit(subview) }
            view.updateConstraintsIfNeeded()
        }
        visit(root)
    }

    /// The update-constraints pass: every view owed one, children before their superviews.
    func updateConstraintsIfNeeded() {
        guard !viewsNeedingConstraintUpdate.isEmpty else { return }
        while !viewsNeedingConstraintUpdate.isEmpty {
            let views = viewsNeedingConstraintUpdate
            viewsNeedingConstraintUpdate = []
            // Views the tree's first pass already updated (every view a tree was built with asked for one) are
            // dropped before finding depths: sorting the whole tree by depth cost more than its constraints.
            var owed: [(view: UIView, depth: Int)] = []
            for view in views where view.needsUpdateConstraints() { owed.append((view, view.depth)) }
            guard !owed.isEmpty else { continue }
            owed.sort(by: LayoutEngineHost.isDeeper)
            for (view, _) in owed where view.layoutRoot === root { view.updateConstraintsIfNeeded() }
        }
    }

    /// Deeper views first (a comparison outside the main actor, so that sorting checks no executor per call).
    nonisolated private static func isDeeper(_ a: (view: UIView, depth: Int), _ b: (view: UIView, depth: Int)) -> Bool {
        a.depth > b.depth
    }

    /// Writes the solved frames of `view`'s subviews that do not translate their own (called as `view` lays out).
    func applyLayout(toSubviewsOf view: UIView) {
        flush()
        isApplying = true
        defer { isApplying = false }
        for subview in view.subviews {
            // A view placed by constraints has Auto Layout state; its variables are found there.
            guard let state = subview.autoLayoutStorage, !subview.translatesAutoresizingMaskIntoConstraints else { continue }
            var found = state.engineEntry
            if found?.generation != generation { found = items[ObjectIdentifier(subview)] }
            guard let entry = found else { continue }
            let (center, size) = solvedPlacement(of: subview, entry.frame(in: solver))
            // The engine's own write: the view's frame-change hook need not find the engine to learn that.
            state.isTakingSolvedFrame = true
            if subview.center != center { subview.center = center }
            let bounds = subview.bounds
            if bounds.size != size { subview.bounds = CGRect(origin: bounds.origin, size: size) }
            state.isTakingSolvedFrame = false
        }
    }

    /// The solved frame of an item in its superview's (or owning view's) coordinates.
    func frame(of item: AnyObject) -> CGRect? {
        existingEngineItem(for: item)?.frame(in: solver)
    }

    /// A view's frame changed by the app: a view translating its frame holds the new one; one placed by constraints
    /// is compared with its solved frame at the next flush.
    func frameChanged(_ view: UIView) {
        guard !needsRebuild, let entry = existingEngineItem(for: view) else { return }
        guard view.translatesAutoresizingMaskIntoConstraints else {
            if !isApplying { entry.flushedFrame = nil }
            return
        }
        let frame = view.alignmentRect(forFrame: view.frame)
        guard entry.frame(in: solver) != frame || entry.frameConstraints.isEmpty else { return }
        setFrameConstraints(entry, frame)
        solutionChanged()
    }

    /// A view's intrinsic content size, hugging or compression resistance changed.
    func contentChanged(_ view: UIView) {
        guard !needsRebuild, !view.translatesAutoresizingMaskIntoConstraints, let entry = existingEngineItem(for: view) else { return }
        updateContentConstraints(entry, view)
        solutionChanged()
    }

    /// A view stopped or started translating its frame into constraints.
    func translationChanged(_ view: UIView) {
        guard !needsRebuild, let entry = existingEngineItem(for: view) else { return }
        entry.flushedFrame = nil
        if view.translatesAutoresizingMaskIntoConstraints {
            entry.removeContentConstraints(from: solver)
            setFrameConstraints(entry, view.alignmentRect(forFrame: view.frame))
        } else {
            removeFrameConstraints(entry)
            updateContentConstraints(entry, view)
        }
        solutionChanged()
    }

    /// A view's margins or safe area changed: its system guides and the constraints naming its margins follow.
    func marginsChanged(_ view: UIView) {
        guard !needsRebuild else { return }
        treeChanged()
    }
}

extension UIView {
    /// How many ancestors the view has.
    var depth: Int {
        var count = 0
        var view = superview
        while let current = view {
            count += 1
            view = current.superview
        }
        return count
    }
}
