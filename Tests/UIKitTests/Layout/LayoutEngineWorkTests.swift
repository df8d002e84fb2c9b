@testable import UIKit
import XCTest

/// A label that counts how often its text is measured.
final class CountingLabel: UILabel {
    var measurements = 0
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        measurements += 1
        return super.sizeThatFits(size)
    }
}

/// A view that counts how often its center is read.
final class CenterCountingView: UIView {
    var centerReads = 0
    override var center: CGPoint {
        get {
            centerReads += 1
            return super.center
        }
        set { super.center = newValue }
    }
}

/// How much work the engine does for a change: what it measures, reads and rebuilds (the large-tree speed depends on
/// each change touching only what it changes).
final class LayoutEngineWorkTests: XCTestCase {
    func testALabelIsMeasuredOnceUntilItsTextChanges() {
        onMainActor {
            _ = installManualClock()
            let labels = (0..<3).map { index -> CountingLabel in
                let label = CountingLabel()
                label.text = "Label \(index)"
                return label
            }
            let stack = UIStackView(arrangedSubviews: labels)
            stack.axis = .vertical
            let root = makeLayoutRoot(stack)
            NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor)])
            root.layoutIfNeeded()
            XCTAssertEqual(labels.map(\.measurements), [1, 1, 1], "the stack's constraints and the content size share one measurement")
            let width = labels[1].frame.width
            labels[1].text = "A much longer label"
            root.layoutIfNeeded()
            XCTAssertEqual(labels.map(\.measurements), [1, 2, 1])
            XCTAssertGreaterThan(labels[1].frame.width, width, "the new text's size reaches the layout")
            XCTAssertEqual(labels[1].intrinsicContentSize, labels[1].sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)))
            labels[1].numberOfLines = 0
            labels[1].preferredMaxLayoutWidth = 30
            XCTAssertGreaterThan(labels[1].intrinsicContentSize.height, labels[0].intrinsicContentSize.height, "wrapped at the new width")
        }
    }

    /// Plain text keeps no attributed string: it is measured from the text and the label's attributes (building and
    /// enumerating one cost half of a label's measuring), to exactly the sizes the same attributed text gives.
    func testAPlainLabelIsMeasuredWithoutAnAttributedString() {
        onMainActor {
            let plain = UILabel()
            plain.text = "Item 7"
            let attributed = UILabel()
            attributed.attributedText = plain.attributedText
            XCTAssertNotNil(plain.plainText)
            XCTAssertNil(plain.attributedContent, "text set through `text` is kept as a string")
            XCTAssertEqual(plain.intrinsicContentSize, attributed.intrinsicContentSize)
            for label in [plain, attributed] {
                label.font = .boldSystemFont(ofSize: 24)
                label.textAlignment = .center
                label.lineBreakMode = .byTruncatingHead
                label.numberOfLines = 0
                label.text = label === plain ? "Item 7\nand a second line" : nil
            }
            attributed.attributedText = plain.attributedText
            XCTAssertNil(plain.attributedContent, "the label's own properties do not make an attributed string")
            XCTAssertEqual(plain.intrinsicContentSize, attributed.intrinsicContentSize)
            XCTAssertEqual(plain.sizeThatFits(CGSize(width: 60, height: 500)), attributed.sizeThatFits(CGSize(width: 60, height: 500)))
            XCTAssertEqual(plain.textRect(forBounds: CGRect(x: 0, y: 0, width: 60, height: 40), limitedToNumberOfLines: 2),
                           attributed.textRect(forBounds: CGRect(x: 0, y: 0, width: 60, height: 40), limitedToNumberOfLines: 2))
            XCTAssertEqual((plain.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont), .boldSystemFont(ofSize: 24))
            plain.text = ""
            XCTAssertEqual(plain.intrinsicContentSize, .zero)
        }
    }

    func testAReSolveReadsOnlyTheViewsThatMoved() {
        onMainActor {
            _ = installManualClock()
            let box = UIView()
            let container = UIView()
            let root = makeLayoutRoot(box, container)
            let cells = (0..<20).map { _ in CenterCountingView() }
            let top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
            var constraints = [top, box.leftAnchor.constraint(equalTo: root.leftAnchor), box.widthAnchor.constraint(equalToConstant: 20),
                               box.heightAnchor.constraint(equalToConstant: 20), container.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 50),
                               container.topAnchor.constraint(equalTo: root.topAnchor), container.widthAnchor.constraint(equalToConstant: 100),
                               container.heightAnchor.constraint(equalToConstant: 200)]
            for (index, cell) in cells.enumerated() {
                cell.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(cell)
                constraints += [cell.leftAnchor.constraint(equalTo: container.leftAnchor), cell.topAnchor.constraint(equalTo: container.topAnchor, constant: CGFloat(index * 10)),
                                cell.widthAnchor.constraint(equalToConstant: 10), cell.heightAnchor.constraint(equalToConstant: 10)]
            }
            NSLayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            XCTAssertEqual(cells[3].frame, CGRect(x: 0, y: 30, width: 10, height: 10))
            for cell in cells { cell.centerReads = 0 }
            top.constant = 40
            root.layoutIfNeeded()
            XCTAssertEqual(box.frame.minY, 40)
            XCTAssertEqual(cells.map(\.centerReads).reduce(0, +), 0, "views that did not move are not compared again")
        }
    }

    func testAViewTheAppMovedIsPlacedAgainWhenItsEngineNextSolves() {
        onMainActor {
            _ = installManualClock()
            let container = UIView(), other = UIView(), box = UIView()
            let root = makeLayoutRoot(container, other)
            box.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(box)
            // `other` is the root's, so moving it lays out the root but not the container.
            let otherTop = other.topAnchor.constraint(equalTo: root.topAnchor)
            NSLayoutConstraint.activate([
                container.leftAnchor.constraint(equalTo: root.leftAnchor), container.topAnchor.constraint(equalTo: root.topAnchor),
                container.widthAnchor.constraint(equalToConstant: 200), container.heightAnchor.constraint(equalToConstant: 200),
                box.leftAnchor.constraint(equalTo: container.leftAnchor), box.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
                box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
                other.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 250), otherTop,
                other.widthAnchor.constraint(equalToConstant: 10), other.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(box.frame, CGRect(x: 0, y: 5, width: 10, height: 10))
            box.frame = CGRect(x: 70, y: 70, width: 30, height: 30)
            otherTop.constant = 50
            root.layoutIfNeeded()
            XCTAssertEqual(other.frame.minY, 50)
            XCTAssertEqual(box.frame, CGRect(x: 0, y: 5, width: 10, height: 10), "the app's frame gives way to the solved one")
        }
    }

    func testAConflictWithAFrameNamesTheAutoresizingConstraint() throws {
        try onMainActor {
            _ = installManualClock()
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            root.addSubview(box)
            box.widthAnchor.constraint(equalToConstant: 100).isActive = true
            root.layoutIfNeeded()
            let report = try XCTUnwrap(LayoutEngineHost.host(for: box)?.conflictReports.last)
            XCTAssertTrue(report.contains("<NSAutoresizingMaskLayoutConstraint UIView:0x"), report)
            XCTAssertTrue(report.contains("width: 40.0, height: 40.0"), report)
            XCTAssertEqual(box.frame.width, 40)
        }
    }

    /// Each view keeps its variables with the engine build that made them: a view moved to another tree and back is
    /// placed by whichever tree it is in, and a label's stack in an engine built again still finds its variables.
    func testAViewMovedBetweenTreesIsPlacedByTheTreeItIsIn() {
        onMainActor {
            _ = installManualClock()
            let card = UIView()
            let label = UILabel()
            label.text = "Moved"
            let stack = UIStackView(arrangedSubviews: [label])
            stack.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leftAnchor.constraint(equalTo: card.leftAnchor, constant: 7),
                stack.topAnchor.constraint(equalTo: card.topAnchor, constant: 3),
            ])
            let first = makeLayoutRoot(card)
            let second = makeLayoutRoot()
            @MainActor func place(in root: UIView, x: CGFloat) {
                NSLayoutConstraint.activate([
                    card.leftAnchor.constraint(equalTo: root.leftAnchor, constant: x), card.topAnchor.constraint(equalTo: root.topAnchor),
                    card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 100),
                ])
            }
            place(in: first, x: 10)
            first.layoutIfNeeded()
            XCTAssertEqual(card.frame.minX, 10)
            XCTAssertEqual(stack.frame.origin, CGPoint(x: 7, y: 3))
            XCTAssertEqual(label.frame.size, label.intrinsicContentSize)
            second.addSubview(card)
            place(in: second, x: 30)
            second.layoutIfNeeded()
            first.layoutIfNeeded()
            XCTAssertEqual(card.frame.minX, 30)
            XCTAssertEqual(stack.frame.origin, CGPoint(x: 7, y: 3))
            first.addSubview(card)
            place(in: first, x: 50)
            first.layoutIfNeeded()
            second.layoutIfNeeded()
            XCTAssertEqual(card.frame.minX, 50)
            label.text = "Moved back, longer"
            first.layoutIfNeeded()
            XCTAssertEqual(label.frame.size, label.intrinsicContentSize, "the label's new size reaches the engine it is in")
            XCTAssertEqual(stack.frame.size, label.intrinsicContentSize)
        }
    }
}
