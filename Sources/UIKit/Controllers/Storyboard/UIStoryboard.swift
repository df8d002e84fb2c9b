import Foundation

/// Makes a controller from a storyboard's scene, for the `instantiateViewController` creator forms.
public typealias UIStoryboardViewControllerCreator = (NSCoder) -> UIViewController?

/// A storyboard: the compiled scenes of an Interface Builder file, each made into its controller by identifier.
///
/// Difference from Apple: the desktop compiles no storyboards, so a storyboard holds no scenes; its initial
/// controller is nil, and asking for a scene by identifier stops the app with the line iOS raises for a missing one.
@MainActor @preconcurrency
open class UIStoryboard: NSObject {
    /// The storyboard's name, as given.
    let name: String

    /// The storyboard named `name` in `storyboardBundleOrNil` (the main bundle when nil).
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        Diagnostics.report("storyboard '\(name)' has no scenes: storyboards are not compiled on the desktop; make controllers in code")
    }

    /// The controller of the storyboard's initial scene: none here.
    open func instantiateInitialViewController() -> UIViewController? { nil }

    /// The controller of the initial scene, made by `creator` from the scene's coder (iOS 13): none here.
    public func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? {
        nil
    }

    /// The controller of the scene named `identifier`; iOS raises when there is none, as there never is here.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        missingScene(identifier)
    }

    /// The controller of the scene named `identifier`, made by `creator` from the scene's coder (iOS 13).
    public func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        missingScene(identifier)
    }

    private func missingScene(_ identifier: String) -> Never {
        fatalError("Storyboard (\(name)) doesn't contain a view controller with identifier '\(identifier)'")
    }
}
