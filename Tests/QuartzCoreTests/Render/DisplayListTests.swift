@testable import QuartzCore
import XCTest

/// A display list flattened over the previous frame's, edited in place, is the list flattened
/// afresh, whatever changed; it reports the changes comparing item by item would find when the
/// layers are the same in the same order, and leaves the previous list as it was when not.
final class DisplayListTests: XCTestCase {
    private let target = DamageRect(x: 0, y: 0, width: 400, height: 300)
    private let red = PremultipliedColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = PremultipliedColor(red: 0, green: 0, blue: 1, alpha: 0.5)

    /// A root over plain, image, rotated, shadowed, grouped and clipping layers.
    private func scene() throws -> RenderLayer {
        var root = RenderLayer(id: 1, frame: CGRect(x: 0, y: 0, width: 200, height: 150))
        root.visual.backgroundColor = PremultipliedColor(red: 1, green: 1, blue: 1, alpha: 1)
        var plain = RenderLayer(id: 2, frame: CGRect(x: 10, y: 10, width: 30, height: 20))
        plain.visual.backgroundColor = red
        var image = RenderLayer(id: 3, frame: CGRect(x: 50, y: 10, width: 16, height: 16))
        image.visual.contents = RenderBitmap(surface: try XCTUnwrap(PixelSurface(width: 16, height: 16)))
        var rotated = RenderLayer(id: 4, frame: CGRect(x: 80, y: 10, width: 20, height: 20))
        rotated.visual.backgroundColor = blue
        rotated.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        var shadowed = RenderLayer(id: 5, frame: CGRect(x: 110, y: 10, width: 30, height: 20))
        shadowed.visual.backgroundColor = red
        shadowed.shadow = ShadowDrawing(
            outline: CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 20), transform: nil).elements,
            color: blue, offset: CGSize(width: 0, height: 3), radius: 2)
        var group = RenderLayer(id: 6, frame: CGRect(x: 10, y: 60, width: 50, height: 50))
        group.visual.backgroundColor = red
        group.opacity = 0.5
        var member = RenderLayer(id: 7, frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        member.visual.backgroundColor = blue
        group.sublayers = [member]
        var clipping = RenderLayer(id: 8, frame: CGRect(x: 80, y: 60, width: 50, height: 50))
        clipping.visual.backgroundColor = red
        clipping.visual.cornerRadius = 8
        clipping.masksToBounds = true
        var clipped = RenderLayer(id: 9, frame: CGRect(x: 30, y: 30, width: 40, height: 40))
        clipped.visual.backgroundColor = blue
        clipping.sublayers = [clipped]
        var container = RenderLayer(id: 10, frame: CGRect(x: 140, y: 60, width: 50, height: 50))
        container.masksToBounds = true
        var inner = RenderLayer(id: 11, frame: CGRect(x: 40, y: 0, width: 20, height: 20))
        inner.visual.backgroundColor = red
        container.sublayers = [inner]
        root.sublayers = [plain, image, rotated, shadowed, group, clipping, container]
        return root
    }

    /// Flattens `before` then `after` over it, and checks the edit against `after` flattened
    /// afresh; returns whether the layers were found the same.
    @discardableResult
    private func checkEdit(from before: RenderLayer, to after: RenderLayer, _ label: String) -> Bool {
        let old = DisplayList(root: before, scale: 2, targetBounds: target).items
        let fresh = DisplayList(root: after, scale: 2, targetBounds: target).items
        var previous = DisplayList(root: before, scale: 2, targetBounds: target).items
        var changes: DamageRegion?
        let edited = DisplayList(root: after, scale: 2, targetBounds: target, over: &previous, changes: &changes)
        XCTAssertEqual(edited.items, fresh, label)
        let sameLayers = old.map(\.id) == fresh.map(\.id)
        guard sameLayers else {
            XCTAssertNil(changes, label)
            XCTAssertEqual(previous, old, "\(label): the previous list is left as it was")
            return false
        }
        var expected = DamageRegion()
        for (was, now) in zip(old, fresh) where was != now {
            expected.add(was.paintBounds)
            expected.add(now.paintBounds)
        }
        XCTAssertEqual(changes, expected, label)
        XCTAssertTrue(previous.isEmpty, label)
        return true
    }

    func testAnUnchangedTreeKeepsEveryItemAndReportsNoChange() throws {
        let root = try scene()
        XCTAssertTrue(checkEdit(from: root, to: root, "unchanged"))
    }

    func testEveryChangeToALayerIsFoundAsAFreshFlattenFindsIt() throws {
        let root = try scene()
        let changes: [(String, (inout RenderLayer) -> Void)] = [
            ("bounds", { $0.sublayers[0].bounds.size.width += 1 }),
            ("bounds origin", { $0.sublayers[0].bounds.origin.x = 3 }),
            ("position", { $0.sublayers[0].position.x += 0.5 }),
            ("anchor point", { $0.sublayers[0].anchorPoint = CGPoint(x: 0, y: 0) }),
            ("transform", { $0.sublayers[1].transform = CATransform3DMakeScale(2, 1, 1) }),
            ("rotation", { $0.sublayers[2].transform = CATransform3DMakeRotation(0.4, 0, 0, 1) }),
            ("opacity", { $0.sublayers[1].opacity = 0.5 }),
            ("root opacity", { $0.opacity = 0.9 }),
            ("background", { $0.sublayers[0].visual.backgroundColor = self.blue }),
            ("contents", { $0.sublayers[1].visual.contentsGravity = .center }),
            ("contents scale", { $0.sublayers[1].visual.contentsScale = 2 }),
            ("corner radius", { $0.sublayers[0].visual.cornerRadius = 4 }),
            ("border", { $0.sublayers[0].visual.borderWidth = 1; $0.sublayers[0].visual.borderColor = self.red }),
            ("shadow", { $0.sublayers[3].shadow?.radius = 3 }),
            ("shadow added", { $0.sublayers[0].shadow = $0.sublayers[3].shadow }),
            ("group member", { $0.sublayers[4].sublayers[0].position.x += 1 }),
            ("group opacity", { $0.sublayers[4].opacity = 0.6 }),
            ("clipped member", { $0.sublayers[5].sublayers[0].position.y += 2 }),
            ("clipping layer moved", { $0.sublayers[5].position.x += 2 }),
            ("clip moved", { $0.sublayers[6].position.x -= 20 }),
            ("clip's child moved", { $0.sublayers[6].sublayers[0].position.x -= 20 }),
            ("sublayer transform", { $0.sublayerTransform = CATransform3DMakeTranslation(1, 2, 0) }),
            ("anchor z", { $0.sublayers[0].anchorPointZ = 5; $0.sublayers[0].transform = CATransform3DMakeRotation(0.2, 0, 1, 0) }),
            ("single-sided turned away", { $0.sublayers[0].isDoubleSided = false; $0.sublayers[0].transform = CATransform3DMakeRotation(.pi, 0, 1, 0) }),
            ("hidden", { $0.sublayers[2].isHidden = true }),
            ("draws nothing", { $0.sublayers[0].visual.backgroundColor = nil }),
            ("last hidden", { $0.sublayers[6].sublayers[0].isHidden = true }),
            ("first of two", { $0.sublayers.removeFirst() }),
            ("added at the end", { $0.sublayers.append($0.sublayers[0]); $0.sublayers[7].id = 99 }),
            ("added in the middle", { $0.sublayers.insert($0.sublayers[0], at: 3); $0.sublayers[3].id = 99 }),
            ("changed, then one gone", { $0.sublayers[0].position.x += 1; $0.sublayers[2].visual.backgroundColor = self.red; $0.sublayers.removeLast() }),
            ("reordered", { $0.sublayers.swapAt(0, 1) }),
            ("z position", { $0.sublayers[0].zPosition = 1 }),
            ("moved off the target", { $0.sublayers[1].position.x = 1000 }),
            ("infinite position", { $0.sublayers[1].position.x = .infinity }),
            ("infinite anchor z", { $0.sublayers[1].anchorPointZ = .infinity }),
            ("several at once", { $0.sublayers[0].position.y += 3; $0.sublayers[3].visual.backgroundColor = self.blue; $0.sublayers[6].sublayers[0].opacity = 0.2 }),
        ]
        var foundSame = 0
        for (label, change) in changes {
            var changed = root
            change(&changed)
            if checkEdit(from: root, to: changed, label) { foundSame += 1 }
            if checkEdit(from: changed, to: root, "\(label), undone") { foundSame += 1 }
        }
        XCTAssertGreaterThan(foundSame, changes.count, "most of these keep the same layers in the same order")
    }

    func testALayerPlacedByATranslationLandsWhereTheGeneralPlacementPutsIt() throws {
        var layer = RenderLayer(id: 1, bounds: CGRect(x: -3, y: 2, width: 30, height: 21), position: CGPoint(x: 10.25, y: -7))
        layer.anchorPoint = CGPoint(x: 0.3, y: 0.8)
        layer.zPosition = 4
        layer.anchorPointZ = 2
        let parent = Homography(SIMD3(2, 0.5, 0.001), SIMD3(-0.25, 1.5, 0), SIMD3(30, 40, 1))
        func placementShift(of layer: RenderLayer) -> (x: Double, y: Double)? { withUnsafePointer(to: layer) { RenderLayer.placementShift(of: $0) } }
        let shift = try XCTUnwrap(placementShift(of: layer))
        XCTAssertEqual(parent.afterTranslation(x: shift.x, y: shift.y), layer.placement(underSublayerTransform: nil).concatenating(parent))
        layer.transform = CATransform3DMakeScale(2, 1, 1)
        XCTAssertNil(placementShift(of: layer), "a transformed layer takes the general placement")
        layer.transform = CATransform3DIdentity
        layer.anchorPointZ = .infinity
        XCTAssertNil(placementShift(of: layer), "a non-finite anchorPointZ takes the general placement (which is not finite)")
        XCTAssertFalse(layer.placement(underSublayerTransform: nil).isFinite)
    }

    func testAMapIsTheSameOnlyWithEveryEntryEqual() {
        let map = Homography(SIMD3(1, 2, 3), SIMD3(4, 5, 6), SIMD3(7, 8, 9))
        XCTAssertTrue(map.sameMap(as: map))
        for row in 0..<3 {
            for column in 0..<3 {
                var changed = map
                switch row {
                case 0: changed.r0[column] += 0.5
                case 1: changed.r1[column] += 0.5
                default: changed.r2[column] += 0.5
                }
                XCTAssertFalse(changed.sameMap(as: map), "entry \(row), \(column)")
                XCTAssertFalse(map.sameMap(as: changed), "entry \(row), \(column)")
            }
        }
    }
}
