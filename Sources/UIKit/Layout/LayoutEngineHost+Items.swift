import Foundation
import LayoutSolver

/// The variables of each view and guide, and the constraints the engine adds for them: a frame held by
/// `translatesAutoresizingMaskIntoConstraints`, the intrinsic content size with its hugging and compression
/// resistance, and the system guides' insets.
extension LayoutEngineHost {
    /// The item's variables, made (with its own constraints) the first time a constraint names it.
    func engineItem(for item: AnyObject) -> EngineItem {
        let view = item as? UIView
        return engineItem(for: item, view: view, guide: view == nil ? item as? UILayoutGuide : nil)
    }

    /// `engineItem(for:)` with the item already cast: `view` or `guide` is the item itself.
    func engineItem(for item: AnyObject, view: UIView?, guide: UILayoutGuide?) -> EngineItem {
        if let entry = view?.autoLayoutStorage?.engineEntry ?? guide?.engineEntry, entry.generation == generation { return entry }
        if let entry = items[ObjectIdentifier(item)] {
            if let view { view.autoLayout.engineEntry = entry } else { guide?.engineEntry = entry }
            return entry
        }
        let entry = EngineItem(item: item, solver: solver, generation: generation)
        items[ObjectIdentifier(item)] = entry
        if let view {
            let state = view.autoLayout
            state.engineEntry = entry
            state.isInEngine = true
            if view.translatesAutoresizingMaskIntoConstraints {
                setFrameConstraints(entry, view.alignmentRect(forFrame: view.frame))
            } else {
                updateContentConstraints(entry, view)
            }
        } else if let guide {
            guide.engineEntry = entry
            if let role = guide.systemRole, let owner = guide.owningView { makeSystemConstraints(entry, role, owner) }
        }
        return entry
    }

    /// The item's variables if it has some in this engine: from the item itself when they were made by this build of
    /// the solver (a hash per lookup cost more than the rest of reading a view's solved frame), else from `items`.
    func existingEngineItem(for item: AnyObject) -> EngineItem? {
        if let view = item as? UIView {
            if let entry = view.autoLayoutStorage?.engineEntry, entry.generation == generation { return entry }
        } else if let guide = item as? UILayoutGuide, let entry = guide.engineEntry, entry.generation == generation {
            return entry
        }
        return items[ObjectIdentifier(item)]
    }

    /// Required constraints holding the item at `frame` (the autoresizing constraints of a view that translates its
    /// frame).
    func setFrameConstraints(_ entry: EngineItem, _ frame: CGRect) {
        let values = [frame.minX, frame.minY, frame.width, frame.height]
        let variables = [entry.minX, entry.minY, entry.width, entry.height]
        if entry.frameConstraints.isEmpty {
            let term = entry.item.map { LayoutTerm(item: $0, attribute: .notAnAttribute) }
            let owner = InternalConstraintOwner {
                "<NSAutoresizingMaskLayoutConstraint \(MainActor.assumeIsolated { term?.description ?? "" }) frame \(frame)>"
            }
            entry.frameConstraints = zip(variables, values).map { variable, value in
                LinearConstraint(LinearExpression([(variable, 1)], constant: -Double(value)), .equal, owner: owner)
            }
            for constraint in entry.frameConstraints { try? solver.add(constraint) }
            return
        }
        for (constraint, value) in zip(entry.frameConstraints, values) where constraint.constant != -Double(value) {
            try? solver.updateConstant(of: constraint, to: -Double(value))
        }
    }

    /// Takes the frame constraints out (the view stopped translating its frame, or a fitting measures it).
    func removeFrameConstraints(_ entry: EngineItem) {
        for constraint in entry.frameConstraints { solver.remove(constraint) }
        entry.frameConstraints = []
    }

    /// Hugging (size ≤ content at its priority) and compression resistance (size ≥ content) per axis with an
    /// intrinsic size; only the constants move when the size changes at the same priorities. Below required, the
    /// two are one soft equality weighted differently on each side, as iOS's `NSContentSizeLayoutConstraint` is (a
    /// pair of inequalities took twice the symbols and a pivot per axis of every label).
    func updateContentConstraints(_ entry: EngineItem, _ view: UIView) {
        let size = view.intrinsicContentSize
        entry.contentSize = size
        for axis in 0..<2 {
            let length = axis == 0 ? size.width : size.height
            let variable = axis == 0 ? entry.width : entry.height
            let state = view.autoLayoutStorage
            let hugging = Strength(Double((state?.hugging[axis] ?? .defaultLow).rawValue))
            let compression = Strength(Double((state?.compressionResistance[axis] ?? .defaultHigh).rawValue))
            let existing = entry.contentConstraints(axis: axis)
            if length == UIView.noIntrinsicMetric || length < 0 || !length.isFinite {
                existing.forEach { solver.remove($0) }
                entry.setContentConstraints(AxisContentConstraints(), axis: axis)
                continue
            }
            let combined = !hugging.isRequired && !compression.isRequired
            let unchanged = combined
                ? existing.count == 1 && existing.first?.strength == hugging && existing.first?.strengthBelow == compression
                : existing.count == 2 && existing.first?.strength == hugging && existing.second?.strength == compression
            if unchanged {
                existing.forEach { constraint in
                    guard constraint.constant != -Double(length) else { return }
                    try? solver.updateConstant(of: constraint, to: -Double(length))
                }
                continue
            }
            existing.forEach { solver.remove($0) }
            let owner = ContentSizeConstraintOwner(view: view, horizontal: axis == 0, length: length,
                                                   hugging: hugging.priority, compression: compression.priority)
            let expression = LinearExpression(terms: [(variable: variable, coefficient: 1)], constant: -Double(length))
            let made = combined
                ? AxisContentConstraints(first: LinearConstraint(expression, equalAt: hugging, below: compression, owner: owner))
                : AxisContentConstraints(first: LinearConstraint(expression, .lessThanOrEqual, strength: hugging, owner: owner),
                                         second: LinearConstraint(expression, .greaterThanOrEqual, strength: compression, owner: owner))
            entry.setContentConstraints(made, axis: axis)
            made.forEach { try? solver.add($0) }
        }
    }

