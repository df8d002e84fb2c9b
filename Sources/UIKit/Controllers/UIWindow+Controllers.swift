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

    /// Goes back, as a mouse's back button asks: the innermost navigation controller that can pop does.
    func performBackCommand() {
        var responder: UIResponder? = UIApplication.firstResponder ?? keyInputResponder
        while let current = responder {
            if let navigation = current as? UINavigationController, navigation.goBack() { return }
            responder = current.next
        }
    }
}
