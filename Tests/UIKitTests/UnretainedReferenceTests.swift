import UIKit
import XCTest

/// Views and layers are referred to by their superviews' children, their layers, constraints and the layout engine
/// without weak references (see `ObjectHandle`), so that their retains and releases stay on the runtime's fast path;
/// these references still read nil once what they name is gone, as weak ones would.
final class UnretainedReferenceTests: XCTestCase {
    /// Whether the Swift runtime gave `object` a side table (the top two bits of its inline reference count, which a
    /// weak reference sets for good).
    private static func hasSideTable(_ object: AnyObject) -> Bool {
        let bits = Unmanaged.passUnretained(object).toOpaque().load(fromByteOffset: 8, as: UInt64.self)
        return bits >> 62 == 3
    }

    func testTheSideTableProbeSeesAWeakReference() {
        let object = NSObject()
        XCTAssertFalse(Self.hasSideTable(object))
        weak let reference = object
        XCTAssertTrue(reference === object)
        XCTAssertTrue(Self.hasSideTable(object))
    }

    func testASubviewOutlivingItsSuperviewLosesIt() { onMainActor {
        let context = CAContext(clock: CAManualMediaClock(time: 100))
        let child = context.perform { UIView() }
        context.perform {
            let parent = UIView()
            parent.addSubview(child)
            XCTAssertTrue(child.superview === parent)
            XCTAssertTrue(child.layer.superlayer === parent.layer)
        }
        XCTAssertNil(child.superview)
        context.advance(by: 0)
        XCTAssertNil(child.layer.superlayer, "the superlayer goes once the commit lets go of it")
    } }

    func testALayerOutlivingItsViewLosesItsDelegate() { onMainActor {
        let context = CAContext(clock: CAManualMediaClock(time: 100))
        let layer = context.perform {
            let view = UIView()
            XCTAssertTrue(view.layer.delegate === view)
            return view.layer
        }
        XCTAssertNil(layer.delegate)
    } }

    func testAnAppsLayerDelegateIsStillHeldWeakly() { onMainActor {
        final class Drawer: NSObject, CALayerDelegate {}
        let context = CAContext(clock: CAManualMediaClock(time: 100))
        let view = context.perform { UIView() }
        context.perform {
            let drawer = Drawer()
            view.layer.delegate = drawer
            XCTAssertTrue(view.layer.delegate === drawer)
        }
        XCTAssertNil(view.layer.delegate)
    } }

    func testConstraintsAndGuidesOutlivingTheirViewsReadNil() { onMainActor {
        let context = CAContext(clock: CAManualMediaClock(time: 100))
        let guide = UILayoutGuide()
        let constraint = context.perform {
            let a = UIView(), b = UIView()
            a.addLayoutGuide(guide)
            XCTAssertTrue(guide.owningView === a)
            let constraint = a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 2)
            XCTAssertTrue(constraint.firstItem === a)
            XCTAssertTrue(constraint.secondItem === b)
            return constraint
        }
        XCTAssertNil(constraint.firstItem)
        XCTAssertNil(constraint.secondItem)
        XCTAssertNil(guide.owningView)
    } }

    func testALaidOutTreeOfStacksAndLabelsHasNoWeaklyReferencedViewOrLayer() { onMainActor {
        let context = CAContext(clock: CAManualMediaClock(time: 100))
        context.perform {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            let column = UIStackView()
            column.axis = .vertical
            column.spacing = 4
            column.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(column)
            NSLayoutConstraint.activate([
                column.topAnchor.constraint(equalTo: root.topAnchor),
                column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                column.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            ])
            for row in 0..<3 {
                let stack = UIStackView()
                stack.distribution = .fillEqually
                for item in 0..<3 {
                    let label = UILabel()
                    label.text = "row \(row) item \(item)"
                    stack.addArrangedSubview(label)
                }
                column.addArrangedSubview(stack)
            }
            root.layoutIfNeeded()
            XCTAssertGreaterThan(column.frame.height, 0)
            var views = [root], index = 0
            while index < views.count {
                views += views[index].subviews
                index += 1
            }
            XCTAssertEqual(views.count, 1 + 1 + 3 + 9)
            for view in views {
                XCTAssertFalse(Self.hasSideTable(view), "\(type(of: view)) is weakly referenced")
                XCTAssertFalse(Self.hasSideTable(view.layer), "the layer of \(type(of: view)) is weakly referenced")
            }
        }
        context.advance(by: 1)
    } }
}
