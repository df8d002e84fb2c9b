import Foundation
@testable import UIKit
import XCTest

/// The render thread draws a commit that followed input at once, even while a frame callback is awaited, once
/// between two callbacks; other commits wait for the callback; while a callback's frame waits for its deadline, a commit
/// that followed input starts it and others wait for it.
final class InputFramePacingTests: XCTestCase {
    func testACommitThatFollowedInputIsDrawnAheadOfTheAwaitedCallbackOnceBetweenCallbacks() {
        var pacing = InputFramePacing()
        XCTAssertTrue(pacing.drawsOnWake(awaitingFrame: true, followsInput: true), "input: drawn at once")
        XCTAssertFalse(pacing.drawsOnWake(awaitingFrame: true, followsInput: true), "a second time before the callback: it waits")
        pacing.frameCallbackArrived()
        XCTAssertTrue(pacing.drawsOnWake(awaitingFrame: true, followsInput: true), "after the callback: at once again")
    }

    func testOtherCommitsWaitForTheAwaitedCallbackAndAreDrawnAtOnceWhenNoneIsAwaited() {
        var pacing = InputFramePacing()
        XCTAssertFalse(pacing.drawsOnWake(awaitingFrame: true, followsInput: false))
        XCTAssertTrue(pacing.drawsOnWake(awaitingFrame: false, followsInput: false))
        XCTAssertTrue(pacing.drawsOnWake(awaitingFrame: true, followsInput: true))
        XCTAssertTrue(pacing.drawsOnWake(awaitingFrame: false, followsInput: true), "no callback awaited: always drawn")
    }

    func testWhileACallbacksFrameWaitsForItsDeadlineACommitThatFollowedInputStartsItAndOthersWait() {
        var pacing = InputFramePacing()
        XCTAssertFalse(pacing.drawsOnWake(scheduled: true, awaitingFrame: false, followsInput: false), "that frame takes it")
        XCTAssertTrue(pacing.drawsOnWake(scheduled: true, awaitingFrame: false, followsInput: true), "input starts that frame")
        XCTAssertTrue(pacing.drawsOnWake(scheduled: true, awaitingFrame: false, followsInput: true), "each time: it is the callback's frame")
        XCTAssertTrue(pacing.drawsOnWake(scheduled: false, awaitingFrame: true, followsInput: true), "no draw ahead was spent")
    }
}

/// The main thread posts its commits into the mailbox without the surface lock; the render side takes the newest.
final class CommitMailboxTests: XCTestCase {
    @MainActor
    private static func commit(_ layer: CALayer, inputTime: CFTimeInterval?) -> FrameCommit {
        FrameCommit(tree: layer.treeSnapshot(), isAnimating: false, mainThreadWantsFrames: false, nextEventTime: nil,
                    debugOptions: [], inputTime: inputTime)
    }

    func testTheNewestCommitIsTakenOnceAndKeepsTheInputOfThoseItReplaced() {
        onMainActor {
            _ = installManualClock()
            let mailbox = CommitMailbox()
            let first = CALayer(), second = CALayer(), third = CALayer()
            XCTAssertNil(mailbox.take())
            mailbox.post(Self.commit(first, inputTime: 3))
            XCTAssertTrue(mailbox.holdsInput)
            mailbox.post(Self.commit(second, inputTime: nil))
            XCTAssertTrue(mailbox.holdsInput, "the input of a replaced commit is still to be drawn")
            let taken = mailbox.take()
            XCTAssertEqual(taken?.tree.root.id, second.renderID, "the newest commit")
            XCTAssertEqual(taken?.inputTime, 3)
            XCTAssertNil(mailbox.take(), "taken once")
            XCTAssertFalse(mailbox.holdsInput)
            mailbox.post(Self.commit(first, inputTime: 5))
            mailbox.post(Self.commit(third, inputTime: 4))
            XCTAssertEqual(mailbox.take()?.inputTime, 5, "the newest input time of both")
        }
    }
}
