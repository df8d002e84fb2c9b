import Foundation
import QuartzCore

/// A view that draws the insertion point, told when to blink; a selection display interaction shows it where the
/// caret is.
///
/// Difference from Apple: this and the selection's highlight and handle view protocols refine `AnyObject`, not `UICoordinateSpace`, which `UIView` does not adopt here.
@MainActor @preconcurrency
public protocol UITextCursorView: AnyObject {
    /// Whether the caret blinks (off by default).
    var isBlinking: Bool { get set }
    /// Keeps the caret solid for a moment, as while the user types.
    func resetBlinkAnimation()
}

/// The system's insertion point: a bar two points wide in the tint colour, down the view's height, blinking as
/// the text fields' caret does when `isBlinking`.
@MainActor @preconcurrency
open class UIStandardTextCursorView: UIView, UITextCursorView {
    private let caret = CaretLayer()

    open var isBlinking = false {
        didSet { isBlinking ? caret.restartBlink() : caret.removeAnimation(forKey: CaretLayer.blinkKey) }
    }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(caret)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        layer.addSublayer(caret)
    }

    open func resetBlinkAnimation() {
        if isBlinking { caret.restartBlink() }
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        caret.show(at: CGRect(x: bounds.midX, y: 0, width: 0, height: bounds.height), color: tintColor.cgColor)
        if !isBlinking { caret.removeAnimation(forKey: CaretLayer.blinkKey) }
    }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsLayout()
    }
}
