/// The searches the segue and action members make through the controller hierarchy.
extension UIViewController {
    /// Whether this controller is `ancestor` or shown from it: a descendant, or presented from one.
    func isShown(within ancestor: UIViewController) -> Bool {
        var controller: UIViewController? = self
        while let current = controller {
            if current === ancestor { return true }
            controller = current.parent ?? current.relations.presenting
        }
        return false
    }

    /// Whether this controller is the target of `action`: the show actions go to the containers that show
    /// controllers themselves, other actions to a controller that says it can perform them.
    func handlesTargetAction(_ action: Selector, sender: Any?) -> Bool {
        switch action.name {
        case "showViewController:sender:", "show(_:sender:)":
            self is UINavigationController || self is UISplitViewController
        case "showDetailViewController:sender:", "showDetailViewController(_:sender:)":
            self is UISplitViewController
        default:
            canPerformAction(action, withSender: sender)
        }
    }
}
