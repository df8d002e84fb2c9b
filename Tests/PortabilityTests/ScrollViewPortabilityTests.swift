import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A paging onboarding carousel as iOS apps write one (Swift 5, no annotations): a paged scroll view laid out with
/// its content layout guide, and a page control that follows when the glide ends.
final class OnboardingCarouselViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let pageControl = UIPageControl()
    let titles = ["Welcome", "Share", "Done"]

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.decelerationRate = .fast
        scrollView.delegate = self
        view.addSubview(scrollView)
        for title in titles {
            let label = UILabel()
            label.text = title
            label.textAlignment = .center
            scrollView.addSubview(label)
        }
        pageControl.numberOfPages = titles.count
        view.addSubview(pageControl)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollView.frame = view.bounds
        let page = scrollView.bounds.size
        for (index, label) in scrollView.subviews.compactMap({ $0 as? UILabel }).enumerated() {
            label.frame = CGRect(x: CGFloat(index) * page.width, y: 0, width: page.width, height: page.height)
        }
        scrollView.contentSize = CGSize(width: page.width * CGFloat(titles.count), height: page.height)
        pageControl.frame = CGRect(x: 0, y: view.bounds.height - 40, width: view.bounds.width, height: 30)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        pageControl.currentPage = Int(scrollView.contentOffset.x / scrollView.frame.width)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        scrollViewDidEndDecelerating(scrollView)
    }

    func show(page: Int) {
        scrollView.setContentOffset(CGPoint(x: CGFloat(page) * scrollView.frame.width, y: 0), animated: false)
        scrollViewDidEndDecelerating(scrollView)
    }
}

/// A feed that snaps each glide to a row boundary by rewriting the target content offset.
final class SnappingFeedDelegate: NSObject, UIScrollViewDelegate {
    let rowHeight: CGFloat = 88

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let proposed = targetContentOffset.pointee.y + scrollView.adjustedContentInset.top
        var row = (proposed / rowHeight).rounded()
        if velocity.y > 0.5 { row = ceil(proposed / rowHeight) } else if velocity.y < -0.5 { row = floor(proposed / rowHeight) }
        targetContentOffset.pointee.y = row * rowHeight - scrollView.adjustedContentInset.top
    }

    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        return !scrollView.isDecelerating
    }
}

final class ScrollViewPortabilityTests: XCTestCase {
    func testThePageControlFollowsTheCarousel() {
        onMainActor {
            let controller = OnboardingCarouselViewController()
            controller.loadViewIfNeeded()
            controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            controller.view.layoutIfNeeded()
            XCTAssertEqual(controller.scrollView.contentSize.width, 960)
            controller.show(page: 2)
            XCTAssertEqual(controller.pageControl.currentPage, 2)
        }
    }

    func testTheSnappingDelegateRewritesTheTarget() {
        onMainActor {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            scrollView.contentSize = CGSize(width: 320, height: 5000)
            let feed = SnappingFeedDelegate()
            scrollView.delegate = feed
            var target = CGPoint(x: 0, y: 200)
            feed.scrollViewWillEndDragging(scrollView, withVelocity: CGPoint(x: 0, y: 2), targetContentOffset: &target)
            XCTAssertEqual(target.y, 264)
            XCTAssertTrue(feed.scrollViewShouldScrollToTop(scrollView))
        }
    }
}
