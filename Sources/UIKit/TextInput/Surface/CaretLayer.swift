import Foundation
import QuartzCore

/// The insertion point: a thin layer that blinks through a repeating opacity animation, which rests (solid) for
/// half a second after every edit, move, key press or click so that the caret never vanishes while the user types,
/// and ends ten seconds after the last of them (GTK's `gtk-cursor-blink-timeout`): an idle window with a focused
/// field shows a steady caret and asks for no frames.
@MainActor
final class CaretLayer: CALayer {
    /// The width of the caret.
    static let width: CGFloat = 2
    /// How long the caret stays solid after a keystroke before it blinks again.
    static let restDuration: CFTimeInterval = 0.5
    /// One blink: shown, then hidden, in this many seconds.
    static let blinkPeriod: CFTimeInterval = 1.0
    /// How long after the last key press or click the caret blinks before it stays shown.
    static let blinkTimeout: CFTimeInterval = 10
    static let blinkKey = "blink"

    override init() {
        super.init()
        isHidden = true
    }

    override init(layer: Any) {
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Puts the caret at `rect` (its height and x; the width is the caret's), shown, and starts the blink after the rest.
    func show(at rect: CGRect, color: CGColor) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        frame = CGRect(x: (rect.minX - Self.width / 2).rounded(), y: rect.minY, width: Self.width, height: rect.height)
        backgroundColor = color
        isHidden = false
        CATransaction.commit()
        restartBlink()
    }

    func hide() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        isHidden = true
        removeAnimation(forKey: Self.blinkKey)
        CATransaction.commit()
    }

    /// Solid now, blinking from `restDuration` on: full for the first half of each period, off for the second,
    /// until `blinkTimeout` from now, where the animation ends (removed) in a shown half.
    func restartBlink() {
        let blink = CAKeyframeAnimation(keyPath: "opacity")
        blink.values = [1, 1, 0, 0]
        blink.keyTimes = [0, 0.5, 0.5, 1]
        blink.duration = Self.blinkPeriod
        blink.repeatCount = Float((Self.blinkTimeout - Self.restDuration) / Self.blinkPeriod)
        blink.beginTime = CACurrentMediaTime() + Self.restDuration
        add(blink, forKey: Self.blinkKey)
    }

    /// A key press or a click: a shown caret rests, then blinks for the timeout again.
    func wake() {
        if !isHidden { restartBlink() }
    }
}
