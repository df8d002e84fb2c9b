// `import UIKit.UIGestureRecognizerSubclass`: the subclass members of UIGestureRecognizer (a settable
// `state`, the touch and press methods, `reset()`, `ignore(_:for:)`, the prevention rules) are open members of
// the Swift class in UIKit, so this header declares nothing.
