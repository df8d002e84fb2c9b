@testable import UIKit
import XCTest

/// A data source of numbered items that may move, writing down what it is asked; and drag and drop delegates that
/// move an item inside the collection view or copy one in from elsewhere.
@MainActor
final class MovableNumbers: NSObject, UICollectionViewDataSource, UICollectionViewDelegate, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    var sections: [[Int]]
    var movable = true
    var log: [String] = []

    init(_ sections: [[Int]]) {
        self.sections = sections
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath)
        (cell as? NumberCell)?.number = sections[indexPath.section][indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        log.append("canMove \(indexPath.item)")
        return movable
    }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("move \(sourceIndexPath.item) to \(destinationIndexPath.item)")
        let number = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(number, at: destinationIndexPath.item)
    }

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        let number = sections[indexPath.section][indexPath.item]
        log.append("itemsForBeginning \(indexPath.item)")
        let item = UIDragItem(itemProvider: NSItemProvider(object: "\(number)" as NSString))
        item.localObject = number
        return [item]
    }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        let operation: UIDropOperation = session.localDragSession == nil ? .copy : .move
        return UICollectionViewDropProposal(operation: operation, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        let destination = coordinator.destinationIndexPath ?? IndexPath(item: sections[0].count, section: 0)
        log.append("performDrop to \(destination.item)")
        for item in coordinator.items {
            guard let number = item.dragItem.localObject as? Int else { continue }
            collectionView.performBatchUpdates({
                if let source = item.sourceIndexPath {
                    self.sections[source.section].remove(at: source.item)
                    collectionView.deleteItems(at: [source])
                }
                self.sections[destination.section].insert(number, at: destination.item)
                collectionView.insertItems(at: [destination])
            })
            coordinator.drop(item.dragItem, toItemAt: destination)
        }
    }

    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession) { log.append("dragSessionDidEnd") }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession) { log.append("dropSessionDidEnd") }
}

/// Reordering a collection view: interactive movement (the data source asked whether an item moves and told where
/// it went), and a drag inside the collection view whose items make room as it passes.
final class CollectionReorderTests: XCTestCase {
    /// Grid items 100 × 50, three a line: item k's centre.
    private static func center(_ k: Int) -> CGPoint { CGPoint(x: 60 + 110 * CGFloat(k % 3), y: 35 + 60 * CGFloat(k / 3)) }

