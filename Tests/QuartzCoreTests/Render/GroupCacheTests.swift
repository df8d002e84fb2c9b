@testable import QuartzCore
import XCTest

/// A grouped layer that only moves keeps the key its cached bitmap is found by: equal members,
/// extent, clip shape and effect, even where it crosses the target's edge.
final class GroupCacheTests: XCTestCase {
    private func group(at x: CGFloat) throws -> DrawItem {
        var root = RenderLayer(id: 1, frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        var masked = RenderLayer(id: 2, frame: CGRect(x: x, y: 10, width: 100, height: 80))
        masked.visual.backgroundColor = PremultipliedColor(red: 1, green: 0, blue: 0, alpha: 1)
        var child = RenderLayer(id: 3, frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        child.visual.backgroundColor = PremultipliedColor(red: 0, green: 0, blue: 1, alpha: 1)
        masked.sublayers = [child]
        masked.opacity = 0.8
        var mask = RenderLayer(id: 4, frame: CGRect(x: 20, y: 0, width: 60, height: 80))
        mask.visual.backgroundColor = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 1)
        mask.visual.cornerRadius = 30
        masked.mask = mask
        root.sublayers = [masked]
        let list = DisplayList(root: root, scale: 2, targetBounds: DamageRect(x: 0, y: 0, width: 400, height: 200))
        return try XCTUnwrap(list.items.first { $0.id == 2 })
    }

    func testAMovingMaskedGroupKeepsItsBitmapKey() throws {
        let first = try group(at: 10)
        for x: CGFloat in [37, 150, 170] {
            let moved = try group(at: x)
            XCTAssertNotEqual(moved.toTarget, first.toTarget)
            XCTAssertEqual(moved.group?.extent, first.group?.extent, "extent at x \(x)")
            XCTAssertTrue(moved.group?.members == first.group?.members, "members at x \(x)")
            XCTAssertTrue(moved.group?.effect == first.group?.effect, "mask at x \(x)")
            XCTAssertTrue(moved.group == first.group, "the whole key at x \(x)")
        }
    }
}
