import QuartzCore
@testable import UIKit
import XCTest

/// A page view controller on the manual clock: pages set with a slide, swipes that ask the data source for the
/// neighbours and tell the delegate, and the page indicator's count and index.
final class PageViewControllerTests: XCTestCase {
    @MainActor
    private final class Book: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let rig: ControllerRig
        let pages: [LoggingController]
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        var calls: [String] = []

        init(dataSource: Bool = true) {
            let rig = ControllerRig()
            self.rig = rig
            pages = (0..<3).map { LoggingController("P\($0)", log: rig.log, color: [UIColor.red, .green, .blue][$0]) }
            if dataSource { pager.dataSource = self }
            pager.delegate = self
            pager.setViewControllers([pages[0]], direction: .forward, animated: false)
            rig.window.rootViewController = pager
            rig.frame(after: 0)
            _ = rig.log.take()
        }

        private func index(_ controller: UIViewController) -> Int { pages.firstIndex { $0 === controller }! }

        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
            calls.append("before P\(index(viewController))")
            let at = index(viewController)
            return at > 0 ? pages[at - 1] : nil
        }

        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
            calls.append("after P\(index(viewController))")
            let at = index(viewController)
            return at < pages.count - 1 ? pages[at + 1] : nil
        }

        func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }

        func presentationIndex(for pageViewController: UIPageViewController) -> Int {
            pageViewController.viewControllers?.first.map(index) ?? 0
        }

        func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
            calls.append("willTransitionTo P\(index(pendingViewControllers[0]))")
        }

        func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            calls.append("didFinish finished \(finished) previous P\(index(previousViewControllers[0])) completed \(completed)")
        }

        /// Drags across the middle of the window from `start` to `end` in `steps` frames, and releases.
        func swipe(from start: CGFloat, to end: CGFloat, steps: Int) {
            rig.renderer.pointerDown(at: CGPoint(x: start, y: 150))
            for step in 1...steps {
                rig.frame(after: 1.0 / 60)
                rig.renderer.pointerMove(to: CGPoint(x: start + (end - start) * CGFloat(step) / CGFloat(steps), y: 150))
            }
            rig.frame(after: 0.2)
            rig.renderer.pointerUp()
        }
    }

    func testSettingAPageWithAnimationSlidesItInFromTheSideItsDirectionNames() {
        onMainActor {
            let book = Book(), rig = book.rig
            var finished: Bool?
            book.pager.setViewControllers([book.pages[2]], direction: .forward, animated: true) { finished = $0 }
            XCTAssertTrue(book.pager.viewControllers?.first === book.pages[2])
            rig.frame(after: 0)
            XCTAssertEqual(rig.shownMinX(book.pages[0].view), 0, accuracy: 0.01)
            XCTAssertEqual(rig.shownMinX(book.pages[2].view), 400, accuracy: 0.01, "the new page waits beside the old one")
            rig.frame(after: UIPageViewController.slideDuration / 2)
            let half = CGFloat(CAMediaTimingFunction(name: .easeOut).evaluate(at: 0.5))
            XCTAssertEqual(rig.shownMinX(book.pages[0].view), -400 * half, accuracy: 0.05)
            XCTAssertEqual(rig.shownMinX(book.pages[2].view), 400 - 400 * half, accuracy: 0.05)
            XCTAssertNil(finished)
            rig.frame(after: UIPageViewController.slideDuration / 2 + 0.01)
            XCTAssertEqual(finished, true)
            XCTAssertEqual(rig.shownMinX(book.pages[2].view), 0, accuracy: 0.01)
            XCTAssertNil(book.pages[0].parent, "the old page leaves")
            XCTAssertNil(book.pages[0].view.superview)
            XCTAssertTrue(book.pages[2].parent === book.pager)
            XCTAssertEqual(book.pager.children.count, 1)
            XCTAssertEqual(book.calls, [], "a page set from code asks no neighbours and tells the delegate nothing")
            XCTAssertEqual(book.pager.pageControl.currentPage, 2)

            book.pager.setViewControllers([book.pages[1]], direction: .reverse, animated: true)
            rig.frame(after: 0)
            XCTAssertEqual(rig.shownMinX(book.pages[1].view), -400, accuracy: 0.01, "reverse comes in from the left")
            rig.frame(after: UIPageViewController.slideDuration + 0.01)
            XCTAssertEqual(rig.shownMinX(book.pages[1].view), 0, accuracy: 0.01)
        }
    }

    func testASwipePastHalfAPageTurnsToTheNextAndTellsTheDelegate() {
        onMainActor {
            let book = Book(), rig = book.rig
            XCTAssertFalse(book.pager.pageControl.isHidden, "the indicator shows when the data source counts pages")
            XCTAssertEqual(book.pager.pageControl.numberOfPages, 3)
            XCTAssertEqual(book.pager.pageControl.currentPage, 0)
            book.swipe(from: 350, to: 100, steps: 5)
            XCTAssertEqual(book.calls, ["after P0", "willTransitionTo P1"])
            XCTAssertEqual(rig.shownMinX(book.pages[1].view), 400 - 250, accuracy: 1, "the next page follows the finger")
            rig.frame(after: 0)
            rig.frame(after: UIPageViewController.settleDuration + 0.01)
            XCTAssertEqual(book.calls.last, "didFinish finished true previous P0 completed true")
            XCTAssertTrue(book.pager.viewControllers?.first === book.pages[1])
            XCTAssertEqual(rig.shownMinX(book.pages[1].view), 0, accuracy: 0.01)
            XCTAssertNil(book.pages[0].parent)
            XCTAssertEqual(book.pager.pageControl.currentPage, 1)
        }
    }

    func testAShortSwipeSpringsBackAndTheFirstPageHasNothingBefore() {
        onMainActor {
            let book = Book(), rig = book.rig
            book.swipe(from: 100, to: 160, steps: 3)
            XCTAssertEqual(book.calls, ["before P0"], "nothing before the first page: no transition")
            rig.frame(after: UIPageViewController.settleDuration + 0.01)
            XCTAssertEqual(rig.shownMinX(book.pages[0].view), 0, accuracy: 0.01)
            book.calls.removeAll()

            book.swipe(from: 300, to: 250, steps: 3)
            rig.frame(after: 0)
            rig.frame(after: UIPageViewController.settleDuration + 0.01)
            XCTAssertEqual(book.calls, ["after P0", "willTransitionTo P1", "didFinish finished true previous P0 completed false"])
            XCTAssertTrue(book.pager.viewControllers?.first === book.pages[0])
            XCTAssertNil(book.pages[1].parent, "the page that did not come leaves")
            XCTAssertEqual(rig.shownMinX(book.pages[0].view), 0, accuracy: 0.01)
        }
    }

    func testWithoutADataSourceSwipesDoNothingAndTheIndicatorHides() {
        onMainActor {
            let book = Book(dataSource: false)
            XCTAssertTrue(book.pager.pageControl.isHidden)
            book.swipe(from: 350, to: 50, steps: 4)
            XCTAssertEqual(book.calls, [])
            XCTAssertTrue(book.pager.viewControllers?.first === book.pages[0])
            XCTAssertEqual(book.pager.gestureRecognizers.count, 0, "the scroll style hands out no recognizers")
            let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical, options: [.spineLocation: NSNumber(value: 2)])
            XCTAssertEqual(curl.spineLocation, .mid)
            book.pager.setViewControllers([], direction: .forward, animated: false)
            XCTAssertEqual(UIKitContextState.current.reportedMessages.count, 1)
        }
    }
}
