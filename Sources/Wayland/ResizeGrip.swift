/// A thin band just inside the content's left, right and bottom edges where a press resizes a
/// client-side-framed window, as GTK's frames have: compositors that hit-test windows only
/// inside their geometry (sway) never deliver the pointer to libdecor's border outside it.
/// The top edge is left out: libdecor's title bar sits there, with its own border above.
public struct ResizeGrip: Sendable, Equatable {
    /// How far inside an edge the grip reaches, in surface units.
    public var band: Double = 6
    /// How far along an edge from a corner a press takes the corner.
    public var cornerLength: Double = 20

    public init() {}

    /// The edge a press at (`x`, `y`) in a `width`×`height` content area would drag, if any.
    public func edge(atX x: Double, y: Double, width: Double, height: Double) -> ResizeEdge? {
        guard x >= 0, y >= 0, x < width, y < height, width > 2 * band, height > 2 * band else { return nil }
        let nearLeft = x < band, nearRight = x >= width - band, nearBottom = y >= height - band
        let cornerLeft = x < cornerLength, cornerRight = x >= width - cornerLength
        let cornerBottom = y >= height - cornerLength
        if nearBottom && cornerLeft || nearLeft && cornerBottom { return .bottomLeft }
        if nearBottom && cornerRight || nearRight && cornerBottom { return .bottomRight }
        if nearBottom { return .bottom }
        if nearLeft { return .left }
        if nearRight { return .right }
        return nil
    }
}
