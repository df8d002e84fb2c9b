import Foundation

/// The bars of a navigation controller hiding by themselves: a tap in the content toggles them
/// (`hidesBarsOnTap`), swiping the content up hides them and down shows them (`hidesBarsOnSwipe`), and they hide
/// while the keyboard shows or the environment is vertically compact. Each hides the navigation bar, and the toolbar
/// when it showed, animated; showing brings back what was hidden.
@MainActor
final class NavigationBarHiding: NSObject, UIGestureRecognizerDelegate {
    private unowned let controller: UINavigationController
    let tap = UITapGestureRecognizer()
    let swipe = UIPanGestureRecognizer()
    /// Whether the toolbar was showing when the bars last hid.
    private var toolbarWasShown = false
    private var hiddenByThis = false
    private var keyboardObservers: [NSObjectProtocol] = []
    private var compactHidden = false

    init(controller: UINavigationController) {
        self.controller = controller
        super.init()
        tap.addAction { [unowned self] _ in tapped() }
        tap.cancelsTouchesInView = false
        tap.isEnabled = false
        tap.delegate = self
        swipe.addAction { [unowned self] _ in swiped() }
        swipe.cancelsTouchesInView = false
        swipe.isEnabled = false
        swipe.delegate = self
    }

    func install(in view: UIView) {
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(swipe)
    }

    /// The settings changed: the recognizers and the keyboard observation follow.
    func update() {
        tap.isEnabled = controller.hidesBarsOnTap
        swipe.isEnabled = controller.hidesBarsOnSwipe
        if controller.hidesBarsWhenKeyboardAppears, keyboardObservers.isEmpty {
            let center = NotificationCenter.default
            keyboardObservers = [
                center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] _ in
                    MainActor.assumeIsolated { self?.setBarsHidden(true) }
                },
            ]
        } else if !controller.hidesBarsWhenKeyboardAppears {
            keyboardObservers.forEach(NotificationCenter.default.removeObserver)
            keyboardObservers = []
        }
        followVerticalSizeClass()
    }

    /// Hides the bars while vertically compact (when asked to), and shows them again after.
    func followVerticalSizeClass() {
        let compact = controller.hidesBarsWhenVerticallyCompact && controller.traitCollection.verticalSizeClass == .compact
        guard compact != compactHidden else { return }
        compactHidden = compact
        setBarsHidden(compact)
    }

    private func tapped() {
        guard tap.state == .ended, !isOnBarOrControl(tap) else { return }
        setBarsHidden(!controller.isNavigationBarHidden)
    }

    private func swiped() {
        guard swipe.state == .changed || swipe.state == .ended, let view = controller.viewIfLoaded else { return }
        let moved = swipe.translation(in: view).y
        if moved < -UINavigationController.barSwipeDistance, !controller.isNavigationBarHidden {
            setBarsHidden(true)
        } else if moved > UINavigationController.barSwipeDistance, controller.isNavigationBarHidden {
            setBarsHidden(false)
        }
    }

    /// Whether the tap landed on a bar or a control, which keep their taps.
    private func isOnBarOrControl(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let view = controller.viewIfLoaded else { return true }
        var hit = view.hitTest(recognizer.location(in: view), with: nil)
        while let current = hit, current !== view {
            if current is UIControl || current === controller.navigationBar || current === controller.toolbar { return true }
            hit = current.superview
        }
        return false
    }

    private func setBarsHidden(_ hidden: Bool) {
        if hidden {
            guard !controller.isNavigationBarHidden else { return }
            toolbarWasShown = !controller.isToolbarHidden
            hiddenByThis = true
            controller.setNavigationBarHidden(true, animated: true)
            if toolbarWasShown { controller.setToolbarHidden(true, animated: true) }
        } else {
            guard hiddenByThis else { return }
            hiddenByThis = false
            controller.setNavigationBarHidden(false, animated: true)
            if toolbarWasShown { controller.setToolbarHidden(false, animated: true) }
        }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}

extension UINavigationController {
    /// How far the content must be swiped to hide or show the bars.
    static let barSwipeDistance: CGFloat = 20
}
