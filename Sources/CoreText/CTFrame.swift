import Foundation

/// Lines set in the shape of a path, each with its origin (its baseline's left end) from the path's bounding box's
/// bottom-left corner, y up.
public final class CTFrame: Hashable, @unchecked Sendable {
    let lines: [CTLine]
    let origins: [CGPoint]
    let path: CGPath
    let stringRange: CFRange
    let visibleRange: CFRange
    let frameAttributes: CFDictionary?

    init(lines: [CTLine], origins: [CGPoint], path: CGPath, stringRange: CFRange, frameAttributes: CFDictionary?) {
        self.lines = lines
        self.origins = origins
        self.path = path
        self.stringRange = stringRange
        let end = lines.last.map { $0.stringRange.location + $0.stringRange.length } ?? stringRange.location
        visibleRange = CFRange(location: stringRange.location, length: end - stringRange.location)
        self.frameAttributes = frameAttributes
    }

    public static func == (lhs: CTFrame, rhs: CTFrame) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The lines of `frame`, top to bottom: an array of `CTLine`.
public func CTFrameGetLines(_ frame: CTFrame) -> CFArray { frame.lines as NSArray }

/// Copies the origins of the lines of `range` (length 0: to the end) into `origins`.
public func CTFrameGetLineOrigins(_ frame: CTFrame, _ range: CFRange, _ origins: UnsafeMutablePointer<CGPoint>) {
    let start = min(max(range.location, 0), frame.origins.count)
    let end = range.length <= 0 ? frame.origins.count : min(start + range.length, frame.origins.count)
    for (slot, index) in (start..<end).enumerated() { origins[slot] = frame.origins[index] }
}

/// The characters the frame was asked to hold.
public func CTFrameGetStringRange(_ frame: CTFrame) -> CFRange { frame.stringRange }

/// The characters that fit in the frame.
public func CTFrameGetVisibleStringRange(_ frame: CTFrame) -> CFRange { frame.visibleRange }

/// The path the frame's lines fill.
public func CTFrameGetPath(_ frame: CTFrame) -> CGPath { frame.path }

/// The attributes the frame was made with.
public func CTFrameGetFrameAttributes(_ frame: CTFrame) -> CFDictionary? { frame.frameAttributes }

/// Draws each line at its origin (from the path's bounding box's origin), through the context's text matrix; the
/// text matrix is left as it was.
public func CTFrameDraw(_ frame: CTFrame, _ context: CGContext) {
    let saved = context.textMatrix
    let box = frame.path.boundingBox
    for (line, origin) in zip(frame.lines, frame.origins) {
        context.textPosition = CGPoint(x: box.minX + origin.x, y: box.minY + origin.y)
        CTLineDraw(line, context)
    }
    context.textMatrix = saved
}
