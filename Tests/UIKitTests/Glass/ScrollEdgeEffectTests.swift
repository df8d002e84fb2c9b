@testable import UIKit
import XCTest

/// A scroll view's edge effects: a soft fade or a hard band drawn at the visible edge while content lies beyond it,
/// following the scroll, and nothing for the automatic style or a hidden effect.
final class ScrollEdgeEffectTests: XCTestCase {
    @MainActor
    private static func scrolledView() -> UIScrollView {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        scrollView.backgroundColor = .white
        scrollView.contentSize = CGSize(width: 200, height: 1000)
        return scrollView
    }

    private static func fades(of view: UIScrollView) -> [CAGradientLayer] {
        MainActor.assumeIsolated { (view.layer.sublayers ?? []).compactMap { $0 as? CAGradientLayer }.filter { !$0.isHidden } }
    }

    func testASoftTopEdgeFadesInOnceTheContentScrollsUnderIt() {
        onMainActor {
            let scrollView = Self.scrolledView()
            scrollView.topEdgeEffect.style = .soft
            scrollView.layoutIfNeeded()
            XCTAssertTrue(Self.fades(of: scrollView).isEmpty, "at the top nothing lies beyond the top edge")
            scrollView.contentOffset.y = 120
            scrollView.layoutIfNeeded()
            let fade = Self.fades(of: scrollView).first
            XCTAssertEqual(fade?.frame, CGRect(x: 0, y: 120, width: 200, height: 24), "at the visible top, following the scroll")
            XCTAssertEqual(fade?.colors?.count, 2)
            XCTAssertEqual(fade?.startPoint, CGPoint(x: 0.5, y: 0))
            scrollView.topEdgeEffect.isHidden = true
            scrollView.layoutIfNeeded()
            XCTAssertTrue(Self.fades(of: scrollView).isEmpty)
        }
    }

    func testAHardBottomEdgeEndsInALineAndTheAutomaticStyleDrawsNothing() {
        onMainActor {
            let scrollView = Self.scrolledView()
            scrollView.layoutIfNeeded()
            XCTAssertTrue(Self.fades(of: scrollView).isEmpty, "automatic: nothing")
            scrollView.bottomEdgeEffect.style = .hard
            scrollView.layoutIfNeeded()
            let band = Self.fades(of: scrollView).first
            XCTAssertEqual(band?.frame, CGRect(x: 0, y: 288, width: 200, height: 12))
            XCTAssertEqual(band?.colors?.count, 4, "a band, then the dividing line")
            scrollView.contentOffset.y = 700
            scrollView.layoutIfNeeded()
            XCTAssertTrue(Self.fades(of: scrollView).isEmpty, "scrolled to the end: nothing beyond the bottom")
        }
    }
}
