import Foundation

/// A layer class's own drawing as a value: what the render side draws into the layer's cached bitmap over its
/// background. Equal drawings draw equal pixels, so the bitmap is redrawn only when the drawing changes. A new layer
/// class that draws gives one from its content values (`CALayerContentValues.drawing(bounds:)`); the render side
/// knows only this protocol.
///
/// Difference from Apple: not in Core Animation, whose layer classes draw in its private render server.
public protocol CALayerDrawing: Hashable, Sendable {
    /// Draws into `context`, whose space is the layer's bounds (origin at the bounds' origin), `size` points large.
    func draw(in context: CGContext, size: CGSize)
    /// The same drawing with every colour multiplied by `tint` (a replicator instance's colour).
    func multiplied(by tint: PremultipliedColor) -> Self
}

/// Any layer drawing, compared and hashed through its own type. A class, so that the render side's values hold it
/// as one reference of known layout: an existential stored in place would make every copy and case test of a
/// visual go through value witnesses (the idle frame of 500 layers took three times as long).
public final class AnyLayerDrawing: Hashable, Sendable {
    /// The drawing.
    public let base: any CALayerDrawing

    public init(_ base: any CALayerDrawing) {
        self.base = base
    }

    public static func == (lhs: AnyLayerDrawing, rhs: AnyLayerDrawing) -> Bool {
        lhs === rhs || lhs.base.isEqual(to: rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        base.hash(into: &hasher)
    }
}

extension CALayerDrawing {
    /// Whether `other` is a drawing of this type equal to this one.
    func isEqual(to other: any CALayerDrawing) -> Bool {
        (other as? Self) == self
    }
}
