import Foundation

extension RenderVisual {
    /// The number of stored properties `drawsSame` compares; a test checks it against the type,
    /// so that a new property cannot be left out of the comparison.
    static let comparedPropertyCount = 17

    /// Whether the visuals at `a` and `b` draw the same pixels: `==`, with every field compared
    /// in place (the compositor compares every layer's visual every frame; the synthesized `==`
    /// on values copies them and costs several times more).
    static func drawsSame(_ a: UnsafePointer<RenderVisual>, _ b: UnsafePointer<RenderVisual>) -> Bool {
        guard a.pointee.backgroundColor == b.pointee.backgroundColor, a.pointee.cornerRadius == b.pointee.cornerRadius,
              a.pointee.maskedCorners == b.pointee.maskedCorners, a.pointee.hasContinuousCorners == b.pointee.hasContinuousCorners,
              a.pointee.borderWidth == b.pointee.borderWidth,
              a.pointee.borderColor == b.pointee.borderColor, a.pointee.contentsScale == b.pointee.contentsScale,
              a.pointee.isOpaque == b.pointee.isOpaque, a.pointee.masksContents == b.pointee.masksContents,
              a.pointee.contentsTint == b.pointee.contentsTint
        else { return false }
        guard a.pointee.contentsRect.origin.x == b.pointee.contentsRect.origin.x, a.pointee.contentsRect.origin.y == b.pointee.contentsRect.origin.y,
              a.pointee.contentsRect.size.width == b.pointee.contentsRect.size.width, a.pointee.contentsRect.size.height == b.pointee.contentsRect.size.height,
              a.pointee.contentsCenter.origin.x == b.pointee.contentsCenter.origin.x, a.pointee.contentsCenter.origin.y == b.pointee.contentsCenter.origin.y,
              a.pointee.contentsCenter.size.width == b.pointee.contentsCenter.size.width, a.pointee.contentsCenter.size.height == b.pointee.contentsCenter.size.height
        else { return false }
        if a.pointee.contents !== b.pointee.contents, a.pointee.contents != b.pointee.contents { return false }
        if a.pointee.particles !== b.pointee.particles, a.pointee.particles != b.pointee.particles { return false }
        guard a.pointee.contentsGravity == b.pointee.contentsGravity, a.pointee.backdrop == b.pointee.backdrop else { return false }
        // Most visuals draw no shape or gradient: the optional's case alone settles it.
        let (aDraws, bDraws) = (hasDrawing(a), hasDrawing(b))
        return aDraws == bDraws && (!aDraws || a.pointee.drawing == b.pointee.drawing)
    }

    /// `isEmpty` of the visual at `v`, read in place (copying a visual out costs more than the test).
    static func drawsNothing(_ v: UnsafePointer<RenderVisual>) -> Bool {
        (v.pointee.backgroundColor == nil || v.pointee.backgroundColor!.alpha == 0) && v.pointee.contents == nil && !hasDrawing(v)
            && v.pointee.particles == nil && v.pointee.backdrop == nil
            && (v.pointee.borderWidth <= 0 || v.pointee.borderColor == nil || v.pointee.borderColor!.alpha == 0)
    }

    /// Whether the visual at `v` has a drawing, without copying the drawing out.
    private static func hasDrawing(_ v: UnsafePointer<RenderVisual>) -> Bool {
        if case .none = v.pointee.drawing { return false }
        return true
    }
}
