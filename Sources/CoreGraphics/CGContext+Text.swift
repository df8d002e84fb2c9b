import Foundation

/// A glyph's index in its font, as Core Graphics and Core Text name it.
public typealias CGGlyph = UInt16

/// The glyph index that stands for no glyph.
public let kCGFontIndexInvalid: CGGlyph = 0xFFFF

extension CGContext {
    /// Where the next text is drawn: the text matrix's translation.
    public var textPosition: CGPoint {
        get { CGPoint(x: textMatrix.tx, y: textMatrix.ty) }
        set {
            textMatrix.tx = newValue.x
            textMatrix.ty = newValue.y
        }
    }
}
