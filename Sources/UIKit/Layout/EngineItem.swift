import Foundation
import LayoutSolver

/// The solver's variables for one view or layout guide (its frame in its superview's or owning view's
/// coordinates) and the constraints the engine adds for it by itself. Its fields skip Swift's run-time exclusivity
/// checks, as the engine's other per-item storage does (no method holds two accesses to one of them).
@MainActor
final class EngineItem {
    /// The view or guide, held through its handle (the engine does not keep it).
    private let handle: ObjectHandle
    var item: AnyObject? { handle.object }
    let minX: Variable, minY: Variable, width: Variable, height: Variable
    /// `translatesAutoresizingMaskIntoConstraints`: the frame held by four required constraints.
    @exclusivity(unchecked) var frameConstraints: [LinearConstraint] = []
    /// Content hugging and compression resistance for the intrinsic content size, per axis (0 horizontal).
    @exclusivity(unchecked) var contentConstraints = (AxisContentConstraints(), AxisContentConstraints())
    /// The intrinsic size the content constraints were made for.
    @exclusivity(unchecked) var contentSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    /// A system guide's constraints to its owning view.
    @exclusivity(unchecked) var systemConstraints: [LinearConstraint] = []
    /// The very weak pull `exerciseAmbiguityInLayout()` gives each free variable, and the way it pulls next.
    @exclusivity(unchecked) var exerciseConstraints: [LinearConstraint] = []
    @exclusivity(unchecked) var exerciseDirection: CGFloat = 1
    /// The solved frame the last flush compared the view with (nil: compare at the next one).
    @exclusivity(unchecked) var flushedFrame: CGRect?
    /// The build of the engine's solver the variables belong to (`LayoutEngineHost.generation`).
    let generation: Int

    /// The variables are unnamed: reports name constraints by their owners, never variables (naming four per view
    /// cost 13,000 instructions a view).
    init(item: AnyObject, solver: Solver, generation: Int) {
        handle = LayoutTerm.handle(item)
        self.generation = generation
        minX = solver.makeVariable()
        minY = solver.makeVariable()
        width = solver.makeVariable()
        height = solver.makeVariable()
    }

    /// Whether the last flush compared the view at `solved`, field by field (Foundation's `==` on an optional
    /// rectangle was a call of about 50 instructions for every item at every re-solve).
    func wasFlushed(at solved: CGRect) -> Bool {
        guard let flushed = flushedFrame else { return false }
        return flushed.origin.x == solved.origin.x && flushed.origin.y == solved.origin.y
            && flushed.size.width == solved.size.width && flushed.size.height == solved.size.height
    }

    func frame(in solver: Solver) -> CGRect {
        CGRect(x: solver.value(of: minX), y: solver.value(of: minY), width: solver.value(of: width), height: solver.value(of: height))
    }

    func variables(horizontal: Bool) -> [Variable] {
        horizontal ? [minX, width] : [minY, height]
    }

    /// The content size constraints of an axis (0 horizontal, 1 vertical).
    func contentConstraints(axis: Int) -> AxisContentConstraints {
        axis == 0 ? contentConstraints.0 : contentConstraints.1
    }

    func setContentConstraints(_ constraints: AxisContentConstraints, axis: Int) {
        if axis == 0 { contentConstraints.0 = constraints } else { contentConstraints.1 = constraints }
    }

    /// Takes the content size constraints of both axes out of `solver`.
    func removeContentConstraints(from solver: Solver) {
        for axis in 0..<2 { contentConstraints(axis: axis).forEach { solver.remove($0) } }
        contentConstraints = (AxisContentConstraints(), AxisContentConstraints())
    }
}

/// A view's content size constraints on one axis, held inline (an array per axis and one for both were three
/// allocations a view): one soft equality weighted differently on each side, or, when hugging or compression
/// resistance is required, an inequality for each (hugging first).
struct AxisContentConstraints {
    var first: LinearConstraint?
    var second: LinearConstraint?

    var count: Int { first == nil ? 0 : second == nil ? 1 : 2 }

    func forEach(_ body: (LinearConstraint) -> Void) {
        if let first { body(first) }
        if let second { body(second) }
    }
}

/// What the engine's own constraints stand for in conflict reports (iOS names them the same way); the name is made
/// only when a report reads it (formatting one for each content size constraint of a large tree cost more than
/// solving them).
final class InternalConstraintOwner: CustomStringConvertible {
    private let makeDescription: () -> String
    var description: String { makeDescription() }
    init(_ description: @escaping () -> String) { makeDescription = description }
}

/// What a content size constraint stands for in conflict reports, described only when a report reads it (one
/// object with the values, rather than a closure and its context, for each axis of every label).
final class ContentSizeConstraintOwner: CustomStringConvertible {
    private let viewReference: UnretainedReference<UIView>
    private var view: UIView? { viewReference.object }
    private let horizontal: Bool
    private let length: CGFloat
    private let hugging: Double
    private let compression: Double

    @MainActor
    init(view: UIView, horizontal: Bool, length: CGFloat, hugging: Double, compression: Double) {
        viewReference = UnretainedReference(view)
        self.horizontal = horizontal
        self.length = length
        self.hugging = hugging
        self.compression = compression
    }

    var description: String {
        let (view, attribute) = (view, horizontal ? NSLayoutConstraint.Attribute.width : .height)
        let name = MainActor.assumeIsolated { LayoutTerm(item: view, attribute: attribute).description }
        return "<NSContentSizeLayoutConstraint \(name) == \(NSLayoutConstraint.format(length)) Hug:\(Int(hugging)) CompressionResistance:\(Int(compression))>"
    }
}
