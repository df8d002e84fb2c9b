import Observation
import XCTest
@testable import UIKit

/// A presentation controller's container layout hooks under automatic observation tracking: a change of what
/// `containerViewWillLayoutSubviews` read lays the container out again.
final class TrackedPresentationTests: XCTestCase {
    final class BannerPresentation: UIPresentationController {
        var model: ObservedModel?
        var layouts = 0

        override func containerViewWillLayoutSubviews() {
            super.containerViewWillLayoutSubviews()
            layouts += 1
            guard let containerView, let model else { return }
            presentedView?.frame = CGRect(x: 0, y: 0, width: containerView.bounds.width, height: model.width)
        }
    }

    final class Delegate: UIViewControllerTransitioningDelegate {
        let model: ObservedModel
        var presentation: BannerPresentation?

        init(model: ObservedModel) { self.model = model }

        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            let made = BannerPresentation(presentedViewController: presented, presenting: presenting)
            made.model = model
            presentation = made
            return made
        }
    }

    func testAChangeOfWhatTheContainerHookReadLaysItOutAgain() {
        onMainActor {
            let rig = ObservationRig()
            let model = ObservedModel()
            let root = UIViewController()
            rig.window.rootViewController = root
            rig.frame()
            let banner = UIViewController()
            let delegate = Delegate(model: model)
            banner.modalPresentationStyle = .custom
            banner.transitioningDelegate = delegate
            root.present(banner, animated: false)
            rig.frame()
            let layouts = delegate.presentation?.layouts ?? 0
            XCTAssertGreaterThan(layouts, 0)
            XCTAssertEqual(banner.view.frame.height, 40)
            model.width = 64
            rig.frame()
            XCTAssertEqual(delegate.presentation?.layouts, layouts + 1)
            XCTAssertEqual(banner.view.frame.height, 64)
            model.title = "Two"
            rig.frame()
            XCTAssertEqual(delegate.presentation?.layouts, layouts + 1)
        }
    }
}
