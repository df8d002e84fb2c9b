import Foundation

/// The object (usually a view) that supplies a layer's content, layout and actions; every method has a default,
/// standing in for Objective-C's optional methods.
@MainActor @preconcurrency
public protocol CALayerDelegate: AnyObject {
    /// Supplies the layer's contents; the default draws through `draw(_:in:)`, as when the method is not implemented.
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx`.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before the layer draws.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// The action for `event`: nil to continue the search, `NSNull()` to stop it with no action.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) {
        layer.drawContents()
    }

    public func draw(_ layer: CALayer, in ctx: CGContext) {}

    public func layerWillDraw(_ layer: CALayer) {}

    public func layoutSublayers(of layer: CALayer) {}

    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        nil
    }
}
