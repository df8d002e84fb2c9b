import UIKit
import UIKit.UIGestureRecognizerSubclass

/// Recognizes as soon as one finger or button goes down, so the star starts moving on the press rather than the
/// release: a custom recognizer as iOS code writes one, through UIKit's subclass submodule.
final class TouchDownGestureRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        state = touches.count == 1 ? .recognized : .failed
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .cancelled
    }
}
