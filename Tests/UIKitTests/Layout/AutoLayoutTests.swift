@testable import UIKit
import XCTest

/// Auto Layout through UIKit's API, against frames worked out by hand.
final class AutoLayoutTests: XCTestCase {
    func testAnchorsPlaceAViewInsideItsSuperview() {
        onMainActor {
            _ = installManualClock()
            let box = UIView()
            let root = makeLayoutRoot(box)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -30),
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                box.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(box.frame, CGRect(x: 20, y: 10, width: 350, height: 150))
            XCTAssertEqual(root.constraints.count, 4, "activation installs on the nearest common ancestor")
            XCTAssertFalse(box.hasAmbiguousLayout)
        }
    }

    /// The distance between two anchors (`anchorWithOffset(to:)`) is a dimension like any other: it holds two views
    /// 60 points apart and sizes a third; its constraint's first side names both edges, the later one first.
    func testAnAnchorOffsetIsADimension() {
        onMainActor {
            _ = installManualClock()
            let a = UIView(), b = UIView(), gap = UIView()
            let root = makeLayoutRoot(a, b, gap)
            let distance = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
            let apart = distance.constraint(equalToConstant: 60)
            var constraints = [
                apart,
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                a.widthAnchor.constraint(equalToConstant: 100),
                b.widthAnchor.constraint(equalToConstant: 50),
                gap.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                gap.widthAnchor.constraint(equalTo: distance),
            ]
            for view in [a, b, gap] {
                constraints += [view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 20)]
            }
            NSLayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            XCTAssertEqual(b.frame, CGRect(x: 170, y: 0, width: 50, height: 20))
            XCTAssertEqual(gap.frame.width, 60)
            XCTAssertTrue(apart.firstItem === b)
            XCTAssertEqual(apart.firstAttribute, .leading)
            XCTAssertTrue(apart.description.contains(" - "), apart.description)
        }
    }

    func testItemInitializerSiblingsAndCenters() {
        onMainActor {
            _ = installManualClock()
            let a = UIView(), b = UIView()
            let root = makeLayoutRoot(a, b)
            root.addConstraints([
                NSLayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1, constant: 10),
                NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 100),
                NSLayoutConstraint(item: a, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 40),
                NSLayoutConstraint(item: a, attribute: .centerY, relatedBy: .equal, toItem: root, attribute: .centerY, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: b, attribute: .left, relatedBy: .equal, toItem: a, attribute: .right, multiplier: 1, constant: 8),
                NSLayoutConstraint(item: b, attribute: .width, relatedBy: .equal, toItem: a, attribute: .width, multiplier: 2, constant: 0),
                NSLayoutConstraint(item: b, attribute: .top, relatedBy: .equal, toItem: a, attribute: .bottom, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: b, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottom, multiplier: 1, constant: 0),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(a.frame, CGRect(x: 10, y: 130, width: 100, height: 40))
            XCTAssertEqual(b.frame, CGRect(x: 118, y: 170, width: 200, height: 130))
        }
    }

    func testNestedViewsAreSolvedInTheirSuperviewsCoordinates() {
        onMainActor {
            _ = installManualClock()
            let outer = UIView(), inner = UIView(), other = UIView()
            let root = makeLayoutRoot(outer, other)
            inner.translatesAutoresizingMaskIntoConstraints = false
            outer.addSubview(inner)
            NSLayoutConstraint.activate([
                outer.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 50),
                outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
                outer.widthAnchor.constraint(equalToConstant: 200),
                outer.heightAnchor.constraint(equalToConstant: 100),
                inner.leftAnchor.constraint(equalTo: outer.leftAnchor, constant: 5),
                inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 6),
                inner.widthAnchor.constraint(equalToConstant: 20),
                inner.heightAnchor.constraint(equalToConstant: 20),
                // A constraint across the hierarchy: `other` starts where `inner` ends, in root's coordinates.
                other.leftAnchor.constraint(equalTo: inner.rightAnchor),
                other.topAnchor.constraint(equalTo: inner.bottomAnchor),
                other.widthAnchor.constraint(equalToConstant: 10),
                other.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(inner.frame, CGRect(x: 5, y: 6, width: 20, height: 20))
            XCTAssertEqual(other.frame, CGRect(x: 75, y: 66, width: 10, height: 10))
        }
    }

    func testLeadingAndTrailingFlipRightToLeft() {
        onMainActor {
            _ = installManualClock()
            let box = UIView()
            let root = makeLayoutRoot(box)
            root.semanticContentAttribute = .forceRightToLeft
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                box.widthAnchor.constraint(equalToConstant: 100),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(box.frame, CGRect(x: 280, y: 0, width: 100, height: 10), "leading is the right edge right to left")
            XCTAssertEqual(root.effectiveUserInterfaceLayoutDirection, .rightToLeft)
            root.semanticContentAttribute = .forceLeftToRight
            root.layoutIfNeeded()
            XCTAssertEqual(box.frame.minX, 20)
        }
    }

    func testFramesOfViewsThatTranslateTheirMaskAreConstraints() {
        onMainActor {
            _ = installManualClock()
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let fixed = UIView(frame: CGRect(x: 30, y: 40, width: 50, height: 60))
            root.addSubview(fixed)
            XCTAssertTrue(fixed.translatesAutoresizingMaskIntoConstraints, "views made in code translate their frames")
            let follower = UIView()
            follower.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(follower)
            NSLayoutConstraint.activate([
                follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 10),
                follower.topAnchor.constraint(equalTo: fixed.topAnchor),
                follower.widthAnchor.constraint(equalTo: fixed.widthAnchor),
                follower.heightAnchor.constraint(equalToConstant: 5),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(follower.frame, CGRect(x: 90, y: 40, width: 50, height: 5))
            fixed.frame = CGRect(x: 0, y: 0, width: 70, height: 60)
            root.layoutIfNeeded()
            XCTAssertEqual(follower.frame, CGRect(x: 80, y: 0, width: 70, height: 5), "a new frame is a new constraint")
            // The autoresizing mask moves the frame as the superview resizes, and the constraint follows.
            fixed.autoresizingMask = [.flexibleLeftMargin]
            root.frame = CGRect(x: 0, y: 0, width: 500, height: 300)
            root.layoutIfNeeded()
            XCTAssertEqual(fixed.frame.minX, 100)
            XCTAssertEqual(follower.frame.minX, 180)
        }
    }

    func testIntrinsicContentSizeWithHuggingAndCompressionResistance() {
        onMainActor {
            _ = installManualClock()
            let label = UILabel(), other = UILabel()
            label.text = "Hello"
            other.text = "A longer label"
            let root = makeLayoutRoot(label, other)
            let labelSize = label.intrinsicContentSize
            XCTAssertGreaterThan(labelSize.width, 10)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                label.topAnchor.constraint(equalTo: root.topAnchor),
                other.leadingAnchor.constraint(equalTo: label.trailingAnchor),
                other.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                other.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            other.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
            root.layoutIfNeeded()
            XCTAssertEqual(label.frame.size, labelSize, "the label hugs its text; the other, hugging less, stretches")
            XCTAssertEqual(other.frame.width, 400 - labelSize.width)
            // Text that grows invalidates the intrinsic size and the layout follows.
            label.text = "Hello, world"
            root.layoutIfNeeded()
            XCTAssertEqual(label.frame.width, label.intrinsicContentSize.width)
            XCTAssertGreaterThan(label.frame.width, labelSize.width)
            // Squeezed, the lower compression resistance gives way.
            other.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
            root.frame.size.width = 120
            root.layoutIfNeeded()
            XCTAssertEqual(label.frame.width, label.intrinsicContentSize.width)
            XCTAssertEqual(other.frame.width, 120 - label.intrinsicContentSize.width)
        }
    }

    func testConflictIsReportedAndLayoutGoesOn() throws {
        try onMainActor {
            _ = installManualClock()
            let box = UIView()
            let root = makeLayoutRoot(box)
            let first = box.widthAnchor.constraint(equalToConstant: 100)
            let second = box.widthAnchor.constraint(equalToConstant: 200)
            second.identifier = "too-wide"
            NSLayoutConstraint.activate([
                first, second,
                box.heightAnchor.constraint(equalToConstant: 10),
                box.leftAnchor.constraint(equalTo: root.leftAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(box.frame.width, 100, "the broken constraint gives way to the required one")
            let host = try XCTUnwrap(LayoutEngineHost.host(for: box))
            let report = try XCTUnwrap(host.conflictReports.last)
            XCTAssertTrue(report.contains("Unable to simultaneously satisfy constraints."))
            XCTAssertTrue(report.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:") || report.contains("Will attempt to recover by breaking constraint\n<NSLayoutConstraint:"))
            XCTAssertTrue(report.contains("'too-wide'"))
            XCTAssertTrue(report.contains(".width == 100"), "the other constraint of the conflict is listed")
        }
    }

    func testAmbiguityIsReportedAndExercised() {
        onMainActor {
            _ = installManualClock()
            let box = UIView()
            let root = makeLayoutRoot(box)
            NSLayoutConstraint.activate([
                box.widthAnchor.constraint(equalToConstant: 50),
                box.heightAnchor.constraint(equalToConstant: 50),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.leftAnchor.constraint(greaterThanOrEqualTo: root.leftAnchor, constant: 10),
            ])
            root.layoutIfNeeded()
            XCTAssertTrue(box.hasAmbiguousLayout, "nothing says where between 10 and anywhere the box goes")
            XCTAssertTrue(box.leftAnchor.hasAmbiguousLayout)
            XCTAssertFalse(box.topAnchor.hasAmbiguousLayout)
            let before = box.frame.minX
            box.exerciseAmbiguityInLayout()
            root.layoutIfNeeded()
            XCTAssertNotEqual(box.frame.minX, before)
            XCTAssertGreaterThanOrEqual(box.frame.minX, 10)
            XCTAssertEqual(box.constraintsAffectingLayout(for: .vertical).count, 2)
        }
    }

    func testConstantEditsAndDeactivationReSolve() {
        onMainActor {
            _ = installManualClock()
            let box = UIView()
            let root = makeLayoutRoot(box)
            let height = box.heightAnchor.constraint(equalToConstant: 50)
            let low = box.heightAnchor.constraint(equalToConstant: 80)
            low.priority = .defaultLow
            NSLayoutConstraint.activate([height, low, box.widthAnchor.constraint(equalToConstant: 10),
                                         box.topAnchor.constraint(equalTo: root.topAnchor), box.leftAnchor.constraint(equalTo: root.leftAnchor)])
            root.layoutIfNeeded()
            XCTAssertEqual(box.frame.height, 50)
            height.constant = 240
            root.layoutIfNeeded()
            XCTAssertEqual(box.frame.height, 240)
            height.isActive = false
            XCTAssertFalse(height.isActive)
            root.layoutIfNeeded()
            XCTAssertEqual(box.frame.height, 80, "the low-priority constraint takes over")
            low.priority = .defaultHigh
            low.constant = 90
            root.layoutIfNeeded()
            XCTAssertEqual(box.frame.height, 90)
        }
    }

    func testMarginsSafeAreaAndReadableGuides() {
        onMainActor {
            _ = installManualClock()
            let box = UIView(), reader = UIView()
            let root = makeLayoutRoot(box, reader)
            root.frame = CGRect(x: 0, y: 0, width: 1000, height: 300)
            root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
            XCTAssertEqual(root.layoutMargins, UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
            let margins = root.layoutMarginsGuide
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                box.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                box.topAnchor.constraint(equalTo: margins.topAnchor),
                box.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
                reader.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
                reader.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
                reader.topAnchor.constraint(equalTo: root.topAnchor),
                reader.heightAnchor.constraint(equalToConstant: 1),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(box.frame, CGRect(x: 20, y: 10, width: 940, height: 290))
            XCTAssertEqual(margins.layoutFrame, CGRect(x: 20, y: 10, width: 940, height: 260))
            XCTAssertEqual(reader.frame.width, 672, "readable width caps a wide view")
            XCTAssertEqual(reader.frame.midX, 490, accuracy: 1e-9, "centered within the margins")
            // Margin attributes follow margin changes.
            let inner = UIView()
            inner.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(inner)
            root.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "|-[inner]-|", options: [], metrics: nil, views: ["inner": inner]))
            NSLayoutConstraint.activate([inner.topAnchor.constraint(equalTo: root.topAnchor), inner.heightAnchor.constraint(equalToConstant: 1)])
            root.layoutIfNeeded()
            XCTAssertEqual(inner.frame.minX, 20)
            root.layoutMargins.left = 50
            root.layoutIfNeeded()
            XCTAssertEqual(inner.frame.minX, 50)
        }
    }

    func testSystemLayoutSizeFittingMeasuresContent() {
        onMainActor {
            _ = installManualClock()
            let card = UIView()
            let title = UILabel()
            title.text = "Title"
            title.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(title)
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
                title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
                title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
                title.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
            ])
            let text = title.intrinsicContentSize
            let compressed = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            XCTAssertEqual(compressed, CGSize(width: text.width + 24, height: text.height + 16))
            let wide = card.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel)
            XCTAssertEqual(wide, CGSize(width: 300, height: text.height + 16))
            let alone = UILabel()
            alone.text = "Title"
            XCTAssertEqual(alone.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), text, "a label fits its text")
        }
    }

    func testUpdateConstraintsRunsBeforeLayoutDeepestFirst() {
        onMainActor {
            _ = installManualClock()
            final class Recording: UIView {
                var log: [String] = []
                var onUpdate: () -> Void = {}
                override func updateConstraints() {
                    onUpdate()
                    super.updateConstraints()
                }
            }
            let parent = Recording(), child = Recording()
            var order: [String] = []
            parent.onUpdate = { order.append("parent") }
            child.onUpdate = { order.append("child") }
            let root = makeLayoutRoot(parent)
            parent.addSubview(child)
            NSLayoutConstraint.activate([parent.widthAnchor.constraint(equalToConstant: 10)])
            root.layoutIfNeeded()
            XCTAssertEqual(order, ["child", "parent"])
            XCTAssertFalse(parent.needsUpdateConstraints())
            order = []
            parent.setNeedsUpdateConstraints()
            child.setNeedsUpdateConstraints()
            XCTAssertTrue(parent.needsUpdateConstraints())
            root.layoutIfNeeded()
            XCTAssertEqual(order, ["child", "parent"])
            order = []
            child.setNeedsUpdateConstraints()
            child.updateConstraintsIfNeeded()
            XCTAssertEqual(order, ["child"])
        }
    }

    func testRemovingAViewDropsTheConstraintsThatNameIt() {
        onMainActor {
            _ = installManualClock()
            let a = UIView(), b = UIView()
            let root = makeLayoutRoot(a, b)
            let link = b.leadingAnchor.constraint(equalTo: a.trailingAnchor)
            NSLayoutConstraint.activate([link, a.widthAnchor.constraint(equalToConstant: 30)])
            root.layoutIfNeeded()
            XCTAssertTrue(link.isActive)
            a.removeFromSuperview()
            root.layoutIfNeeded()
            XCTAssertFalse(link.isActive, "iOS deactivates constraints naming a removed view")
            XCTAssertEqual(a.constraints.count, 1, "the view's own constraints stay with it")
        }
    }

    func testBadConstraintsAreRefusedWithoutACrash() {
        onMainActor {
            _ = installManualClock()
            let a = UIView(), stranger = UIView()
            _ = makeLayoutRoot(a)
            let mixed = NSLayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: a, attribute: .width, multiplier: 1, constant: 0)
            mixed.isActive = true
            XCTAssertFalse(mixed.isActive)
            let noAncestor = a.leftAnchor.constraint(equalTo: stranger.leftAnchor)
            noAncestor.isActive = true
            XCTAssertFalse(noAncestor.isActive)
            let width = a.widthAnchor.constraint(equalToConstant: 5)
            width.constant = .nan
            XCTAssertEqual(width.constant, 5)
        }
    }
}

/// A 400×300 window-less root holding `views`, each placed by constraints.
@MainActor
func makeLayoutRoot(_ views: UIView...) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    for view in views {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
    }
    return root
}