    /// A system guide follows its owning view's bounds inset by the margins, safe area or readable width.
    func makeSystemConstraints(_ entry: EngineItem, _ role: UILayoutGuide.SystemRole, _ owner: UIView) {
        for constraint in entry.systemConstraints { solver.remove(constraint) }
        let ownerItem = engineItem(for: owner)
        if role == .scrollContent || role == .scrollFrame || role == .keyboard {
            return makeScrollGuideConstraints(entry, role, owner, ownerItem)
        }
        let insets: UIEdgeInsets = role == .safeArea ? owner.safeAreaInsets : owner.layoutMargins
        let term = LayoutTerm(item: owner, attribute: .notAnAttribute)
        let name = InternalConstraintOwner { "<system guide \(role) of \(MainActor.assumeIsolated { term.description })>" }
        func make(_ terms: [(Variable, Double)], _ constant: CGFloat, _ relation: LinearRelation = .equal, _ strength: Strength = .required) -> LinearConstraint {
            LinearConstraint(LinearExpression(terms, constant: Double(constant)), relation, strength: strength, owner: name)
        }
        var constraints = [
            make([(entry.minY, 1)], -insets.top),
            make([(entry.height, 1), (ownerItem.height, -1)], insets.top + insets.bottom),
        ]
        if role == .readableContent {
            // Centered within the margins, as wide as they are up to the readable width.
            constraints += [
                make([(entry.minX, 2), (entry.width, 1), (ownerItem.width, -1)], -insets.left + insets.right),
                make([(entry.width, 1)], -UILayoutGuide.readableWidth, .lessThanOrEqual),
                make([(entry.width, 1), (ownerItem.width, -1)], insets.left + insets.right, .lessThanOrEqual),
                make([(entry.width, 1), (ownerItem.width, -1)], insets.left + insets.right, .equal, Strength(999)),
            ]
        } else {
            constraints += [
                make([(entry.minX, 1)], -insets.left),
                make([(entry.width, 1), (ownerItem.width, -1)], insets.left + insets.right),
            ]
        }
        entry.systemConstraints = constraints
        for constraint in constraints { try? solver.add(constraint) }
    }

    /// A scroll view's content guide starts at the content's origin, its size left to the app's constraints; the
    /// frame guide covers the visible bounds, at the content offset; a keyboard guide spans the view's width at its
    /// bottom, as high as the keyboard covers (or the bottom safe area).
    private func makeScrollGuideConstraints(_ entry: EngineItem, _ role: UILayoutGuide.SystemRole, _ owner: UIView, _ ownerItem: EngineItem) {
        let term = LayoutTerm(item: owner, attribute: .notAnAttribute)
        let name = InternalConstraintOwner { "<system guide \(role) of \(MainActor.assumeIsolated { term.description })>" }
        func make(_ terms: [(Variable, Double)], _ constant: CGFloat) -> LinearConstraint {
            LinearConstraint(LinearExpression(terms, constant: Double(constant)), .equal, strength: .required, owner: name)
        }
        if role == .keyboard {
            let height = UILayoutGuide.systemFrame(.keyboard, in: owner).height
            entry.systemConstraints = [
                make([(entry.minX, 1)], 0), make([(entry.width, 1), (ownerItem.width, -1)], 0),
                make([(entry.height, 1)], -height), make([(entry.minY, 1), (entry.height, 1), (ownerItem.height, -1)], 0),
            ]
            for constraint in entry.systemConstraints { try? solver.add(constraint) }
            return
        }
        let origin = role == .scrollFrame ? owner.bounds.origin : .zero
        var constraints = [make([(entry.minX, 1)], -origin.x), make([(entry.minY, 1)], -origin.y)]
        if role == .scrollFrame {
            constraints += [make([(entry.width, 1), (ownerItem.width, -1)], 0), make([(entry.height, 1), (ownerItem.height, -1)], 0)]
        }
        entry.systemConstraints = constraints
        for constraint in constraints { try? solver.add(constraint) }
    }

    /// A system guide moved in its view: a scroll view's frame guide with the visible area, a keyboard guide with the
    /// keyboard.
    func systemGuideMoved(_ guide: UILayoutGuide) {
        guard let entry = existingEngineItem(for: guide), let owner = guide.owningView, let role = guide.systemRole,
              !needsRebuild else { return }
        makeSystemConstraints(entry, role, owner)
        solutionChanged()
    }
}
