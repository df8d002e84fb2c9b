import QuartzCore
@testable import UIKit

/// A 40-point symbol image view in a window on a fresh manual clock, with what its layer shows read back: the
/// scale, shift, turn and opacity the symbol effects add.
@MainActor
final class SymbolEffectRig {
    let clock = installManualClock()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
    let imageView = UIImageView(image: UIImage(systemName: "heart.fill"))
    /// The completion contexts told so far, in order.
    var completions: [UISymbolEffectCompletionContext] = []

    init() {
        imageView.frame = CGRect(x: 40, y: 20, width: 40, height: 40)
        window.addSubview(imageView)
        CAContext.current.run()
    }

    /// A completion handler that records its context.
    var record: UISymbolEffectCompletion {
        { [unowned self] context in completions.append(context) }
    }

    /// Moves the clock `seconds` on, running what falls due.
    func advance(by seconds: CFTimeInterval) {
        CAContext.current.advance(by: seconds)
    }

    private var shown: CALayer { imageView.layer.presentation() ?? imageView.layer }

    /// The scale shown (of an unturned symbol).
    var scale: CGFloat { shown.transform.m11 }
    /// The opacity shown.
    var opacity: CGFloat { CGFloat(shown.opacity) }
    /// The shift shown.
    var shift: CGPoint { CGPoint(x: shown.transform.m41, y: shown.transform.m42) }
    /// The turn shown, in radians clockwise.
    var turn: CGFloat { atan2(shown.transform.m12, shown.transform.m11) }
    /// The symbol effect animations on the layer.
    var effectKeys: [String] { (imageView.layer.animationKeys() ?? []).filter { $0.hasPrefix("symbolEffect.") } }

    /// `curve` evaluated at `fraction`, what an eased track shows there.
    static func eased(_ name: CAMediaTimingFunctionName, _ fraction: Double) -> CGFloat {
        CGFloat(CAMediaTimingFunction(name: name).evaluate(at: fraction))
    }
}
