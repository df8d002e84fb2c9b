import Foundation

/// Hears a split view controller change its display mode, collapse and expand, and may take over showing controllers.
/// Every member is optional (an extension gives UIKit's default).
@MainActor @preconcurrency
public protocol UISplitViewControllerDelegate: AnyObject {
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    func splitViewController(_ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController?
    func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column
    func splitViewController(_ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode)
        -> UISplitViewController.DisplayMode
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController)
    func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController)
    /// The orientations the split view controller supports, in place of its own.
    func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController) -> UIInterfaceOrientationMask
    /// The orientation a full-screen presentation of the split view controller starts in, in place of its own.
    func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: UISplitViewController) -> UIInterfaceOrientation
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    public func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode { .automatic }
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool { false }
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? { nil }
    public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? { nil }
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? { nil }
    public func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column { proposedTopColumn }
    public func splitViewController(_ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode)
        -> UISplitViewController.DisplayMode { proposedDisplayMode }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    public func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController) {}
    public func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController) {}
    public func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController) -> UIInterfaceOrientationMask {
        .idiomDefault
    }
    public func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: UISplitViewController) -> UIInterfaceOrientation {
        splitViewController.sceneInterfaceOrientation
    }
}
