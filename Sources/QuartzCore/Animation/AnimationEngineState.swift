import Foundation

/// A context's animation bookkeeping: the layers with animations to start or end, and the animations removed early
/// whose `finished: false` stop is still to be delivered.
@MainActor
final class AnimationEngineState {
    /// A reference to a layer with attached animations that does not keep it (through its handle, see
    /// `ObjectHandle`), and its animations that have not ended, so that a layer released mid-animation still ends
    /// them (with `finished` false) and its transactions complete.
    final class WeakLayer {
        let handle: ObjectHandle
        var layer: CALayer? { handle.object.map { unsafeDowncast($0, to: CALayer.self) } }
        var unfinished: [CAAnimation] = []
        @MainActor init(_ layer: CALayer) { handle = layer.objectHandle }
    }

    /// Layers in the order they first got an animation, so events are delivered in a stable order.
    var layers: [WeakLayer] = []
    /// Animations removed before their end, whose `finished: false` stop is delivered at the next update.
    var removedEarly: [CAAnimation] = []
}
