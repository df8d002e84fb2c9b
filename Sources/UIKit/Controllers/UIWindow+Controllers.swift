import QuartzCore

/// The window's controllers as the desktop's keys and buttons reach them.
extension UIWindow {
    /// What takes key presses when nothing is first responder: the shown controller of the topmost presentation
    /// (a navigation controller's top controller, whose presses then pass up through the navigation controller).
    var keyInputResponder: UIResponder {
        guard var controller = rootViewController else { return self }
        while let presented = controller.relations.presented { controller = presented }
        while let child = controller.childForKeyInput { controller = child }
        return controller
    }

    /// Changes the window's size by `change`, as UIKit does: the root controller and every presentation shown hear
    /// `viewWillTransition(to:with:)` first, the window is then laid out at the new size in the same turn (a
    /// presentation's container with `containerViewWillLayoutSubviews`), and the coordinator's alongside blocks and
    /// completions run last. The controllers and the layout run outside the caller's animation context (a resize
    /// the desktop makes inside `performWithoutAnimation` must not stop the animation blocks `layoutSubviews` opens,
    /// as UIKit's own later layout pass would not); only `change` runs inside it.
    func resizingControllers(to size: CGSize, change: () -> Void) {
        guard size != bounds.size, size.width.isFinite, size.height.isFinite, !isTellingControllersOfSize,
              let root = rootViewController, root.isViewLoaded else { return change() }
        let coordinator = SizeTransitionCoordinator(window: self)
        let state = UIKitContextState.current
        isTellingControllersOfSize = true
        state.outsideCallersAnimations {
            root.viewWillTransition(to: size, with: coordinator)
            for presentation in Self.presentations(shownFrom: root) {
                // A container follows the window's size change (it autoresizes with it).
                let container = presentation.containerView?.bounds.size ?? bounds.size
                presentation.viewWillTransition(to: CGSize(width: max(0, size.width - bounds.width + container.width),
                                                           height: max(0, size.height - bounds.height + container.height)),
                                                with: coordinator)
            }
        }
        isTellingControllersOfSize = false
        change()
        state.outsideCallersAnimations {
            layoutIfNeeded()
            coordinator.end()
        }
    }

    /// The presentation controllers of the presentations shown over `controller` and its descendants, outermost first.
    private static func presentations(shownFrom controller: UIViewController) -> [UIPresentationController] {
        var found: [UIPresentationController] = []
        for child in controller.children { found += presentations(shownFrom: child) }
        if let presented = controller.relations.presented {
            if let presentation = presented.relations.presentation { found.append(presentation) }
            found += presentations(shownFrom: presented)
        }
        return found
    }

    /// The app's first responder when it belongs to this window (a view in it, the controller of one, or a responder
    /// that is neither): a key typed in one window never goes to a field of another, or of a window gone.
    var firstResponderHere: UIResponder? {
        switch UIApplication.firstResponder {
        case let view as UIView: view.window === self ? view : nil
        case let controller as UIViewController: controller.viewIfLoaded?.window === self ? controller : nil
        case let other: other
        }
    }

    /// Goes back, as a mouse's back button asks: the innermost navigation controller that can pop does.
    func performBackCommand() {
        var responder: UIResponder? = firstResponderHere ?? keyInputResponder
        while let current = responder {
            if let navigation = current as? UINavigationController, navigation.goBack() { return }
            responder = current.next
        }
    }
}
