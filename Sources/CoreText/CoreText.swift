@_exported import CoreGraphics
@_exported import Foundation

// Core Text as iOS code calls it: C-style functions over opaque fonts, lines, runs, framesetters and frames, set by
// CoreGraphics' pango engine (`TextLayout`, `GlyphFont`). Coordinates are Core Text's: y up from the baseline, and
// lines draw through the context's text matrix at its text position.
