import QuartzCore

/// What an update link follows: a view, whose updates are its window's while it shows in one, or a window scene,
/// whose updates are its windows'.
@MainActor
enum UpdateLinkTarget {
    case view(WeakView)
    case windowScene(WeakWindowScene)

    /// A view the link does not keep alive.
    struct WeakView {
        weak var view: UIView?
    }

    /// A scene the link does not keep alive.
    struct WeakWindowScene {
        weak var scene: UIWindowScene?
    }

    /// Whether the target shows in a visible window whose tree is `rootLayer` (any window when nil): a view that
    /// neither it nor any view above it hides, in a window; a scene with a window that is not hidden.
    func isVisible(in rootLayer: CALayer?) -> Bool {
        switch self {
        case .view(let reference):
            var current = reference.view
            while let view = current, !view.isHidden {
                if let window = view as? UIWindow { return Self.window(window, draws: rootLayer) }
                current = view.superview
            }
            return false
        case .windowScene(let reference):
            return reference.scene?.windows.contains { !$0.isHidden && Self.window($0, draws: rootLayer) } ?? false
        }
    }

    /// Whether `window` is the one whose tree is `rootLayer` (any window when nil).
    private static func window(_ window: UIWindow, draws rootLayer: CALayer?) -> Bool {
        rootLayer.map { $0 === window.layer } ?? true
    }
}
