import TestSupport
import UIKit

/// A white window the size of `view`, holding it at its frame, on a fresh manual clock: what the drawing tests render.
@MainActor
func whiteWindow(holding view: UIView) -> UIWindow {
    _ = installManualClock()
    let window = UIWindow(frame: view.bounds)
    window.backgroundColor = .white
    window.addSubview(view)
    return window
}
