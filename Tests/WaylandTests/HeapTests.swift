import Wayland
import XCTest

/// The heap's free bytes count what the program freed and glibc keeps; a trim gives their pages back.
final class HeapTests: XCTestCase {
    func testFreedBlocksCountAsFreeHeapUntilReused() {
        let blocks = (0..<2_000).map { _ in UnsafeMutableRawPointer.allocate(byteCount: 4_096, alignment: 16) }
        let kept = UnsafeMutableRawPointer.allocate(byteCount: 4_096, alignment: 16)
        // Counted once they are taken: in a process that freed much before, they may come out of the free lists.
        let before = Heap.freeBytes
        for block in blocks {
            block.storeBytes(of: 1, as: UInt8.self)
            block.deallocate()
        }
        XCTAssertGreaterThan(Heap.freeBytes - before, 6 << 20, "8 MB freed below a kept block stay in the free lists")
        XCTAssertTrue(Heap.trim(), "their pages go back")
        kept.deallocate()
    }
}
