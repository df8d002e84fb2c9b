import Foundation

/// What a viewport layout controller asks the view it lays out for: the rectangle to lay out, a surface (a layer, a
/// view) for each fragment in it, and word before and after each pass.
@MainActor @preconcurrency
public protocol NSTextViewportLayoutControllerDelegate: AnyObject {
    /// The rectangle of the container to lay out (the visible bounds, with some overdraw).
    func viewportBounds(for textViewportLayoutController: NSTextViewportLayoutController) -> CGRect
    /// Shows `textLayoutFragment` (place a layer at its frame, say).
    func textViewportLayoutController(_ textViewportLayoutController: NSTextViewportLayoutController, configureRenderingSurfaceFor textLayoutFragment: NSTextLayoutFragment)
    /// Before the fragments are handed out (remove the previous pass's surfaces, say).
    func textViewportLayoutControllerWillLayout(_ textViewportLayoutController: NSTextViewportLayoutController)
    /// After the last fragment (size the view to the usage bounds, say).
    func textViewportLayoutControllerDidLayout(_ textViewportLayoutController: NSTextViewportLayoutController)
}

extension NSTextViewportLayoutControllerDelegate {
    public func textViewportLayoutControllerWillLayout(_ textViewportLayoutController: NSTextViewportLayoutController) {}
    public func textViewportLayoutControllerDidLayout(_ textViewportLayoutController: NSTextViewportLayoutController) {}
}

/// Lays out the fragments that meet the delegate's viewport bounds and hands each to the delegate to show: the
/// way a TextKit 2 view draws only what is visible.
@MainActor @preconcurrency
open class NSTextViewportLayoutController {
    open weak var delegate: (any NSTextViewportLayoutControllerDelegate)?
    open private(set) weak var textLayoutManager: NSTextLayoutManager?
    /// The bounds of the last pass.
    open private(set) var viewportBounds: CGRect = .zero
    /// The text the last pass laid out, nil before one.
    open private(set) var viewportRange: NSTextRange?

    public init(textLayoutManager: NSTextLayoutManager) {
        self.textLayoutManager = textLayoutManager
    }

    /// One pass: asks the bounds, tells the delegate it will lay out, hands it each fragment meeting the bounds in
    /// order, then tells it the pass is done.
    open func layoutViewport() {
        guard let delegate, let manager = textLayoutManager else { return }
        viewportBounds = delegate.viewportBounds(for: self)
        delegate.textViewportLayoutControllerWillLayout(self)
        var shown: [NSTextLayoutFragment] = []
        manager.enumerateTextLayoutFragments(from: nil, options: [.ensuresLayout]) { fragment in
            let frame = fragment.layoutFragmentFrame
            if frame.minY >= viewportBounds.maxY { return false }
            if frame.maxY > viewportBounds.minY {
                shown.append(fragment)
                delegate.textViewportLayoutController(self, configureRenderingSurfaceFor: fragment)
            }
            return true
        }
        if let first = shown.first, let last = shown.last {
            viewportRange = NSTextRange(location: first.rangeInElement.location, end: last.rangeInElement.endLocation)
        } else {
            viewportRange = NSTextRange(location: manager.documentRange.endLocation)
        }
        delegate.textViewportLayoutControllerDidLayout(self)
    }

    /// Moves the viewport so it starts with the fragment holding `textLocation`; returns that fragment's top, the
    /// offset the view should scroll to.
    open func relocateViewport(to textLocation: any NSTextLocation) -> CGFloat {
        textLayoutManager?.textLayoutFragment(for: textLocation)?.layoutFragmentFrame.minY ?? 0
    }

    /// Shifts the viewport by `verticalOffset` (the view scrolled).
    ///
    /// Difference from Apple: layout is whole, so there is no estimate to correct; the bounds move only.
    open func adjustViewport(byVerticalOffset verticalOffset: CGFloat) {
        viewportBounds.origin.y += verticalOffset
    }
}
