import Foundation

extension UIViewController: UIFocusEnvironment {}

extension UIWindowScene {
    /// The focus system of the scene's windows (the first window's: each window keeps its own).
    public var focusSystem: UIFocusSystem? { windows.first?.focusSystem }
}

extension UIPresentationController: UIFocusEnvironment {}
