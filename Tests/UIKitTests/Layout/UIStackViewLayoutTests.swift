@testable import UIKit
import XCTest

/// A view with a fixed intrinsic size and no baseline (its baselines are its bottom edge, as on iOS).
final class Block: UIView {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { size }
}

/// Stack views against frames worked out by hand: every distribution and alignment, spacing, hiding, margins and
/// nesting.
final class UIStackViewLayoutTests: XCTestCase {
    /// A 300×100 horizontal stack (spacing 10) of blocks 50×20, 60×30 and 40×40, laid out.
    @MainActor
    private static func layOut(_ distribution: UIStackView.Distribution = .fill, _ alignment: UIStackView.Alignment = .fill,
                        configure: (UIStackView) -> Void = { _ in }) -> (UIStackView, [UIView]) {
        let blocks = [Block(50, 20), Block(60, 30), Block(40, 40)]
        let stack = UIStackView(arrangedSubviews: blocks)
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = 10
        let root = makeLayoutRoot(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 300),
            stack.heightAnchor.constraint(equalToConstant: 100),
        ])
        configure(stack)
        root.layoutIfNeeded()
        return (stack, blocks)
    }

    private static func assertFrames(_ views: [UIView], _ expected: [CGRect], file: StaticString = #filePath, line: UInt = #line) {
        MainActor.assumeIsolated {
            for (index, (view, frame)) in zip(views, expected).enumerated() {
                let actual = view.frame
                let close = abs(actual.minX - frame.minX) < 1e-6 && abs(actual.minY - frame.minY) < 1e-6
                    && abs(actual.width - frame.width) < 1e-6 && abs(actual.height - frame.height) < 1e-6
                XCTAssertTrue(close, "view \(index): \(actual) is not \(frame)", file: file, line: line)
            }
        }
    }

    func testFillGivesTheExtraLengthToTheLastOfEqualHuggers() {
        onMainActor {
            _ = installManualClock()
            let (_, views) = Self.layOut(.fill)
            Self.assertFrames(views, [CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 60, y: 0, width: 60, height: 100),
                                 CGRect(x: 130, y: 0, width: 170, height: 100)])
            // The view that hugs least takes the extra length instead.
            let (_, others) = Self.layOut(.fill) { stack in stack.arrangedSubviews[0].setContentHuggingPriority(.defaultLow - 1, for: .horizontal) }
            Self.assertFrames(others, [CGRect(x: 0, y: 0, width: 180, height: 100), CGRect(x: 190, y: 0, width: 60, height: 100),
                                  CGRect(x: 260, y: 0, width: 40, height: 100)])
        }
    }

    func testFillEqually() {
        onMainActor {
            _ = installManualClock()
            let (_, views) = Self.layOut(.fillEqually)
            let width: CGFloat = 280 / 3
            Self.assertFrames(views, [CGRect(x: 0, y: 0, width: width, height: 100), CGRect(x: width + 10, y: 0, width: width, height: 100),
                                 CGRect(x: 2 * width + 20, y: 0, width: width, height: 100)])
        }
    }

    func testFillProportionally() {
        onMainActor {
            _ = installManualClock()
            let (_, views) = Self.layOut(.fillProportionally)
            let widths = [50, 60, 40].map { CGFloat($0) / 150 * 280 }
            Self.assertFrames(views, [CGRect(x: 0, y: 0, width: widths[0], height: 100),
                                 CGRect(x: widths[0] + 10, y: 0, width: widths[1], height: 100),
                                 CGRect(x: widths[0] + widths[1] + 20, y: 0, width: widths[2], height: 100)])
        }
    }

    func testEqualSpacing() {
        onMainActor {
            _ = installManualClock()
            let (_, views) = Self.layOut(.equalSpacing)
            Self.assertFrames(views, [CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 125, y: 0, width: 60, height: 100),
                                 CGRect(x: 260, y: 0, width: 40, height: 100)])
        }
    }

    func testEqualCentering() {
        onMainActor {
            _ = installManualClock()
            let (_, views) = Self.layOut(.equalCentering)
            // Centers at 25, 152.5 and 280.
            Self.assertFrames(views, [CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 122.5, y: 0, width: 60, height: 100),
                                 CGRect(x: 260, y: 0, width: 40, height: 100)])
        }
    }

    func testAlignments() {
        onMainActor {
            _ = installManualClock()
            let expectations: [(UIStackView.Alignment, [CGFloat], [CGFloat])] = [
                (.fill, [0, 0, 0], [100, 100, 100]),
                (.top, [0, 0, 0], [20, 30, 40]),
                (.leading, [0, 0, 0], [20, 30, 40]),
                (.center, [40, 35, 30], [20, 30, 40]),
                (.bottom, [80, 70, 60], [20, 30, 40]),
                (.trailing, [80, 70, 60], [20, 30, 40]),
                // Views without text have their baselines at the bottom: bottoms align, the tallest at the top.
                (.firstBaseline, [20, 10, 0], [20, 30, 40]),
                (.lastBaseline, [20, 10, 0], [20, 30, 40]),
            ]
            for (alignment, ys, heights) in expectations {
                let (_, views) = Self.layOut(.fill, alignment)
                for (index, view) in views.enumerated() {
                    XCTAssertEqual(view.frame.minY, ys[index], accuracy: 1e-6, "\(alignment) view \(index)")
                    XCTAssertEqual(view.frame.height, heights[index], accuracy: 1e-6, "\(alignment) view \(index)")
                }
            }
        }
    }

    func testVerticalStackWithCenterAlignmentAndCustomSpacing() {
        onMainActor {
            _ = installManualClock()
            let (stack, views) = Self.layOut(.fill, .center) { stack in
                stack.axis = .vertical
                stack.setCustomSpacing(30, after: stack.arrangedSubviews[0])
            }
            XCTAssertEqual(stack.customSpacing(after: views[0]), 30)
            XCTAssertEqual(stack.customSpacing(after: views[1]), UIStackView.spacingUseDefault)
            // 300 wide, 100 tall: heights 20, 30 and the rest (100 − 20 − 30 − 30 − 10 = 10), centered across.
            Self.assertFrames(views, [CGRect(x: 125, y: 0, width: 50, height: 20), CGRect(x: 120, y: 50, width: 60, height: 30),
                                 CGRect(x: 130, y: 90, width: 40, height: 10)])
        }
    }

    func testSystemSpacingAndMarginsRelativeArrangement() {
        onMainActor {
            _ = installManualClock()
            let (_, views) = Self.layOut(.fillEqually) { stack in
                stack.spacing = UIStackView.spacingUseSystem
                stack.isLayoutMarginsRelativeArrangement = true
                stack.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
            }
            let width = (300 - 30 - 16) / 3 as CGFloat
            Self.assertFrames(views, [CGRect(x: 10, y: 5, width: width, height: 80), CGRect(x: 10 + width + 8, y: 5, width: width, height: 80),
                                 CGRect(x: 10 + 2 * width + 16, y: 5, width: width, height: 80)])
        }
    }

    func testHiddenViewsCollapseAndTheOthersCloseUp() {
        onMainActor {
            _ = installManualClock()
            let (stack, views) = Self.layOut(.fill)
            views[1].isHidden = true
            XCTAssertTrue(views[1].isHidden)
            stack.layoutIfNeeded()
            XCTAssertEqual(views[1].frame.width, 0)
            Self.assertFrames([views[0], views[2]], [CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 60, y: 0, width: 240, height: 100)])
            views[1].isHidden = false
            stack.layoutIfNeeded()
            Self.assertFrames(views, [CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 60, y: 0, width: 60, height: 100),
                                 CGRect(x: 130, y: 0, width: 170, height: 100)])
        }
    }

    func testArrangedSubviewsAreAddedInsertedAndRemoved() {
        onMainActor {
            _ = installManualClock()
            let (stack, views) = Self.layOut(.fillEqually)
            let extra = Block(10, 10)
            stack.insertArrangedSubview(extra, at: 0)
            XCTAssertFalse(extra.translatesAutoresizingMaskIntoConstraints)
            stack.layoutIfNeeded()
            XCTAssertEqual(extra.frame.width, 270 / 4, accuracy: 1e-6)
            XCTAssertEqual(views[0].frame.minX, 270 / 4 + 10, accuracy: 1e-6)
            stack.removeArrangedSubview(extra)
            XCTAssertTrue(extra.superview === stack, "removing from the arrangement keeps the subview, as on iOS")
            views[2].removeFromSuperview()
            XCTAssertEqual(stack.arrangedSubviews.count, 2, "removing from the superview removes from the arrangement")
            stack.layoutIfNeeded()
            XCTAssertEqual(views[0].frame.width, 145, accuracy: 1e-6)
        }
    }

    func testAStackSizedByItsContentAndNestedStacks() {
        onMainActor {
            _ = installManualClock()
            let row1 = UIStackView(arrangedSubviews: [Block(50, 20), Block(60, 30)])
            row1.spacing = 10
            row1.alignment = .center
            let row2 = UIStackView(arrangedSubviews: [Block(30, 10), Block(30, 10), Block(30, 10)])
            row2.spacing = 5
            row2.alignment = .top
            let column = UIStackView(arrangedSubviews: [row1, row2])
            column.axis = .vertical
            column.spacing = 4
            column.alignment = .leading
            let root = makeLayoutRoot(column)
            NSLayoutConstraint.activate([
                column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 7),
                column.topAnchor.constraint(equalTo: root.topAnchor, constant: 3),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(row1.frame, CGRect(x: 0, y: 0, width: 120, height: 30))
            XCTAssertEqual(row2.frame, CGRect(x: 0, y: 34, width: 100, height: 10))
            XCTAssertEqual(column.frame, CGRect(x: 7, y: 3, width: 120, height: 44))
            XCTAssertEqual(row1.arrangedSubviews[0].frame, CGRect(x: 0, y: 5, width: 50, height: 20))
            XCTAssertFalse(column.hasAmbiguousLayout)
        }
    }
}