    @MainActor
    private static func make(_ numbers: MovableNumbers, in rig: DragRig) -> UICollectionView {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 340, height: 400), collectionViewLayout: UICollectionViewFlowLayout.grid())
        collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "number")
        collectionView.dataSource = numbers
        collectionView.delegate = numbers
        rig.window.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        rig.renderer.renderFrame()
        return collectionView
    }

    func testInteractiveMovementSlidesTheOthersAndTellsTheDataSourceAtTheEnd() {
        onMainActor {
            let rig = DragRig()
            let numbers = MovableNumbers([Array(0..<9)])
            let collectionView = Self.make(numbers, in: rig)
            XCTAssertTrue(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            XCTAssertEqual(numbers.log, ["canMove 0"])
            collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 90))
            let moving = collectionView.cell(showing: 0)!
            XCTAssertEqual(moving.center, CGPoint(x: 150, y: 90), "the moving item follows the position")
            XCTAssertEqual(collectionView.cell(showing: 1)?.center, Self.center(0), "the others make room")
            XCTAssertEqual(collectionView.cell(showing: 4)?.center, Self.center(3))
            XCTAssertEqual(collectionView.cell(showing: 5)?.center, Self.center(5))
            rig.advance(0.1)
            XCTAssertEqual(rig.shown(collectionView.cell(showing: 1)!).position.x, 115, accuracy: 0.01, "halfway over 0.2 s")
            XCTAssertEqual(numbers.sections, [Array(0..<9)], "the data source is not told yet")
            collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 175, y: 95))
            XCTAssertEqual(moving.center, CGPoint(x: 175, y: 95))
            collectionView.endInteractiveMovement()
            XCTAssertEqual(numbers.log, ["canMove 0", "move 0 to 4"])
            XCTAssertEqual(numbers.sections, [[1, 2, 3, 4, 0, 5, 6, 7, 8]])
            XCTAssertEqual(moving.center, Self.center(4), "it settles into its place")
            XCTAssertTrue(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) === moving)
            rig.advance(0.2)
            XCTAssertEqual(rig.shown(moving).position.x, Self.center(4).x, accuracy: 0.01)
        }
    }

    func testCancellingTheMovementPutsEveryItemBackAndTellsNothing() {
        onMainActor {
            let rig = DragRig()
            let numbers = MovableNumbers([Array(0..<9)])
            let collectionView = Self.make(numbers, in: rig)
            _ = collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0))
            collectionView.updateInteractiveMovementTargetPosition(Self.center(7))
            XCTAssertEqual(collectionView.cell(showing: 7)?.center, Self.center(6))
            collectionView.cancelInteractiveMovement()
            XCTAssertEqual(numbers.log, ["canMove 2"])
            for k in 0..<9 { XCTAssertEqual(collectionView.cell(showing: k)?.center, Self.center(k)) }
            XCTAssertTrue(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === collectionView.cell(showing: 2))
        }
    }

    func testAnItemTheDataSourceKeepsInPlaceDoesNotBeginMoving() {
        onMainActor {
            let rig = DragRig()
            let numbers = MovableNumbers([Array(0..<9)])
            numbers.movable = false
            let collectionView = Self.make(numbers, in: rig)
            XCTAssertFalse(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            collectionView.updateInteractiveMovementTargetPosition(Self.center(4))
            XCTAssertEqual(collectionView.cell(showing: 0)?.center, Self.center(0))
        }
    }

    func testADragInsideTheCollectionViewOpensAGapAndTheDropMovesTheItemThere() {
        onMainActor {
            let rig = DragRig()
            let numbers = MovableNumbers([Array(0..<9)])
            let collectionView = Self.make(numbers, in: rig)
            collectionView.dragDelegate = numbers
            collectionView.dropDelegate = numbers
            XCTAssertTrue(collectionView.dragInteractionEnabled)
            rig.pressAndHold(60, 35)
            XCTAssertEqual(numbers.log, ["itemsForBeginning 0"])
            XCTAssertTrue(collectionView.hasActiveDrag)
            rig.move(to: 170, 95)
            XCTAssertTrue(collectionView.hasActiveDrop)
            XCTAssertNil(collectionView.cell(showing: 0), "the lifted item's place closes")
            XCTAssertEqual(collectionView.cell(showing: 1)?.center, Self.center(0))
            XCTAssertEqual(collectionView.cell(showing: 4)?.center, Self.center(3), "the items before the gap slide back")
            XCTAssertEqual(collectionView.cell(showing: 5)?.center, Self.center(5))
            rig.advance(0.3)
            rig.up()
            XCTAssertEqual(numbers.log, ["itemsForBeginning 0", "performDrop to 4"])
            XCTAssertEqual(numbers.sections, [[1, 2, 3, 4, 0, 5, 6, 7, 8]])
            let preview = try! XCTUnwrap(rig.floatingPreviews.first)
            XCTAssertEqual(preview.center, Self.center(4), "the preview lands on the item's new place")
            XCTAssertEqual(collectionView.cell(showing: 0)?.isHidden, true, "under the landing preview")
            rig.advance(0.3)
            XCTAssertEqual(collectionView.cell(showing: 0)?.isHidden, false)
            XCTAssertEqual(numbers.log, ["itemsForBeginning 0", "performDrop to 4", "dragSessionDidEnd", "dropSessionDidEnd"])
            XCTAssertFalse(collectionView.hasActiveDrag)
            XCTAssertFalse(collectionView.hasActiveDrop)
            XCTAssertEqual(collectionView.cell(showing: 0)?.center, Self.center(4))
            XCTAssertEqual(collectionView.cell(showing: 1)?.center, Self.center(0))
        }
    }

    func testADragFromAnotherViewOpensAGapAtTheDestination() {
        onMainActor {
            let rig = DragRig()
            let numbers = MovableNumbers([Array(0..<5)])
            let collectionView = Self.make(numbers, in: rig)
            collectionView.dropDelegate = numbers
            let source = UIView(frame: CGRect(x: 20, y: 450, width: 80, height: 80))
            let drag = DragLog(["9"])
            source.addInteraction(UIDragInteraction(delegate: drag))
            rig.window.addSubview(source)
            rig.pressAndHold(60, 490)
            rig.move(to: 170, 35)
            XCTAssertEqual(collectionView.cell(showing: 0)?.center, Self.center(0))
            XCTAssertEqual(collectionView.cell(showing: 1)?.center, Self.center(2), "the item under the touch makes room")
            XCTAssertEqual(collectionView.cell(showing: 4)?.center, Self.center(5))
            rig.move(to: 300, 300)
            XCTAssertEqual(collectionView.cell(showing: 1)?.center, Self.center(1), "leaving closes the gap")
        }
    }
}

