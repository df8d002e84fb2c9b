import Foundation
import QuartzCore

/// Manages a view: loads it on first use and hears about its appearance and layout.
@MainActor @preconcurrency
open class UIViewController: UIResponder, UITraitEnvironment {
    private var loadedView: UIView?
    open var title: String?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    override public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Controllers come from code here, never from storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The root view, loaded (`loadView` then `viewDidLoad`) the first time it is asked for.
    open var view: UIView! {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView
        }
        set {
            loadedView?.viewController = nil
            loadedView = newValue
            newValue?.viewController = self
        }
    }

    open var isViewLoaded: Bool { loadedView != nil }

    /// The view if loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: .zero) }
        viewDidLoad()
    }

    /// Makes the root view; the default makes a plain `UIView`.
    open func loadView() {
        view = UIView(frame: .zero)
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    override open var next: UIResponder? {
        loadedView?.superview ?? loadedView?.window
    }

    /// The environment the view is shown in (the view's, or the main screen's before it shows).
    open var traitCollection: UITraitCollection {
        loadedView?.traitCollection ?? .desktop(scale: UIScreen.main.scale)
    }

    /// Called when `traitCollection` changed: here when the window's pixels per point change.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Difference from Apple: never called; the desktop does not warn of memory.
    open func didReceiveMemoryWarning() {}
}
