import Foundation
import QuartzCore

/// What a timer progress asks and tells as it runs: each change, and whether it may turn to the next page.
///
/// Difference from Apple: class-bound rather than `NSObjectProtocol`; its optional requirements have default implementations.
@MainActor @preconcurrency
public protocol UIPageControlTimerProgressDelegate: UIPageControlProgressDelegate {
    /// The progress moved.
    func pageControlTimerProgressDidChange(_ progress: UIPageControlTimerProgress)
    /// Whether the progress, having filled, turns the page control to `page`; true by default.
    func pageControlTimerProgress(_ progress: UIPageControlTimerProgress, shouldAdvanceToPage page: Int) -> Bool
}

extension UIPageControlTimerProgressDelegate {
    public func pageControlTimerProgressDidChange(_ progress: UIPageControlTimerProgress) {}
    public func pageControlTimerProgress(_ progress: UIPageControlTimerProgress, shouldAdvanceToPage page: Int) -> Bool { true }
}

/// A progress that fills the current dot over a duration on the context's clock (a display link) and then turns the
/// page control to the next page, sending `.valueChanged`, as iOS 17's carousel pages do.
@MainActor @preconcurrency
open class UIPageControlTimerProgress: UIPageControlProgress {
    /// Whether the timer runs.
    open private(set) var isRunning = false
    /// Whether the last page turns back to the first (else the timer stops there).
    open var resetsToInitialPageAfterEnd = false
    /// How long a page lasts unless it has a duration of its own; it must be above zero.
    open var preferredDuration: TimeInterval {
        didSet {
            guard preferredDuration > 0, preferredDuration.isFinite else {
                Diagnostics.report("UIPageControlTimerProgress preferredDuration \(preferredDuration) rejected; keeping \(oldValue)")
                preferredDuration = oldValue
                return
            }
        }
    }

    private var durations: [Int: TimeInterval] = [:]
    private var link: CADisplayLink?
    /// The media time of the last tick, while running.
    private var lastTick: CFTimeInterval?

    /// A timer progress lasting `preferredDuration` seconds a page; it starts with `resumeTimer()`.
    public init(preferredDuration: TimeInterval) {
        self.preferredDuration = preferredDuration > 0 && preferredDuration.isFinite ? preferredDuration : 1
        super.init()
    }

    /// Starts or resumes the timer.
    open func resumeTimer() {
        guard !isRunning else { return }
        isRunning = true
        lastTick = CACurrentMediaTime()
        let link = CADisplayLink { [weak self] _ in self?.tick(at: CACurrentMediaTime()) }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    /// Pauses the timer, keeping the progress made.
    open func pauseTimer() {
        guard isRunning else { return }
        isRunning = false
        link?.invalidate()
        link = nil
        lastTick = nil
    }

    /// Gives `page` a duration of its own (0 or less: the preferred one again).
    open func setDuration(_ duration: TimeInterval, forPage page: Int) {
        durations[page] = duration > 0 && duration.isFinite ? duration : nil
    }

    /// How long `page` lasts.
    open func duration(forPage page: Int) -> TimeInterval {
        durations[page] ?? preferredDuration
    }

    /// Moves the progress by the time since the last tick (not while the user scrubs), turning pages as it fills.
    func tick(at time: CFTimeInterval) {
        guard let last = lastTick else { return }
        lastTick = time
        guard isProgressVisible, let pageControl else { return }
        var remaining = time - last, turns = 0
        while remaining > 0, isRunning, turns <= pageControl.numberOfPages {
            let duration = duration(forPage: pageControl.currentPage)
            let left = Double(1 - currentProgress) * duration
            if remaining + 1e-9 < left {
                currentProgress += Float(remaining / duration)
                remaining = 0
            } else {
                remaining -= left
                currentProgress = 1
                turns += 1
                advance(pageControl)
            }
        }
        (delegate as? UIPageControlTimerProgressDelegate)?.pageControlTimerProgressDidChange(self)
    }

    /// The page filled: turn to the next one (or the first), unless the delegate declines or the pages ran out.
    private func advance(_ pageControl: UIPageControl) {
        let last = pageControl.numberOfPages - 1
        let next = pageControl.currentPage < last ? pageControl.currentPage + 1 : resetsToInitialPageAfterEnd ? 0 : nil
        let timerDelegate = delegate as? UIPageControlTimerProgressDelegate
        guard let next, timerDelegate?.pageControlTimerProgress(self, shouldAdvanceToPage: next) ?? true else {
            return pauseTimer()
        }
        pageControl.currentPage = next
        pageControl.sendActions(for: .valueChanged)
    }
}
