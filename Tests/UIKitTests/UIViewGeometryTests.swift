import UIKit
import XCTest

final class UIViewGeometryTests: XCTestCase {
    func testFrameBoundsAndCenterAgree() {
        onMainActor {
            let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
            XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
            XCTAssertEqual(view.center, CGPoint(x: 60, y: 45))
            view.center = CGPoint(x: 0, y: 0)
            XCTAssertEqual(view.frame, CGRect(x: -50, y: -25, width: 100, height: 50))
        }
    }

    func testConvertingBetweenSiblings() {
        onMainActor {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let a = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            let b = UIView(frame: CGRect(x: 100, y: 200, width: 50, height: 50))
            root.addSubview(a)
            root.addSubview(b)
            XCTAssertEqual(a.convert(CGPoint(x: 5, y: 5), to: b), CGPoint(x: -85, y: -185))
            XCTAssertEqual(b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root), CGRect(x: 100, y: 200, width: 10, height: 10))
        }
    }

    func testAutoresizingSharesTheChangeAmongFlexibleParts() {
        onMainActor {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let stretchy = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
            stretchy.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            let pinnedRight = UIView(frame: CGRect(x: 80, y: 0, width: 20, height: 20))
            pinnedRight.autoresizingMask = [.flexibleLeftMargin]
            let centered = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
            centered.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
            [stretchy, pinnedRight, centered].forEach(parent.addSubview)
            parent.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
            XCTAssertEqual(stretchy.frame, CGRect(x: 10, y: 10, width: 180, height: 130))
            XCTAssertEqual(pinnedRight.frame, CGRect(x: 180, y: 0, width: 20, height: 20))
            XCTAssertEqual(centered.frame.midX, 100, accuracy: 1e-9)
            XCTAssertEqual(centered.frame.midY, 75, accuracy: 1e-9)
        }
    }

    func testLayoutSubviewsRunsOnLayoutIfNeededAfterABoundsChange() {
        onMainActor {
            final class Counting: UIView {
                var layouts = 0
                override func layoutSubviews() { layouts += 1 }
            }
            let view = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.layoutIfNeeded()
            let before = view.layouts
            view.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
            view.layoutIfNeeded()
            XCTAssertEqual(view.layouts, before + 1)
            view.layoutIfNeeded()
            XCTAssertEqual(view.layouts, before + 1, "nothing pending, no layout")
        }
    }
}
