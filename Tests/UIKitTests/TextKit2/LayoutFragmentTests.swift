import Foundation
@testable import UIKit
import XCTest

/// Layout fragments are paragraphs laid out as TextKit 1 lays the same text out: the same lines at the same
/// heights, the container's padding at each side.
final class LayoutFragmentTests: XCTestCase {
    private static let words = "The quick brown fox jumps over the lazy dog and keeps running far away"

    /// Text of three paragraphs, the middle one spaced before and after.
    @MainActor
    private static var text: NSAttributedString {
        let spaced = NSMutableParagraphStyle()
        spaced.paragraphSpacing = 12
        spaced.paragraphSpacingBefore = 6
        let text = NSMutableAttributedString(string: words + "\n", attributes: [.font: TextKit2Support.font])
        text.append(NSAttributedString(string: "Short one\n", attributes: [.font: UIFont.systemFont(ofSize: 22), .paragraphStyle: spaced]))
        text.append(NSAttributedString(string: words, attributes: [.font: TextKit2Support.font]))
        return text
    }

    func testLinesStandWhereTextKit1PutsThem() {
        onMainActor {
            let text = Self.text
            let (_, layoutManager, _) = TextKitSupport.stack(text, size: CGSize(width: 170, height: 10_000_000), padding: 5)
            var expected: [(CGRect, NSRange)] = []
            layoutManager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: text.length)) { rect, _, _, range, _ in
                expected.append((rect, range))
            }
            let (content, manager, _) = TextKit2Support.stack(text, width: 170, padding: 5)
            var found: [(CGFloat, CGFloat, NSRange)] = []
            var fragments = 0
            manager.enumerateTextLayoutFragments(from: nil, options: .ensuresLayout) { fragment in
                fragments += 1
                XCTAssertEqual(fragment.state, .layoutAvailable)
                XCTAssertEqual(fragment.layoutFragmentFrame.width, 170)
                let start = fragment.textLayoutManager!.textContentManager!.offsetOf(fragment.rangeInElement.location)
                for line in fragment.textLineFragments {
                    found.append((fragment.layoutFragmentFrame.minY + line.typographicBounds.minY, line.typographicBounds.height, NSRange(location: start + line.characterRange.location, length: line.characterRange.length)))
                }
                return true
            }
            XCTAssertEqual(fragments, 3)
            XCTAssertEqual(found.count, expected.count)
            XCTAssertGreaterThan(expected.count, 4, "the long paragraphs wrap")
            for ((rect, range), (y, height, foundRange)) in zip(expected, found) {
                XCTAssertEqual(y, rect.minY, accuracy: 0.01)
                XCTAssertEqual(height, rect.height, accuracy: 0.01)
                XCTAssertEqual(foundRange, range)
            }
            XCTAssertEqual(manager.usageBoundsForTextContainer.height, layoutManager.usedRect(for: layoutManager.textContainers[0]).maxY, accuracy: 0.01)
            XCTAssertTrue(manager.textContentManager === content, "kept by the app: the layout manager holds it weakly")
        }
    }

    func testFragmentsFollowEachOtherWithTheParagraphSpacingInside() throws {
        try onMainActor {
            let (content, manager, _) = TextKit2Support.stack(Self.text, width: 170, padding: 5)
            var frames: [CGRect] = []
            var margins: [(CGFloat, CGFloat)] = []
            manager.enumerateTextLayoutFragments(from: nil) { fragment in
                frames.append(fragment.layoutFragmentFrame)
                margins.append((fragment.topMargin, fragment.bottomMargin))
                return true
            }
            XCTAssertEqual(frames.first?.minY, 0)
            for (a, b) in zip(frames, frames.dropFirst()) { XCTAssertEqual(a.maxY, b.minY, accuracy: 0.001) }
            XCTAssertEqual(margins[1].0, 6)
            XCTAssertEqual(margins[1].1, 12)
            XCTAssertEqual(margins[0].0, 0, "the first paragraph has no spacing before")
            let middle = try XCTUnwrap(manager.textLayoutFragment(for: CGPoint(x: 10, y: frames[1].midY)))
            XCTAssertEqual(middle.layoutFragmentFrame, frames[1])
            XCTAssertTrue(manager.textLayoutFragment(for: content.at(Self.words.utf16.count + 3)) === middle)
            XCTAssertNil(manager.textLayoutFragment(for: CGPoint(x: 10, y: frames[2].maxY + 1)))
            XCTAssertEqual(manager.usageBoundsForTextContainer, CGRect(x: 0, y: 0, width: 170, height: frames[2].maxY))
            var reversed: [CGFloat] = []
            manager.enumerateTextLayoutFragments(from: content.at(Self.words.utf16.count + 3), options: .reverse) { reversed.append($0.layoutFragmentFrame.minY); return true }
            XCTAssertEqual(reversed, [frames[1].minY, frames[0].minY])
        }
    }

    func testAContainerWidthChangeLaysTheTextOutAgain() {
        onMainActor {
            let (content, manager, container) = TextKit2Support.stack(TextKit2Support.text(Self.words), width: 600)
            XCTAssertEqual(manager.textLayoutFragment(for: CGPoint(x: 1, y: 1))?.textLineFragments.count, 1)
            container.size = CGSize(width: 120, height: 0)
            XCTAssertGreaterThan(manager.textLayoutFragment(for: CGPoint(x: 1, y: 1))?.textLineFragments.count ?? 0, 3)
            XCTAssertTrue(container.textLayoutManager === manager)
            XCTAssertTrue(manager.textContentManager === content)
        }
    }

    func testTheDelegateSuppliesTheFragmentClass() {
        onMainActor {
            final class Bubble: NSTextLayoutFragment {
                override var renderingSurfaceBounds: CGRect { super.renderingSurfaceBounds.insetBy(dx: -8, dy: -8) }
            }
            final class Supplier: NSTextLayoutManagerDelegate {
                func textLayoutManager(_ textLayoutManager: NSTextLayoutManager, textLayoutFragmentFor location: any NSTextLocation, in textElement: NSTextElement) -> NSTextLayoutFragment {
                    Bubble(textElement: textElement, range: textElement.elementRange)
                }
            }
            let supplier = Supplier()
            let (content, manager, _) = TextKit2Support.stack(TextKit2Support.text("One\nTwo"), width: 200)
            manager.delegate = supplier
            manager.invalidateLayout(for: manager.documentRange)
            var kinds: [Bool] = []
            manager.enumerateTextLayoutFragments(from: nil) { fragment in
                kinds.append(fragment is Bubble)
                XCTAssertLessThanOrEqual(fragment.renderingSurfaceBounds.minX, -8)
                return true
            }
            XCTAssertEqual(kinds, [true, true])
            XCTAssertTrue(manager.textContentManager === content)
        }
    }
}
