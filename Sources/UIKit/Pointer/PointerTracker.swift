import QuartzCore
import Wayland

/// The cursor a window shows over its content.
typealias DesktopCursor = WindowCursor

/// Follows the pointer over one window with no button needed: drives the hover recognizers of the views under it,
/// the pointer interaction of the innermost view that has a region there (its effect, its delegate's enter and exit,
/// the cursor its style stands for), buttons' `isHovered`, and the tooltips.
@MainActor
final class PointerTracker {
    private weak var window: UIWindow?
    /// Where the pointer is, in window coordinates, while it is over the window.
    private(set) var location: CGPoint?
    private var modifiers: UIKeyModifierFlags = []
    /// The hover recognizers of the views under the pointer.
    private var hovering: [UIHoverGestureRecognizer] = []
    /// The buttons under the pointer.
    private var hoveredButtons: [UIButton] = []
    /// The pointer interaction whose region the pointer is in, with its style's effect on screen.
    private var entered: (interaction: UIPointerInteraction, region: UIPointerRegion, effect: PointerEffectAnimation?)?
    let toolTips: ToolTipPresenter
    /// The cursor the window shows now.
    private(set) var cursor: DesktopCursor = .standard {
        didSet { if cursor != oldValue { onCursorChange?(cursor) } }
    }
    /// Told of each cursor change (the desktop window shows it).
    var onCursorChange: ((DesktopCursor) -> Void)?

    init(window: UIWindow) {
        self.window = window
        toolTips = ToolTipPresenter(window: window)
    }

    /// The pointer is at `point` (window coordinates) at media time `time`.
    func pointerMoved(to point: CGPoint, at time: TimeInterval, modifiers: UIKeyModifierFlags) {
        location = point
        self.modifiers = modifiers
        let chain = viewChain(at: point)
        updateHover(over: chain, at: point)
        updateRegion(over: chain, at: point)
        toolTips.pointerMoved(to: point, over: visibleChain(at: point), at: time)
    }

    /// The pointer left the window: hovers end, the region is left, the tooltip goes.
    func pointerLeft() {
        location = nil
        updateHover(over: [], at: nil)
        leaveRegion()
        toolTips.pointerLeft()
        cursor = .standard
    }

    /// A button was pressed: the tooltip goes.
    func pointerPressed() {
        toolTips.pointerPressed()
    }

    /// `interaction` changed (enabled, disabled, added, taken away, restyled): its region is left if the pointer was
    /// in it, and the region under the resting pointer found anew.
    func invalidate(_ interaction: UIPointerInteraction) {
        guard let location else { return }
        if entered?.interaction === interaction { leaveRegion() }
        updateRegion(over: viewChain(at: location), at: location)
    }

    /// The view hit at `point` and its ancestors, innermost first.
    private func viewChain(at point: CGPoint) -> [UIView] {
        var chain: [UIView] = []
        var view = window?.hitTest(point, with: nil)
        while let current = view {
            chain.append(current)
            view = current.superview
        }
        return chain
    }

    /// The innermost shown view under `point` and its ancestors, innermost first, whether or not they take touches:
    /// a label's tooltip shows though the label ignores presses, as on iOS.
    private func visibleChain(at point: CGPoint) -> [UIView] {
        guard var view: UIView = window else { return [] }
        var chain = [view]
        while let inner = view.subviews.last(where: { sub in
            !sub.isHidden && sub.alpha > 0.01 && !(sub is ToolTipView) && sub.point(inside: sub.convert(point, from: nil), with: nil)
        }) {
            chain.insert(inner, at: 0)
            view = inner
        }
        return chain
    }

    private func updateHover(over chain: [UIView], at point: CGPoint?) {
        let recognizers = chain.flatMap { $0.gestureRecognizerStorage.compactMap { $0 as? UIHoverGestureRecognizer } }.filter(\.isEnabled)
        for recognizer in hovering where !recognizers.contains(where: { $0 === recognizer }) {
            recognizer.hoverEnded(at: point)
        }
        hovering = recognizers
        if let point { for recognizer in recognizers { recognizer.hover(at: point, modifiers: modifiers) } }
        let buttons = chain.compactMap { $0 as? UIButton }
        for button in hoveredButtons where !buttons.contains(where: { $0 === button }) { button.isHovered = false }
        for button in buttons { button.isHovered = true }
        hoveredButtons = buttons
    }

    /// Finds the region under the pointer; entering a new one leaves the old, runs the effect and sets the cursor.
    private func updateRegion(over chain: [UIView], at point: CGPoint) {
        let found = region(over: chain, at: point)
        if let entered, let found, entered.interaction === found.interaction, entered.region.isSame(as: found.region) { return }
        leaveRegion()
        guard let (interaction, region) = found else {
            cursor = Self.plainCursor(over: chain)
            return
        }
        let style = interaction.style(for: region)
        let animator = PointerInteractionAnimator()
        interaction.delegate?.pointerInteraction(interaction, willEnter: region, animator: animator)
        let effect = style?.effectAnimation()
        entered = (interaction, region, effect)
        if let effect { effect.apply(with: animator) } else { animator.run() }
        cursor = style?.cursor ?? .standard
    }

    private func leaveRegion() {
        guard let (interaction, region, effect) = entered else { return }
        entered = nil
        let animator = PointerInteractionAnimator()
        interaction.delegate?.pointerInteraction(interaction, willExit: region, animator: animator)
        if let effect { effect.remove(with: animator) } else { animator.run() }
    }

    /// The innermost enabled pointer interaction in `chain` with a region at `point`.
    private func region(over chain: [UIView], at point: CGPoint) -> (interaction: UIPointerInteraction, region: UIPointerRegion)? {
        for view in chain {
            let hoverStyle = view.hoverStyleInteraction.flatMap { $0.hoverStyle.isEnabled ? $0 : nil }
            for case let interaction as UIPointerInteraction in view.interactionStorage.reversed() + [hoverStyle].compactMap({ $0 })
            where interaction.isEnabled {
                if let region = interaction.region(at: view.convert(point, from: nil), modifiers: modifiers) {
                    return (interaction, region)
                }
            }
        }
        return nil
    }

    /// The cursor where no pointer interaction has a region: the text beam over text you can select or type in.
    private static func plainCursor(over chain: [UIView]) -> DesktopCursor {
        chain.contains { $0 is UITextField || $0 is UITextView } ? .named("text") : .standard
    }
}
