import QuartzCore

/// Hears a tab bar controller's selection, may refuse it, and may hand out a transition between tabs; with iOS 18's
/// tabs it also hears which tab is selected, which tabs are hidden and the order of a group's children.
@MainActor @preconcurrency
public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?)
    func tabBarController(_ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab])
    func tabBarController(_ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup)
    func tabBarController(_ tabBarController: UITabBarController, displayedViewControllersFor tab: UITab,
                          proposedViewControllers: [UIViewController]) -> [UIViewController]
    func tabBarController(_ tabBarController: UITabBarController, tab: UITab,
                          operationForAcceptingItemsFrom dropSession: any UIDropSession) -> UIDropOperation
    func tabBarController(_ tabBarController: UITabBarController, tab: UITab, acceptItemsFrom dropSession: any UIDropSession)
    func tabBarControllerWillBeginEditing(_ tabBarController: UITabBarController)
    func tabBarControllerDidEndEditing(_ tabBarController: UITabBarController)
    /// The orientations the tab bar controller supports, in place of its own.
    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask
    /// The orientation a full-screen presentation of the tab bar controller starts in, in place of its own.
    func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController) -> UIInterfaceOrientation
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    public func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {}
    public func tabBarController(_ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab]) {}
    public func tabBarController(_ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup) {}
    public func tabBarController(_ tabBarController: UITabBarController, displayedViewControllersFor tab: UITab,
                                 proposedViewControllers: [UIViewController]) -> [UIViewController] { proposedViewControllers }
    public func tabBarController(_ tabBarController: UITabBarController, tab: UITab,
                                 operationForAcceptingItemsFrom dropSession: any UIDropSession) -> UIDropOperation { .cancel }
    public func tabBarController(_ tabBarController: UITabBarController, tab: UITab, acceptItemsFrom dropSession: any UIDropSession) {}
    public func tabBarControllerWillBeginEditing(_ tabBarController: UITabBarController) {}
    public func tabBarControllerDidEndEditing(_ tabBarController: UITabBarController) {}
    public func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask {
        .idiomDefault
    }
    public func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController) -> UIInterfaceOrientation {
        tabBarController.sceneInterfaceOrientation
    }
}
