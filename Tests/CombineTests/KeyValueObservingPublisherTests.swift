import Combine
import TestSupport
import UIKit
import XCTest

/// `publisher(for:)` as Combine code on iOS uses it: the current value first, then each change, until cancelled.
final class KeyValueObservingPublisherTests: XCTestCase {
    func testAScrollViewsContentOffsetPublishesItsCurrentValueThenEachChange() { onMainActor {
        _ = installManualClock()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        var offsets: [CGFloat] = []
        let subscription = scrollView.publisher(for: \.contentOffset)
            .map(\.y)
            .sink { offsets.append($0) }
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        scrollView.contentOffset = CGPoint(x: 0, y: 90)
        XCTAssertEqual(offsets, [0, 40, 90])
        subscription.cancel()
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        XCTAssertEqual(offsets, [0, 40, 90], "nothing after cancel")
    } }

    func testWithoutInitialOnlyChangesArrive() { onMainActor {
        _ = installManualClock()
        let view = UIView()
        var alphas: [CGFloat] = []
        let subscription = view.publisher(for: \.alpha, options: [.new]).sink { alphas.append($0) }
        view.alpha = 0.25
        XCTAssertEqual(alphas, [0.25])
        XCTAssertEqual(view.publisher(for: \.alpha), view.publisher(for: \.alpha))
        withExtendedLifetime(subscription) {}
    } }
}
