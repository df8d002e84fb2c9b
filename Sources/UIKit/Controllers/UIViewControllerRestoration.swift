import Foundation

/// A class that makes a controller anew during state restoration, named by the controller's `restorationClass`.
///
/// Difference from Apple: never asked; there is no state restoration.
@MainActor
public protocol UIViewControllerRestoration: AnyObject {
    /// The controller for the restoration path `identifierComponents`, decoded from `coder`.
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController?
}
