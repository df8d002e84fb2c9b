import Foundation

/// Focus and presentations, as on iPadOS: while a controller is presented focus stays inside it (Tab and the
/// arrows see only its items), a presentation shown while an item was focused takes focus to its preferred item,
/// and its dismissal gives focus back to that item when the controller `restoresFocusAfterTransition`.
extension UIFocusSystem {
    /// The view focus is confined to: the container of the topmost presentation shown in the window, else the window.
    var scope: UIView? {
        guard let window else { return nil }
        guard var controller = window.rootViewController else { return window }
        var scope: UIView = window
        while let presented = controller.relations.presented {
            if let view = presented.viewIfLoaded, view.window === window {
                scope = presented.relations.presentation?.containerView ?? view
            }
            controller = presented
        }
        return scope
    }

    /// After a presentation shows: with an item focused before, focus goes to the presented controller's preferred
    /// item (or nowhere), and the item is kept to come back to.
    func presentationDidShow(_ presented: UIViewController, focusedBefore: (any UIFocusItem)?) {
        guard let focusedBefore else { return }
        itemsBeforePresentations.append((WeakController(controller: presented), WeakFocusItem(item: focusedBefore)))
        move(to: preferredItem(in: presented), heading: [])
    }

    /// After a dismissal: focus goes back to the item focused before the presentation, when the presented controller
    /// asks for it and the item can still be focused.
    func presentationDidDismiss(_ presented: UIViewController) {
        itemsBeforePresentations.removeAll { $0.presented.controller == nil }
        guard let index = itemsBeforePresentations.lastIndex(where: { $0.presented.controller === presented }) else { return }
        let item = itemsBeforePresentations.remove(at: index).item.item
        guard presented.restoresFocusAfterTransition, let item, FocusSearch.isFocusable(item) else { return }
        move(to: item, heading: [])
    }
}

/// A controller held weakly.
struct WeakController {
    weak var controller: UIViewController?
}
