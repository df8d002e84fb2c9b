import Wayland
import XCTest

/// A stand-in buffer: the pool's bookkeeping needs no compositor.
fileprivate final class FakeBuffer: PooledBuffer {
    let width: Int
    let height: Int
    var isBusy = false
    var age = 0
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

final class BufferPoolTests: XCTestCase {
    private var made = 0
    private lazy var pool = BufferPool<FakeBuffer> { [unowned self] width, height in
        made += 1
        return FakeBuffer(width: width, height: height)
    }

    func testNeverHandsOutABusyBufferAndGrowsWhenAllAreBusy() throws {
        let first = try pool.take(width: 10, height: 10)
        pool.presented(first)
        let second = try pool.take(width: 10, height: 10)
        XCTAssertFalse(first === second)
        pool.presented(second)
        // The compositor holds both (sway does while it maps a window): a third is made.
        let third = try pool.take(width: 10, height: 10)
        XCTAssertFalse(third === first || third === second)
        XCTAssertEqual(made, 3)
    }

    func testReusesReleasedBuffersInSteadyState() throws {
        var shown: [FakeBuffer] = []
        for _ in 0..<10 {
            let buffer = try pool.take(width: 10, height: 10)
            pool.presented(buffer)
            if let previous = shown.last { pool.released(previous) }
            shown.append(buffer)
        }
        XCTAssertEqual(made, 2)
    }

    func testAgeCountsPresentationsSinceTheBufferWasShown() throws {
        let a = try pool.take(width: 10, height: 10)
        XCTAssertEqual(a.age, 0, "a new buffer has undefined content")
        pool.presented(a)
        let b = try pool.take(width: 10, height: 10)
        pool.presented(b)
        pool.released(a)
        XCTAssertEqual(a.age, 2)
        XCTAssertEqual(b.age, 1)
        let next = try pool.take(width: 10, height: 10)
        XCTAssertTrue(next === a)
        pool.presented(a)
        XCTAssertEqual(b.age, 2)
        XCTAssertEqual(a.age, 1)
    }

    func testPrefersTheFreeBufferWithTheNewestContent() throws {
        let a = try pool.take(width: 10, height: 10)
        pool.presented(a)
        let b = try pool.take(width: 10, height: 10)
        pool.presented(b)
        let c = try pool.take(width: 10, height: 10)
        pool.presented(c)
        pool.released(a)
        pool.released(b)
        XCTAssertTrue(try pool.take(width: 10, height: 10) === b)
    }

    func testResizeDropsFreeBuffersOfTheOldSize() throws {
        let a = try pool.take(width: 10, height: 10)
        pool.presented(a)
        let b = try pool.take(width: 10, height: 10)
        pool.presented(b)
        pool.released(a)
        let resized = try pool.take(width: 20, height: 10)
        XCTAssertEqual(resized.width, 20)
        XCTAssertFalse(pool.buffers.contains { $0 === a }, "a free buffer of the old size goes")
        XCTAssertTrue(pool.buffers.contains { $0 === b }, "a busy one stays until released")
        pool.presented(resized)
        pool.released(b)
        _ = try pool.take(width: 20, height: 10)
        XCTAssertFalse(pool.buffers.contains { $0 === b })
    }

    func testIdleBuffersAreLetGo() throws {
        pool.idleLimit = 3
        let a = try pool.take(width: 10, height: 10)
        pool.presented(a)
        let b = try pool.take(width: 10, height: 10)
        pool.presented(b)
        let c = try pool.take(width: 10, height: 10)  // the compositor held a and b once
        pool.presented(c)
        pool.released(a)
        pool.released(b)
        var current = c
        for _ in 0..<6 {
            let next = try pool.take(width: 10, height: 10)
            pool.presented(next)
            pool.released(current)
            current = next
        }
        XCTAssertEqual(pool.buffers.count, 2, "the third buffer went once it idled past the limit")
    }

    /// The compositor keeps one buffer and never releases it: the others go on cycling, the kept
    /// one is never handed out, and the pool grows by that one buffer only.
    func testABufferNeverReleasedIsNeverReusedAndCostsOneBuffer() throws {
        let stuck = try pool.take(width: 10, height: 10)
        pool.presented(stuck)
        var current = try pool.take(width: 10, height: 10)
        pool.presented(current)
        for _ in 0..<100 {
            let next = try pool.take(width: 10, height: 10)
            XCTAssertFalse(next === stuck)
            pool.presented(next)
            pool.released(current)
            current = next
        }
        XCTAssertEqual(made, 3)
        XCTAssertTrue(stuck.isBusy)
        XCTAssertEqual(stuck.age, 102, "it ages like any buffer shown")
    }

    /// A release that arrives long after the buffer was replaced: a buffer that aged past the
    /// idle limit goes (its content is too old to repair), a recent one is reused with its age.
    func testALateReleaseGivesTheBufferBackWithItsTrueAge() throws {
        pool.idleLimit = 10
        let late = try pool.take(width: 10, height: 10)
        pool.presented(late)
        var current = try pool.take(width: 10, height: 10)
        pool.presented(current)
        for _ in 0..<4 {
            let next = try pool.take(width: 10, height: 10)
            pool.presented(next)
            pool.released(current)
            current = next
        }
        pool.released(late)
        XCTAssertEqual(late.age, 6)
        pool.released(current)
        XCTAssertTrue(try pool.take(width: 10, height: 10) === current, "the newest content still wins")
        for _ in 0..<10 {
            let next = try pool.take(width: 10, height: 10)
            pool.presented(next)
            pool.released(next)
        }
        XCTAssertFalse(pool.buffers.contains { $0 === late }, "gone once idle past the limit")
    }

    /// A release for a buffer the pool already forgot (the window was resized or hidden) changes nothing.
    func testAReleaseAfterRemoveAllIsHarmless() throws {
        let a = try pool.take(width: 10, height: 10)
        pool.presented(a)
        pool.removeAll()
        pool.released(a)
        XCTAssertTrue(pool.buffers.isEmpty)
        XCTAssertFalse(a.isBusy)
    }

    /// During a burst of resizes a compositor may hold several buffers at once; once it releases
    /// them, only the two with the newest content stay, so an idle window holds no more.
    func testBuffersFreedAfterABurstAreTrimmedToTheFreeLimit() throws {
        pool.maximumCount = 8
        var shown: [FakeBuffer] = []
        for _ in 0..<5 {
            let buffer = try pool.take(width: 10, height: 10)
            pool.presented(buffer)
            shown.append(buffer)
        }
        XCTAssertEqual(made, 5)
        for buffer in shown.dropLast() { pool.released(buffer) }
        XCTAssertEqual(pool.buffers.count, 3, "the shown one and two free")
        XCTAssertTrue(pool.buffers.contains { $0 === shown[4] })
        XCTAssertTrue(pool.buffers.contains { $0 === shown[3] } && pool.buffers.contains { $0 === shown[2] }, "the newest content stays")
    }

    /// An idle window keeps only the buffer the compositor shows; its next frame makes a new one, drawn whole.
    func testRemovingTheFreeBuffersKeepsTheShownOne() throws {
        var shown: [FakeBuffer] = []
        for _ in 0..<4 {
            let buffer = try pool.take(width: 10, height: 10)
            pool.presented(buffer)
            if let previous = shown.last { pool.released(previous) }
            shown.append(buffer)
        }
        XCTAssertEqual(pool.buffers.count, 2)
        pool.removeFree()
        XCTAssertEqual(pool.buffers.count, 1)
        XCTAssertTrue(pool.buffers.first === shown.last, "the shown buffer stays")
        let next = try pool.take(width: 10, height: 10)
        XCTAssertFalse(next === shown.last)
        XCTAssertEqual(next.age, 0, "a new buffer: drawn whole")
        XCTAssertEqual(made, 3)
    }
}

/// A compositor that never releases: the pool stops at its bound instead of allocating without end.
final class BufferPoolBoundTests: XCTestCase {
    func testEveryBufferBusyAtTheBoundGivesNoneUntilOneIsReleased() throws {
        var made = 0
        var pool = BufferPool<FakeBuffer> { width, height in
            made += 1
            return FakeBuffer(width: width, height: height)
        }
        var shown: [FakeBuffer] = []
        for _ in 0..<20 {
            guard let buffer = try pool.acquire(width: 10, height: 10) else { break }
            pool.presented(buffer)
            shown.append(buffer)
        }
        XCTAssertEqual(made, pool.maximumCount)
        XCTAssertEqual(pool.buffers.count, pool.maximumCount)
        XCTAssertNil(try pool.acquire(width: 10, height: 10))
        pool.released(shown[1])
        XCTAssertTrue(try pool.acquire(width: 10, height: 10) === shown[1])
        XCTAssertEqual(made, pool.maximumCount)
    }
}

/// A compositor that releases buffers it never got, or twice: the release is ignored.
final class BufferPoolStrayReleaseTests: XCTestCase {
    func testAReleaseOfABufferNeverCommittedLeavesItReserved() throws {
        var pool = BufferPool<FakeBuffer> { FakeBuffer(width: $0, height: $1) }
        let drawing = try pool.take(width: 10, height: 10)
        drawing.isBusy = true  // reserved for a frame being drawn, as FramePresenter.nextFrame does
        XCTAssertFalse(pool.released(drawing))
        XCTAssertTrue(drawing.isBusy)
        XCTAssertFalse(try pool.take(width: 10, height: 10) === drawing)
    }

    func testASecondReleaseOfTheSameCommitIsIgnored() throws {
        var pool = BufferPool<FakeBuffer> { FakeBuffer(width: $0, height: $1) }
        let shown = try pool.take(width: 10, height: 10)
        pool.presented(shown)
        XCTAssertTrue(pool.released(shown))
        shown.isBusy = true  // taken again for the next frame
        XCTAssertFalse(pool.released(shown))
        XCTAssertTrue(shown.isBusy)
    }
}

extension BufferPool {
    /// A buffer, failing the test when the pool has none to give.
    mutating func take(width: Int, height: Int, file: StaticString = #filePath, line: UInt = #line) throws -> Buffer {
        try XCTUnwrap(acquire(width: width, height: height), "the pool gave no buffer", file: file, line: line)
    }
}
