import QuartzCore

/// The pre-block animation API (`beginAnimations` … `commitAnimations`), which code like the Mail
/// seed's yellow fade uses. Selectors do not exist here: the did-stop callback is a closure
/// (`setAnimationDidStop`) or the delegate's `UIViewAnimationDelegate` method.
extension UIView {
    /// Blocks opened by `beginAnimations` and not yet committed, in the current context.
    private static var legacyBlocks: [AnimationBlock] {
        UIKitContextState.current.legacyBlocks
    }

    public static func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let block = AnimationBlock(duration: 0.2, delay: 0, options: [])
        block.identifier = animationID
        let state = UIKitContextState.current
        state.legacyBlocks.append(block)
        state.animationBlocks.append(block)
    }

    public static func commitAnimations() {
        let state = UIKitContextState.current
        guard let block = state.legacyBlocks.popLast() else {
            Diagnostics.report("commitAnimations() without beginAnimations(_:context:); ignored")
            return
        }
        state.animationBlocks.removeAll { $0 === block }
        block.close()
    }

    public static func setAnimationDuration(_ duration: TimeInterval) {
        legacyBlocks.last?.duration = max(0, duration.isFinite ? duration : 0)
    }

    public static func setAnimationDelay(_ delay: TimeInterval) {
        legacyBlocks.last?.delay = max(0, delay.isFinite ? delay : 0)
    }

    public static func setAnimationCurve(_ curve: AnimationCurve) {
        legacyBlocks.last?.timingFunction = curve.timingFunction
    }

    public static func setAnimationRepeatCount(_ repeatCount: Float) {
        legacyBlocks.last?.repeatCount = repeatCount
    }

    public static func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        legacyBlocks.last?.autoreverses = repeatAutoreverses
    }

    public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        guard let block = legacyBlocks.last else { return }
        if fromCurrentState { block.options.insert(.beginFromCurrentState) } else { block.options.remove(.beginFromCurrentState) }
    }

    /// The object told when the animations stop, through `UIViewAnimationDelegate`.
    public static func setAnimationDelegate(_ delegate: AnyObject?) {
        guard let block = legacyBlocks.last else { return }
        if let delegate = delegate as? UIViewAnimationDelegate {
            block.didStop = { [weak delegate] identifier, finished in
                delegate?.animationDidStop(identifier, finished: finished, context: nil)
            }
        }
    }

    /// The closure called with the animation id and `finished` once the animations stop.
    ///
    /// Difference from Apple: the stand-in for `setAnimationDidStopSelector(_:)`, since there are no selectors.
    public static func setAnimationDidStop(_ handler: @escaping (String?, Bool) -> Void) {
        legacyBlocks.last?.didStop = handler
    }
}

/// The did-stop callback of the pre-block API, as a protocol (Objective-C named a selector).
@MainActor @preconcurrency
public protocol UIViewAnimationDelegate: AnyObject {
    func animationDidStop(_ animationID: String?, finished: Bool, context: UnsafeMutableRawPointer?)
}
