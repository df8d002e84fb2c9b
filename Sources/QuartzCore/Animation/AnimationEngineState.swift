import Foundation

/// A context's animation bookkeeping: the layers with animations to start or end, and the animations removed early
/// whose `finished: false` stop is still to be delivered.
@MainActor
final class AnimationEngineState {
    /// A weak reference to a layer with attached animations, and its animations that have not ended, so that a layer
    /// released mid-animation still ends them (with `finished` false) and its transactions complete.
    final class WeakLayer {
        weak var layer: CALayer?
        var unfinished: [CAAnimation] = []
        init(_ layer: CALayer) { self.layer = layer }
    }

    /// Layers in the order they first got an animation, so events are delivered in a stable order.
    var layers: [WeakLayer] = []
    /// Animations removed before their end, whose `finished: false` stop is delivered at the next update.
    var removedEarly: [CAAnimation] = []
}
