import Foundation

/// What Auto Layout keeps for one view, made the first time the view takes part (most views never do). Its
/// storage skips Swift's run-time exclusivity checks: no method holds two accesses to one field, and a large tree's
/// first layout reads these fields thousands of times.
@MainActor
final class ViewLayoutState {
    /// A priority per axis, horizontal (0) then vertical (1), held inline (an array each cost a view two allocations).
    struct AxisPriorities {
        var horizontal: UILayoutPriority
        var vertical: UILayoutPriority

        subscript(axis: Int) -> UILayoutPriority {
            get { axis == 0 ? horizontal : vertical }
            set { if axis == 0 { horizontal = newValue } else { vertical = newValue } }
        }
    }

    /// The constraints installed on the view (`UIView.constraints`).
    @exclusivity(unchecked) var constraints: [NSLayoutConstraint] = []
    /// Whether the view or a descendant holds constraints, so that moving it moves them into the new tree's engine.
    @exclusivity(unchecked) var subtreeHasConstraints = false
    @exclusivity(unchecked) var translatesAutoresizingMaskIntoConstraints = true
    /// Content hugging and compression resistance, horizontal then vertical.
    @exclusivity(unchecked) var hugging = AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow)
    @exclusivity(unchecked) var compressionResistance = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
    @exclusivity(unchecked) var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// Whether the app set the margins (a controller's root view has the system minimum until it does).
    @exclusivity(unchecked) var marginsWereSet = false
    @exclusivity(unchecked) var preservesSuperviewLayoutMargins = false
    @exclusivity(unchecked) var insetsLayoutMarginsFromSafeArea = true
    @exclusivity(unchecked) var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// Whether `updateConstraints()` is owed before the next layout.
    @exclusivity(unchecked) var needsUpdateConstraints = true
    /// Whether the view has variables in its tree's engine (its frame changes then reach the engine).
    @exclusivity(unchecked) var isInEngine = false
    /// The view's variables in its tree's engine, valid while their generation is the engine's.
    @exclusivity(unchecked) var engineEntry: EngineItem?
    /// The effective layout direction a rebuild found, valid for that build of the solver (its generation).
    @exclusivity(unchecked) var layoutDirection: (generation: Int, direction: UIUserInterfaceLayoutDirection)?
    /// Whether the engine is writing the view's solved frame now (the write is not a frame change of the app's).
    @exclusivity(unchecked) var isTakingSolvedFrame = false
    /// The engine of the tree this view is the root of.
    @exclusivity(unchecked) var host: LayoutEngineHost?
    /// The layout guides the view owns (`layoutGuides`), and the system ones made on demand.
    @exclusivity(unchecked) var layoutGuides: [UILayoutGuide] = []
    @exclusivity(unchecked) var marginsGuide: UILayoutGuide?
    @exclusivity(unchecked) var safeAreaGuide: UILayoutGuide?
    @exclusivity(unchecked) var readableGuide: UILayoutGuide?
    /// A scroll view's content and frame layout guides.
    @exclusivity(unchecked) var scrollContentGuide: UILayoutGuide?
    @exclusivity(unchecked) var scrollFrameGuide: UILayoutGuide?
    /// The keyboard layout guide, made when first asked for.
    @exclusivity(unchecked) var keyboardGuide: UIKeyboardLayoutGuide?
    /// The hidden state an arranged subview of a stack view shows while it collapses inside an animation (its
    /// layer stays visible until the animation ends, as on iOS).
    @exclusivity(unchecked) var stackHidden: Bool?
}

extension UIView {
    /// The view's Auto Layout state, made on first use.
    var autoLayout: ViewLayoutState {
        if let state = autoLayoutStorage { return state }
        let state = ViewLayoutState()
        autoLayoutStorage = state
        return state
    }

    /// The topmost ancestor (the view itself when it has no superview): where the tree's engine lives.
    var layoutRoot: UIView {
        var view = self
        while let parent = view.superviewStorage { view = parent }
        return view
    }

    /// The nearest view that both this view and `other` are in (either of them, or a common ancestor): the deeper
    /// of the two climbs to the other's depth, then both climb together until they meet.
    func nearestCommonAncestor(with other: UIView) -> UIView? {
        var first: UIView? = self, second: UIView? = other
        var firstDepth = depth, secondDepth = other.depth
        while firstDepth > secondDepth {
            first = first?.superview
            firstDepth -= 1
        }
        while secondDepth > firstDepth {
            second = second?.superview
            secondDepth -= 1
        }
        while let a = first, let b = second {
            if a === b { return a }
            first = a.superview
            second = b.superview
        }
        return nil
    }
}
