@testable import UIKit
import XCTest

/// `UIPageControl`: its pages and size, a tap moving one page, a drag scrubbing, the current dot's animation at exact
/// times, indicator images, and iOS 17's timer progress turning pages on the context's clock.
final class UIPageControlTests: XCTestCase {
    func testPagesAreKeptInRangeAndSizeTheControl() {
        onMainActor {
            let control = UIPageControl(frame: .zero)
            XCTAssertEqual(control.numberOfPages, 0)
            XCTAssertEqual(control.size(forNumberOfPages: 3), CGSize(width: 64, height: 26), "16 points a dot, 8 at each end")
            XCTAssertEqual(control.size(forNumberOfPages: 0).width, 0)
            control.numberOfPages = 3
            XCTAssertEqual(control.intrinsicContentSize, CGSize(width: 64, height: 26))
            control.currentPage = 7
            XCTAssertEqual(control.currentPage, 2, "clamped to the last page")
            control.currentPage = -1
            XCTAssertEqual(control.currentPage, 0)
            control.currentPage = 2
            control.numberOfPages = 2
            XCTAssertEqual(control.currentPage, 1, "fewer pages bring the current one in")
            control.numberOfPages = -4
            XCTAssertEqual(control.numberOfPages, 2, "a negative count is refused")
            control.direction = .topToBottom
            XCTAssertEqual(control.size(forNumberOfPages: 3), CGSize(width: 26, height: 64), "vertical dots run down")
            XCTAssertTrue(control.allowsContinuousInteraction)
            XCTAssertEqual(control.backgroundStyle, .automatic)
        }
    }

    func testATapBesideTheCurrentDotMovesOnePageTowardIt() {
        onMainActor {
            let rig = makeRig()
            var pages: [Int] = []
            var states: [UIPageControl.InteractionState] = []
            rig.control.addAction(UIAction { _ in
                pages.append(rig.control.currentPage)
                states.append(rig.control.interactionState)
            }, for: .valueChanged)
            // The dots' centres are at 16, 32, 48, 64, 80.
            rig.click(80, 13)
            XCTAssertEqual(pages, [1], "a tap right of the current dot, however far: one page on")
            rig.click(16, 13)
            XCTAssertEqual(pages, [1, 0])
            rig.click(16, 13)
            rig.click(18, 13)
            XCTAssertEqual(pages, [1, 0], "on the current dot or past the first page: nothing")
            XCTAssertEqual(states, [.discrete, .discrete])
            XCTAssertEqual(rig.control.interactionState, .none)
        }
    }

    func testADragScrubsThroughThePagesUnderIt() {
        onMainActor {
            let rig = makeRig()
            var pages: [Int] = []
            rig.control.addAction(UIAction { _ in pages.append(rig.control.currentPage) }, for: .valueChanged)
            rig.press(16, 13)
            XCTAssertTrue(rig.control.capsule.isHidden, "no capsule before scrubbing")
            rig.move(40, 13)
            XCTAssertEqual(rig.control.interactionState, .continuous)
            XCTAssertFalse(rig.control.capsule.isHidden, "the automatic style shows its capsule while scrubbing")
            rig.move(75, 13)
            rig.move(60, 13)
            rig.release()
            XCTAssertEqual(pages, [2, 4, 3], "the pages under 40, 75 and 60 points")
            XCTAssertEqual(rig.control.interactionState, .none)
            XCTAssertTrue(rig.control.capsule.isHidden)
            rig.control.allowsContinuousInteraction = false
            rig.press(48, 13)
            rig.move(80, 13)
            rig.release()
            XCTAssertEqual(pages, [2, 4, 3, 4], "without continuous interaction the drag is a tap where it ends")
        }
    }

    func testTheCurrentDotsColourMovesOverAQuarterSecond() throws {
        try onMainActor {
            let rig = makeRig(pages: 3)
            rig.control.pageIndicatorTintColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
            rig.control.currentPageIndicatorTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            rig.advance(by: 0.01)
            rig.click(48, 13)
            XCTAssertEqual(rig.control.currentPage, 1)
            @MainActor func red(_ page: Int) throws -> CGFloat {
                try XCTUnwrap(rig.control.indicators[page].presentation()?.backgroundColor?.components?[0])
            }
            rig.advance(by: 0)
            XCTAssertEqual(try red(1), 0, accuracy: 0.01, "the new dot starts dark")
            XCTAssertEqual(try red(0), 1, accuracy: 0.01)
            rig.advance(by: 0.125)
            XCTAssertEqual(try red(1), 0.5, accuracy: 0.01, "half way at half time (ease in and out)")
            XCTAssertEqual(try red(0), 0.5, accuracy: 0.01)
            rig.advance(by: 0.125)
            XCTAssertEqual(try red(1), 1, accuracy: 0.01)
            XCTAssertEqual(try red(0), 0, accuracy: 0.01)
        }
    }

