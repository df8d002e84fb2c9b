import Foundation

/// Shows a `UITextInput`'s selection in the view it is added to: the cursor view at the caret when the selection is
/// empty, else the highlight over the selection's rectangles and a handle at each end. It shows only while
/// activated, and follows the selection when told (`setNeedsSelectionUpdate`).
@MainActor @preconcurrency
open class UITextSelectionDisplayInteraction: UIInteraction {
    /// Whether the selection views show.
    open var isActivated = false {
        didSet { layoutManagedSubviews() }
    }
    open private(set) weak var textInput: (any UITextInput)?
    open private(set) weak var delegate: (any UITextSelectionDisplayInteractionDelegate)?
    open private(set) weak var view: UIView?
    /// The insertion point's view; an app's own may replace it.
    open var cursorView: any UIView & UITextCursorView = UIStandardTextCursorView() {
        didSet { replace(oldValue, with: cursorView) }
    }
    /// The ranged selection's highlight.
    open var highlightView: any UIView & UITextSelectionHighlightView = SelectionHighlightView() {
        didSet { replace(oldValue, with: highlightView) }
    }
    /// The grabbers at the selection's start and end.
    open var handleViews: [any UIView & UITextSelectionHandleView] = [SelectionHandleView(direction: .leading), SelectionHandleView(direction: .trailing)] {
        didSet {
            oldValue.forEach { $0.removeFromSuperview() }
            if let view { handleViews.forEach { view.addSubview($0) } }
            layoutManagedSubviews()
        }
    }

    public init(textInput: any UITextInput, delegate: any UITextSelectionDisplayInteractionDelegate) {
        self.textInput = textInput
        self.delegate = delegate
    }

    open func willMove(to view: UIView?) {
        managedViews.forEach { $0.removeFromSuperview() }
    }

    open func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        (delegate?.selectionContainerViewBelowText(for: self) ?? view).addSubview(highlightView)
        view.addSubview(cursorView)
        handleViews.forEach { view.addSubview($0) }
        layoutManagedSubviews()
    }

    /// The selection changed: the views follow it.
    open func setNeedsSelectionUpdate() {
        layoutManagedSubviews()
    }

    /// Places the cursor, highlight and handles for the text input's selection now.
    open func layoutManagedSubviews() {
        guard let view else { return }
        let selection = isActivated ? textInput?.selectedTextRange : nil
        let empty = selection?.isEmpty ?? true
        cursorView.isHidden = selection == nil || !empty
        highlightView.isHidden = empty
        handleViews.forEach { $0.isHidden = empty }
        guard let textInput, let selection else { return }
        let source = textInput.textInputView
        if empty {
            cursorView.frame = view.convert(textInput.caretRect(for: selection.start), from: source)
            cursorView.resetBlinkAnimation()
            return
        }
        let rects = textInput.selectionRects(for: selection)
        highlightView.frame = view.bounds
        highlightView.selectionRects = rects.map {
            UITextSelectionRect(rect: view.convert($0.rect, from: source), writingDirection: $0.writingDirection,
                                containsStart: $0.containsStart, containsEnd: $0.containsEnd)
        }
        let ends = [rects.first?.rect, rects.last?.rect].map { $0.map { view.convert($0, from: source) } }
        for (handle, end) in zip(handleViews, ends) {
            guard let end else { continue }
            handle.frame = handle.preferredFrame(forClosestRect: end)
            handle.setNeedsDisplay()
        }
    }

    private var managedViews: [UIView] { [cursorView as UIView, highlightView as UIView] + handleViews.map { $0 as UIView } }

    /// Puts `new` where `old` was shown (the view or the delegate's container).
    private func replace(_ old: UIView, with new: UIView) {
        guard let container = old.superview else { return }
        old.removeFromSuperview()
        container.addSubview(new)
        layoutManagedSubviews()
    }
}

/// Gives a selection display interaction a view of the app's own to hold what draws below the text (the highlight).
@MainActor @preconcurrency
public protocol UITextSelectionDisplayInteractionDelegate: AnyObject {
    func selectionContainerViewBelowText(for interaction: UITextSelectionDisplayInteraction) -> UIView?
}

extension UITextSelectionDisplayInteractionDelegate {
    public func selectionContainerViewBelowText(for interaction: UITextSelectionDisplayInteraction) -> UIView? { nil }
}
