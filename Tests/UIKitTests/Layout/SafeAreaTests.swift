@testable import UIKit
import XCTest

/// The safe area: a controller's view under a navigation controller's translucent bars gets insets covering them,
/// handed to nested subviews as the overlap of their frames; `additionalSafeAreaInsets`, the callbacks (once per
/// change), the safe area layout guide, layout margins from the safe area, a scroll view's adjusted inset, and the
/// size a view has in `viewDidLoad`.
final class SafeAreaTests: XCTestCase {
    /// A view counting its safe area changes.
    private final class CountingView: UIView {
        var changes = 0
        override func safeAreaInsetsDidChange() {
            super.safeAreaInsetsDidChange()
            changes += 1
        }
    }

    /// A controller counting its safe area changes and noting its view's size in `viewDidLoad`.
    private final class CountingController: UIViewController {
        var changes = 0
        var sizeAtLoad: CGSize?
        override func viewDidLoad() {
            super.viewDidLoad()
            sizeAtLoad = view.bounds.size
        }
        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            changes += 1
        }
    }

    func testAViewUnderTheNavigationBarIsInsetByItAndHandsTheInsetsToNestedSubviews() {
        onMainActor {
            let rig = ControllerRig()
            let controller = CountingController()
            let navigation = UINavigationController(rootViewController: controller)
            rig.window.rootViewController = navigation
            rig.frame(after: 0)
            XCTAssertEqual(rig.window.safeAreaInsets, .zero, "a desktop window has no unsafe edges")
            XCTAssertEqual(controller.view.frame, CGRect(x: 0, y: 0, width: 400, height: 300), "the view extends under the bar")
            XCTAssertEqual(controller.view.safeAreaInsets, UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
            let outer = CountingView(frame: CGRect(x: 0, y: 20, width: 400, height: 100))
            let inner = CountingView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            let below = CountingView(frame: CGRect(x: 0, y: 60, width: 100, height: 20))
            outer.addSubview(inner)
            controller.view.addSubview(outer)
            outer.addSubview(below)
            XCTAssertEqual(outer.safeAreaInsets.top, 24, "the bar's bottom edge at 44 reaches 24 points into a view at 20")
            XCTAssertEqual(inner.safeAreaInsets.top, 14, "and 14 into its subview at 30 in the controller's view")
            XCTAssertEqual(below.safeAreaInsets, .zero, "a subview wholly below the bar is safe")
            XCTAssertEqual([outer.changes, inner.changes, below.changes], [1, 1, 0])
            outer.frame.origin.y = 50
            XCTAssertEqual(outer.safeAreaInsets, .zero)
            XCTAssertEqual(inner.safeAreaInsets, .zero)
            XCTAssertEqual([outer.changes, inner.changes], [2, 2], "each change told once")
            outer.frame.origin.y = -10
            XCTAssertEqual(outer.safeAreaInsets.top, 54)
            XCTAssertEqual(inner.safeAreaInsets.top, 44, "clipped to the subview's own height at most")
        }
    }

    func testTheToolbarAndTabBarInsetTheBottomAndAdditionalInsetsAddToThem() {
        onMainActor {
            let rig = ControllerRig()
            let controller = CountingController()
            let navigation = UINavigationController(rootViewController: controller)
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation]
            rig.window.rootViewController = tabs
            rig.frame(after: 0)
            XCTAssertEqual(navigation.view.frame, CGRect(x: 0, y: 0, width: 400, height: 300), "under the translucent tab bar")
            XCTAssertEqual(navigation.view.safeAreaInsets, UIEdgeInsets(top: 0, left: 0, bottom: 49, right: 0))
            XCTAssertEqual(controller.view.safeAreaInsets, UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0))
            navigation.setToolbarHidden(false, animated: false)
            rig.frame(after: 0)
            let changes = controller.changes
            XCTAssertEqual(navigation.toolbar.frame, CGRect(x: 0, y: 207, width: 400, height: 44), "the toolbar sits above the tab bar")
            XCTAssertEqual(controller.view.safeAreaInsets.bottom, 93, "both bars: 300 − 207")
            controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 0, right: 5)
            XCTAssertEqual(controller.view.safeAreaInsets, UIEdgeInsets(top: 54, left: 5, bottom: 93, right: 5))
            XCTAssertEqual(controller.changes, changes + 1, "one change, one call")
            controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 0, right: 5)
            XCTAssertEqual(controller.changes, changes + 1, "the same insets again change nothing")
            navigation.setNavigationBarHidden(true, animated: false)
            XCTAssertEqual(controller.view.safeAreaInsets, UIEdgeInsets(top: 10, left: 5, bottom: 93, right: 5))
        }
    }

    func testAViewThatDoesNotExtendUnderTheBarStartsBelowItWithoutInsets() {
        onMainActor {
            let rig = ControllerRig()
            let plain = UIViewController()
            plain.edgesForExtendedLayout = []
            let navigation = UINavigationController(rootViewController: plain)
            rig.window.rootViewController = navigation
            rig.frame(after: 0)
            XCTAssertEqual(plain.view.convert(plain.view.bounds, to: nil), CGRect(x: 0, y: 44, width: 400, height: 256))
            XCTAssertEqual(plain.view.safeAreaInsets, .zero)
            let opaque = UIViewController()
            navigation.navigationBar.isTranslucent = false
            navigation.pushViewController(opaque, animated: false)
            rig.frame(after: 0)
            XCTAssertEqual(opaque.view.convert(opaque.view.bounds, to: nil).minY, 44, "an opaque bar keeps the view below it")
            opaque.extendedLayoutIncludesOpaqueBars = true
            rig.frame(after: 0)
            XCTAssertEqual(opaque.view.convert(opaque.view.bounds, to: nil), CGRect(x: 0, y: 0, width: 400, height: 300), "unless the view extends under opaque bars")
            XCTAssertEqual(opaque.view.safeAreaInsets.top, 44)
        }
    }

    func testTheSafeAreaLayoutGuideAndTheMarginsFollowTheInsets() {
        onMainActor {
            let rig = ControllerRig()
            let controller = UIViewController()
            let pinned = UIView()
            pinned.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(pinned)
            let guide = controller.view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                pinned.topAnchor.constraint(equalTo: guide.topAnchor),
                pinned.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                pinned.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                pinned.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            ])
            let navigation = UINavigationController(rootViewController: controller)
            rig.window.rootViewController = navigation
            rig.frame(after: 0)
            XCTAssertEqual(pinned.frame, CGRect(x: 0, y: 44, width: 400, height: 256))
            navigation.setToolbarHidden(false, animated: false)
            rig.frame(after: 0)
            XCTAssertEqual(pinned.frame, CGRect(x: 0, y: 44, width: 400, height: 212), "the guide ends above the toolbar")
            controller.additionalSafeAreaInsets.left = 30
            rig.frame(after: 0)
            XCTAssertEqual(pinned.frame, CGRect(x: 30, y: 44, width: 370, height: 212))
            let side = controller.systemMinimumLayoutMargins.leading
            XCTAssertTrue(side == 16 || side == 20)
            XCTAssertEqual(controller.view.directionalLayoutMargins,
                           NSDirectionalEdgeInsets(top: 44, leading: 30 + side, bottom: 44, trailing: side),
                           "the system minimum margins, inset from the safe area")
            controller.view.insetsLayoutMarginsFromSafeArea = false
            XCTAssertEqual(controller.view.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side))
            controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            XCTAssertEqual(controller.view.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 4, leading: side, bottom: 4, trailing: side),
                           "the system minimum holds")
            controller.viewRespectsSystemMinimumLayoutMargins = false
            XCTAssertEqual(controller.view.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
        }
    }

    func testAScrollViewUnderTheBarRestsBelowItWithItsInsetAdjusted() {
        onMainActor {
            let rig = ControllerRig()
            let (_, scrollView, _) = rig.showScrollingList()
            XCTAssertEqual(scrollView.frame, CGRect(x: 0, y: 0, width: 400, height: 300))
            XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: -44), "the content starts below the bar")
            let row = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 60))
            scrollView.addSubview(row)
            XCTAssertEqual(row.safeAreaInsets, .zero, "the adjusted inset already keeps the content clear of the bar")
            scrollView.contentInsetAdjustmentBehavior = .never
            rig.frame(after: 0)
            XCTAssertEqual(scrollView.adjustedContentInset, .zero)
            XCTAssertEqual(scrollView.contentOffset, .zero)
            XCTAssertEqual(row.safeAreaInsets.top, 44, "unadjusted, the row under the bar is inset by it")
            scrollView.contentOffset.y = 20
            XCTAssertEqual(row.safeAreaInsets.top, 60, "scrolled 20 points further under the bar: all of its 60")
        }
    }

    func testAControllersViewHasItsContainersSizeInViewDidLoad() {
        onMainActor {
            let rig = ControllerRig()
            let root = CountingController()
            rig.window.rootViewController = root
            XCTAssertEqual(root.sizeAtLoad, CGSize(width: 400, height: 300), "the window's size")
            let first = CountingController(), second = CountingController()
            let navigation = UINavigationController(rootViewController: first)
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation]
            rig.window.rootViewController = tabs
            XCTAssertEqual(first.sizeAtLoad, CGSize(width: 400, height: 300))
            navigation.pushViewController(second, animated: false)
            XCTAssertEqual(second.sizeAtLoad, CGSize(width: 400, height: 300))
            let presented = CountingController()
            presented.modalPresentationStyle = .fullScreen
            tabs.present(presented, animated: false)
            XCTAssertEqual(presented.sizeAtLoad, CGSize(width: 400, height: 300), "the presentation's frame")
            let apart = CountingController()
            _ = apart.view
            XCTAssertEqual(apart.sizeAtLoad, .zero, "a controller loaded outside any container keeps the size its loadView gave")
        }
    }
}
