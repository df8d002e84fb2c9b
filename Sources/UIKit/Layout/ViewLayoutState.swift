import Foundation

/// What Auto Layout keeps for one view, made the first time the view takes part (most views never do).
@MainActor
final class ViewLayoutState {
    /// The constraints installed on the view (`UIView.constraints`).
    var constraints: [NSLayoutConstraint] = []
    /// Whether the view or a descendant holds constraints, so that moving it moves them into the new tree's engine.
    var subtreeHasConstraints = false
    var translatesAutoresizingMaskIntoConstraints = true
    /// Content hugging and compression resistance, horizontal then vertical.
    var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
    var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// Whether the app set the margins (a controller's root view has the system minimum until it does).
    var marginsWereSet = false
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// Whether `updateConstraints()` is owed before the next layout.
    var needsUpdateConstraints = true
    /// Whether the view has variables in its tree's engine (its frame changes then reach the engine).
    var isInEngine = false
    /// The view's variables in its tree's engine, valid while their generation is the engine's.
    var engineEntry: EngineItem?
    /// The effective layout direction a rebuild found, valid for that build of the solver (its generation).
    var layoutDirection: (generation: Int, direction: UIUserInterfaceLayoutDirection)?
    /// Whether the engine is writing the view's solved frame now (the write is not a frame change of the app's).
    var isTakingSolvedFrame = false
    /// The engine of the tree this view is the root of.
    var host: LayoutEngineHost?
    /// The layout guides the view owns (`layoutGuides`), and the system ones made on demand.
    var layoutGuides: [UILayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    /// A scroll view's content and frame layout guides.
    var scrollContentGuide: UILayoutGuide?
    var scrollFrameGuide: UILayoutGuide?
    /// The keyboard layout guide, made when first asked for.
    var keyboardGuide: UIKeyboardLayoutGuide?
    /// The hidden state an arranged subview of a stack view shows while it collapses inside an animation (its
    /// layer stays visible until the animation ends, as on iOS).
    var stackHidden: Bool?
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
        while let parent = view.superview { view = parent }
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
