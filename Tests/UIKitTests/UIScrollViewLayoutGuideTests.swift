@testable import UIKit
import XCTest

/// Constraints on the content layout guide size the content; views pinned to the frame layout guide stay in view.
final class UIScrollViewLayoutGuideTests: XCTestCase {
    func testConstraintsOnTheContentGuideSetTheContentSize() {
        onMainActor {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let scrollView = UIScrollView(frame: window.bounds)
            window.addSubview(scrollView)
            let content = UIView()
            let badge = UIView()
            for view in [content, badge] {
                view.translatesAutoresizingMaskIntoConstraints = false
                scrollView.addSubview(view)
            }
            let contentGuide = scrollView.contentLayoutGuide, frameGuide = scrollView.frameLayoutGuide
            XCTAssertTrue(scrollView.contentLayoutGuide === contentGuide)
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: contentGuide.topAnchor),
                content.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor),
                content.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor),
                content.widthAnchor.constraint(equalTo: frameGuide.widthAnchor),
                content.heightAnchor.constraint(equalToConstant: 900),
                badge.topAnchor.constraint(equalTo: frameGuide.topAnchor, constant: 8),
                badge.trailingAnchor.constraint(equalTo: frameGuide.trailingAnchor, constant: -8),
                badge.widthAnchor.constraint(equalToConstant: 20),
                badge.heightAnchor.constraint(equalToConstant: 20),
            ])
            window.layoutIfNeeded()
            XCTAssertEqual(scrollView.contentSize, CGSize(width: 200, height: 900))
            XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 200, height: 900))
            XCTAssertEqual(badge.frame, CGRect(x: 172, y: 8, width: 20, height: 20))
            scrollView.contentOffset = CGPoint(x: 0, y: 300)
            window.layoutIfNeeded()
            XCTAssertEqual(badge.frame, CGRect(x: 172, y: 308, width: 20, height: 20), "stays in view as the content scrolls")
            XCTAssertEqual(content.frame.minY, 0, "the content scrolls")
            XCTAssertEqual(frameGuide.layoutFrame, CGRect(x: 0, y: 300, width: 200, height: 200))
            XCTAssertEqual(contentGuide.layoutFrame, CGRect(x: 0, y: 0, width: 200, height: 900))
        }
    }
}