    func testHidesForSinglePageAndBackgroundStyles() {
        onMainActor {
            let rig = makeRig(pages: 1)
            XCTAssertFalse(rig.control.indicators[0].isHidden)
            rig.control.hidesForSinglePage = true
            XCTAssertTrue(rig.control.indicators[0].isHidden)
            rig.control.numberOfPages = 2
            XCTAssertFalse(rig.control.indicators[0].isHidden)
            rig.control.backgroundStyle = .prominent
            XCTAssertFalse(rig.control.capsule.isHidden, "the prominent style always shows its capsule")
            rig.control.backgroundStyle = .minimal
            XCTAssertTrue(rig.control.capsule.isHidden)
        }
    }

    func testIndicatorImagesAreKeptPerPageAndShown() {
        onMainActor {
            let rig = makeRig(pages: 3)
            let star = UIImage.filled(width: 10, height: 6)
            let ring = UIImage.filled(width: 12, height: 12, color: .blue)
            rig.control.preferredIndicatorImage = star
            rig.control.setIndicatorImage(ring, forPage: 2)
            XCTAssertNil(rig.control.indicatorImage(forPage: 0), "the preferred image is not a page's own")
            XCTAssertTrue(rig.control.indicatorImage(forPage: 2) === ring)
            XCTAssertEqual(rig.control.indicators[0].bounds.size, CGSize(width: 10, height: 6))
            XCTAssertEqual(rig.control.indicators[2].bounds.size, CGSize(width: 12, height: 12))
            XCTAssertNotNil(rig.control.indicators[1].contents, "a dot shows the image, tinted")
            XCTAssertNil(rig.control.indicators[1].backgroundColor)
            rig.control.setIndicatorImage(nil, forPage: 2)
            XCTAssertEqual(rig.control.indicators[2].bounds.size, CGSize(width: 10, height: 6))
        }
    }

    func testATimerProgressFillsTheDotAndTurnsThePages() {
        onMainActor {
            let rig = makeRig(pages: 3)
            let timer = UIPageControlTimerProgress(preferredDuration: 2)
            timer.setDuration(1, forPage: 1)
            XCTAssertEqual(timer.duration(forPage: 1), 1)
            XCTAssertEqual(timer.duration(forPage: 0), 2)
            rig.control.progress = timer
            var pages: [Int] = []
            rig.control.addAction(UIAction { _ in pages.append(rig.control.currentPage) }, for: .valueChanged)
            XCTAssertFalse(timer.isRunning)
            timer.resumeTimer()
            rig.advance(by: 1)
            XCTAssertEqual(timer.currentProgress, 0.5, accuracy: 0.01, "half of page 0's two seconds")
            XCTAssertEqual(rig.control.progressFill.frame.width, 4, accuracy: 0.1, "the fill covers half the dot")
            rig.advance(by: 1.5)
            XCTAssertEqual(pages, [1], "page 0 ended at 2 s")
            XCTAssertEqual(timer.currentProgress, 0.5, accuracy: 0.02, "page 1 lasts one second")
            timer.pauseTimer()
            rig.advance(by: 3)
            XCTAssertEqual(pages, [1], "paused")
            timer.resumeTimer()
            rig.advance(by: 2.6)
            XCTAssertEqual(pages, [1, 2])
            XCTAssertFalse(timer.isRunning, "at the last page the timer stops")
            timer.resetsToInitialPageAfterEnd = true
            timer.currentProgress = 0
            timer.resumeTimer()
            rig.advance(by: 2.1)
            XCTAssertEqual(pages, [1, 2, 0], "or turns back to the first page")
        }
    }

    func testUserScrubbingHidesTheProgress() {
        onMainActor {
            @MainActor final class Watcher: UIPageControlProgressDelegate {
                var changes = 0
                func pageControlProgressVisibilityDidChange(_ progress: UIPageControlProgress) { changes += 1 }
                func pageControlProgress(_ progress: UIPageControlProgress, initialProgressForPage page: Int) -> Float { 0.25 }
            }
            let rig = makeRig(pages: 3)
            let progress = UIPageControlProgress()
            let watcher = Watcher()
            progress.delegate = watcher
            rig.control.progress = progress
            XCTAssertEqual(progress.currentProgress, 0.25, "a page starts at the delegate's progress")
            XCTAssertTrue(progress.isProgressVisible)
            rig.press(16, 13)
            rig.move(50, 13)
            XCTAssertFalse(progress.isProgressVisible)
            rig.release()
            XCTAssertTrue(progress.isProgressVisible)
            XCTAssertEqual(watcher.changes, 2)
        }
    }
}

/// A page control of `pages` pages at its own size in a rig.
@MainActor
private func makeRig(pages: Int = 5) -> ControlRig<UIPageControl> {
    ControlRig(makePageControl(pages: pages))
}

@MainActor
private func makePageControl(pages: Int) -> UIPageControl {
    let control = UIPageControl(frame: .zero)
    control.numberOfPages = pages
    control.frame.size = control.intrinsicContentSize
    return control
}
