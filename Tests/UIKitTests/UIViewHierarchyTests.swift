import UIKit
import XCTest

final class UIViewHierarchyTests: XCTestCase {
    func testAddingMovesTheViewAndItsLayer() {
        onMainActor {
            let a = UIView(), b = UIView(), child = UIView()
            a.addSubview(child)
            XCTAssertTrue(child.superview === a)
            XCTAssertTrue(child.layer.superlayer === a.layer)
            b.addSubview(child)
            XCTAssertTrue(a.subviews.isEmpty)
            XCTAssertTrue(a.layer.sublayers?.isEmpty ?? true)
            XCTAssertTrue(child.layer.superlayer === b.layer)
        }
    }

    func testOrderingFollowsTheLayers() {
        onMainActor {
            let parent = UIView(), x = UIView(), y = UIView(), z = UIView()
            parent.addSubview(x)
            parent.addSubview(y)
            parent.insertSubview(z, belowSubview: y)
            XCTAssertTrue(parent.subviews.map(ObjectIdentifier.init) == [x, z, y].map(ObjectIdentifier.init))
            parent.bringSubviewToFront(x)
            XCTAssertTrue(parent.subviews.last === x)
            XCTAssertTrue(parent.layer.sublayers?.last === x.layer)
            parent.sendSubviewToBack(y)
            XCTAssertTrue(parent.subviews.first === y)
        }
    }

    func testACycleIsRefused() {
        onMainActor {
            let parent = UIView(), child = UIView()
            parent.addSubview(child)
            child.addSubview(parent)
            XCTAssertNil(parent.superview)
            XCTAssertTrue(child.subviews.isEmpty)
            parent.addSubview(parent)
            XCTAssertNil(parent.superview)
        }
    }

    func testHitTestingSkipsHiddenTransparentAndNonInteractiveViews() {
        onMainActor {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let button = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            let cover = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            root.addSubview(button)
            root.addSubview(cover)
            XCTAssertTrue(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === cover)
            cover.isHidden = true
            XCTAssertTrue(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === button)
            cover.isHidden = false
            cover.alpha = 0.005
            XCTAssertTrue(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === button)
            cover.alpha = 1
            cover.isUserInteractionEnabled = false
            XCTAssertTrue(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === button)
            XCTAssertNil(root.hitTest(CGPoint(x: 150, y: 15), with: nil))
        }
    }

    func testHitTestingFollowsTransforms() {
        onMainActor {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 20))
            root.addSubview(view)
            view.transform = CGAffineTransform(rotationAngle: .pi / 2)
            // Rotated a quarter turn about its center (100, 60): it now spans y 10…110 at x 90…110.
            XCTAssertTrue(root.hitTest(CGPoint(x: 100, y: 20), with: nil) === view)
            XCTAssertTrue(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === root)
        }
    }
}

/// Touches and views in motion, as on iOS.
final class AnimatedHitTestingTests: XCTestCase {
    func testAnAnimatingViewTakesNoTouchesUnlessItsBlockAllowsThem() {
        onMainActor {
            let clock = installManualClock()
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let mover = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            root.addSubview(mover)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { mover.center.x = 225 })
            CATransaction.flush()
            clock.advance(by: 0.5)
            XCTAssertTrue(root.hitTest(CGPoint(x: 125, y: 25), with: nil) === root, "not interactive while animating")
        }
    }

    func testWithAllowUserInteractionItIsHitWhereItIsSeen() {
        onMainActor {
            let clock = installManualClock()
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let mover = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            root.addSubview(mover)
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .allowUserInteraction], animations: { mover.center.x = 225 })
            CATransaction.flush()
            clock.advance(by: 0.5)
            // Seen centered at x = 125 (halfway from 25 to 225); its model is at 225.
            XCTAssertTrue(root.hitTest(CGPoint(x: 125, y: 25), with: nil) === mover)
            XCTAssertTrue(root.hitTest(CGPoint(x: 225, y: 25), with: nil) === root)
        }
    }

    /// Bringing the front view to the front (as a table cell does with its separator in every layout) changes nothing,
    /// so the superview does not lay out again and an idle app stays idle.
    func testAViewAlreadyInPlaceStaysPutWithoutANewLayout() {
        onMainActor {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let back = UIView(), front = UIView()
            parent.addSubview(back)
            parent.addSubview(front)
            parent.layoutIfNeeded()
            parent.bringSubviewToFront(front)
            parent.sendSubviewToBack(back)
            parent.insertSubview(front, at: 1)
            XCTAssertFalse(parent.layer.needsLayout(), "no view moved")
            parent.bringSubviewToFront(back)
            XCTAssertTrue(parent.subviews.last === back)
            XCTAssertTrue(parent.layer.sublayers?.last === back.layer)
            XCTAssertTrue(parent.layer.needsLayout(), "a real move lays out")
        }
    }

    /// A plain table cell laid out once needs no further layout (its separator and editing parts are already in front).
    func testALaidOutTableCellStaysLaidOut() {
        onMainActor {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
            cell.textLabel?.text = "Row"
            cell.layoutIfNeeded()
            XCTAssertFalse(cell.layer.needsLayout())
            cell.setNeedsLayout()
            cell.layoutIfNeeded()
            XCTAssertFalse(cell.layer.needsLayout(), "a second layout changes nothing that asks for a third")
        }
    }
}