/// A drag from one collection view to another, and the standard movement gesture of a collection view controller.
final class CollectionDragBetweenViewsTests: XCTestCase {
    func testAnItemDraggedToAnotherCollectionViewIsDroppedThereAndLandsOnItsCell() {
        onMainActor {
            let rig = DragRig(size: CGSize(width: 700, height: 400))
            let left = MovableNumbers([[0, 1, 2]]), right = MovableNumbers([[10, 11]])
            let views = [(left, 0.0), (right, 350.0)].map { numbers, x in
                rig.addGrid(CGRect(x: x, y: 0, width: 340, height: 400), cellClass: NumberCell.self, identifier: "number", source: numbers)
            }
            rig.pressAndHold(170, 35)
            rig.move(to: 350 + 60, 35)
            XCTAssertEqual(views[1].cell(showing: 10)?.center, CGPoint(x: 170, y: 35), "the other view makes room")
            XCTAssertEqual(views[0].cell(showing: 1)?.center, CGPoint(x: 170, y: 35), "the source keeps its item while it is over another view")
            rig.up()
            XCTAssertEqual(right.sections, [[1, 10, 11]])
            XCTAssertEqual(right.log, ["performDrop to 0"])
            XCTAssertEqual(rig.floatingPreviews.first?.center, CGPoint(x: 350 + 60, y: 35))
            rig.advance(0.3)
            XCTAssertEqual(left.log, ["itemsForBeginning 1", "dragSessionDidEnd", "dropSessionDidEnd"])
            XCTAssertEqual(views[1].cell(showing: 1)?.center, CGPoint(x: 60, y: 35))
        }
    }

    func testACollectionViewControllersLongPressMovesItems() {
        onMainActor {
            final class Grid: UICollectionViewController {
                var numbers = Array(0..<6)
                override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { numbers.count }
                override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath)
                    (cell as? NumberCell)?.number = numbers[indexPath.item]
                    return cell
                }
                override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
                override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
                    numbers.insert(numbers.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
                }
            }
            let rig = DragRig(size: CGSize(width: 340, height: 400))
            let grid = Grid(collectionViewLayout: UICollectionViewFlowLayout.grid())
            rig.window.rootViewController = grid
            grid.collectionView.frame = rig.window.bounds
            grid.collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "number")
            grid.collectionView.reloadData()
            grid.collectionView.layoutIfNeeded()
            rig.pressAndHold(60, 35)
            rig.move(to: 280, 35)
            rig.up()
            XCTAssertEqual(grid.numbers, [1, 2, 0, 3, 4, 5])
        }
    }
}
