import Foundation
import QuartzCore

/// What a page control's progress asks and tells: the progress a page starts at, and when the progress shows or hides.
///
/// Difference from Apple: class-bound rather than `NSObjectProtocol`; its optional requirements have default implementations.
@MainActor @preconcurrency
public protocol UIPageControlProgressDelegate: AnyObject {
    /// The progress (0…1) the current dot starts with on `page`; 0 by default.
    func pageControlProgress(_ progress: UIPageControlProgress, initialProgressForPage page: Int) -> Float
    /// The progress was hidden (the user began scrubbing the dots) or shown again.
    func pageControlProgressVisibilityDidChange(_ progress: UIPageControlProgress)
}

extension UIPageControlProgressDelegate {
    public func pageControlProgress(_ progress: UIPageControlProgress, initialProgressForPage page: Int) -> Float { 0 }
    public func pageControlProgressVisibilityDidChange(_ progress: UIPageControlProgress) {}
}

/// How far the current page has come (iOS 17), shown as the current dot filling up.
@MainActor @preconcurrency
open class UIPageControlProgress: NSObject {
    /// Told of the progress's visibility and asked for each page's starting progress.
    ///
    /// Difference from Apple: `UIPageControlTimerProgress` keeps this property's type rather than narrowing it to its own delegate protocol, which a Swift subclass cannot do; a timer delegate assigned here is asked its timer questions.
    open weak var delegate: (any UIPageControlProgressDelegate)?
    /// The current page's progress, 0…1.
    open var currentProgress: Float = 0 {
        didSet {
            if !currentProgress.isFinite { currentProgress = oldValue }
            currentProgress = min(max(currentProgress, 0), 1)
            pageControl?.updateProgressFill(color: pageControl?.currentIndicatorColor ?? .label)
        }
    }
    /// Whether the progress shows: not while the user scrubs the dots.
    open var isProgressVisible: Bool {
        pageControl.map { $0.interactionState != .continuous } ?? true
    }

    /// The page control showing this progress.
    weak var pageControl: UIPageControl? {
        didSet { pageDidChange() }
    }

    override public init() {
        super.init()
    }

    /// The current page changed: the progress starts over at the delegate's starting value.
    func pageDidChange() {
        guard let pageControl else { return }
        currentProgress = delegate?.pageControlProgress(self, initialProgressForPage: pageControl.currentPage) ?? 0
    }

    /// The user began or ended scrubbing, which hides or shows the progress.
    func interactionDidChange() {
        delegate?.pageControlProgressVisibilityDidChange(self)
    }
}

extension UIPageControl {
    /// The current dot's colour as shown now.
    var currentIndicatorColor: UIColor {
        (currentPageIndicatorTintColor ?? .label).resolvedColor(with: traitCollection)
    }
}
