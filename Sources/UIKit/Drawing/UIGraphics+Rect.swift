import QuartzCore

/// Fills `rect` in the current context with its fill colour, replacing what is there (the copy blend mode), as UIKit does.
@MainActor @preconcurrency
public func UIRectFill(_ rect: CGRect) {
    UIRectFillUsingBlendMode(rect, .copy)
}

/// Fills `rect` in the current context with its fill colour and `blendMode`.
@MainActor @preconcurrency
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Draws a frame one point wide just inside `rect` with the current fill colour, replacing what is there.
@MainActor @preconcurrency
public func UIRectFrame(_ rect: CGRect) {
    UIRectFrameUsingBlendMode(rect, .copy)
}

/// Draws a frame one point wide just inside `rect` with the current fill colour and `blendMode`.
@MainActor @preconcurrency
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    let r = rect.standardized
    guard r.width > 0, r.height > 0 else { return }
    let edge = min(1, r.width / 2, r.height / 2)
    UIRectFillUsingBlendMode(CGRect(x: r.minX, y: r.minY, width: r.width, height: edge), blendMode)
    UIRectFillUsingBlendMode(CGRect(x: r.minX, y: r.maxY - edge, width: r.width, height: edge), blendMode)
    UIRectFillUsingBlendMode(CGRect(x: r.minX, y: r.minY + edge, width: edge, height: r.height - 2 * edge), blendMode)
    UIRectFillUsingBlendMode(CGRect(x: r.maxX - edge, y: r.minY + edge, width: edge, height: r.height - 2 * edge), blendMode)
}

/// Intersects the current context's clip with `rect`.
@MainActor @preconcurrency
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}
