import Foundation

/// What sets an attributed string in frames: lines broken to fit a path's shape.
public final class CTFramesetter: Hashable, @unchecked Sendable {
    let typesetter: CTTypesetter

    init(string: NSAttributedString) { typesetter = CTTypesetter(string: string) }

    var string: NSAttributedString { typesetter.string }

    public static func == (lhs: CTFramesetter, rhs: CTFramesetter) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The characters of `range` (length 0: to the end), clamped to the string.
    func clamped(_ range: CFRange) -> NSRange {
        let start = min(max(range.location, 0), string.length)
        let length = range.length <= 0 ? string.length - start : min(range.length, string.length - start)
        return NSRange(location: start, length: length)
    }

    /// The lines of `range` set in a `size` rectangle (nil dimensions: unlimited), with their origins from its
    /// top-left corner, y down; lines below the height are left out.
    func lines(of range: NSRange, width: CGFloat?, height: CGFloat?) -> [(line: CTLine, baseline: CGPoint)] {
        let text = string.attributedSubstring(from: range)
        let layout = TextLayout(
            attributedString: text, font: TextLayout.defaultFont, color: .black, alignment: .natural, width: width,
            height: height, lineBreaks: .paragraphStyles)
        var placed: [(CTLine, CGPoint)] = []
        for line in layout.glyphLines where !(line.range.length == 0 && line.range.location == text.length && !placed.isEmpty) {
            if let height, line.origin.y + line.descent > height + 0.01 { break }
            placed.append((CTLine(line, string: text, offset: range.location), line.origin))
        }
        return placed
    }
}

/// A framesetter of `attrString`.
public func CTFramesetterCreateWithAttributedString(_ attrString: CFAttributedString) -> CTFramesetter {
    CTFramesetter(string: NSAttributedString(attributedString: attrString))
}

/// The typesetter the framesetter breaks lines with.
public func CTFramesetterGetTypesetter(_ framesetter: CTFramesetter) -> CTTypesetter { framesetter.typesetter }

/// The characters of `stringRange` (length 0: all the rest) set in the shape of `path`: a rectangle's lines fill it
/// from its top, each as wide as it is; any other shape's lines each take the widest piece of the path their height
/// crosses, top to bottom, until the text or the path ends.
public func CTFramesetterCreateFrame(_ framesetter: CTFramesetter, _ stringRange: CFRange, _ path: CGPath, _ frameAttributes: CFDictionary?) -> CTFrame {
    let range = framesetter.clamped(stringRange)
    let box = path.boundingBox
    var rect = CGRect.zero
    let placed: [(line: CTLine, origin: CGPoint)]
    if path.isRect(&rect) {
        placed = framesetter.lines(of: range, width: box.width, height: box.height).map { ($0.line, CGPoint(x: $0.baseline.x, y: box.height - $0.baseline.y)) }
    } else {
        placed = PathLineFiller(framesetter: framesetter, path: path).lines(of: range)
    }
    return CTFrame(
        lines: placed.map(\.line), origins: placed.map(\.origin), path: path, stringRange: CFRange(location: range.location, length: range.length),
        frameAttributes: frameAttributes)
}

/// The size the characters of `stringRange` take set within `constraints` (a dimension of 0 or
/// `.greatestFiniteMagnitude`: unlimited); `fitRange` gets the characters that fit.
public func CTFramesetterSuggestFrameSizeWithConstraints(
    _ framesetter: CTFramesetter, _ stringRange: CFRange, _ frameAttributes: CFDictionary?, _ constraints: CGSize,
    _ fitRange: UnsafeMutablePointer<CFRange>?
) -> CGSize {
    func limit(_ value: CGFloat) -> CGFloat? { value > 0 && value < 1e7 ? value : nil }
    let range = framesetter.clamped(stringRange)
    let placed = framesetter.lines(of: range, width: limit(constraints.width), height: limit(constraints.height))
    let end = placed.last.map { $0.line.stringRange.location + $0.line.stringRange.length } ?? range.location
    fitRange?.pointee = CFRange(location: range.location, length: end - range.location)
    let width = placed.map { $0.baseline.x + $0.line.width - $0.line.trailingWhitespaceWidth }.max() ?? 0
    let height = placed.last.map { $0.baseline.y + $0.line.descent } ?? 0
    return CGSize(width: width, height: height)
}
