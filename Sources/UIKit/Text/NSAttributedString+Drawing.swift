import QuartzCore

/// UIKit's string drawing (`NSStringDrawing`) into the current context (`UIGraphicsGetCurrentContext()`), honouring
/// its transform, in UIKit's y-down coordinates; nothing is drawn without a current context.
extension NSAttributedString {
    /// Draws the string with its top-left corner at `point`, on one line per paragraph.
    @MainActor
    public func draw(at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        TextLayout(drawing: self, in: nil, options: .usesLineFragmentOrigin, context: nil).draw(in: context, at: point)
    }

    /// Draws the string wrapped in `rect`: the lines that fit its height, clipped to it.
    @MainActor
    public func draw(in rect: CGRect) {
        draw(with: rect, options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws the string in `rect` as `options` say: from its top-left corner, wrapped, with `.usesLineFragmentOrigin`
    /// (clipped to the rectangle), else from the first line's baseline at its origin; shrunk as `context` allows.
    @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        guard let cgContext = UIGraphicsGetCurrentContext() else { return }
        let layout = TextLayout(drawing: self, in: rect.size, options: options, context: context)
        guard options.contains(.usesLineFragmentOrigin) else {
            layout.draw(in: cgContext, at: CGPoint(x: rect.minX, y: rect.minY - layout.firstBaseline))
            return
        }
        cgContext.saveGState()
        if rect.width > 0, rect.height > 0, rect.width < 1e6, rect.height < 1e6 { cgContext.clip(to: rect) }
        layout.draw(in: cgContext, at: rect.origin)
        cgContext.restoreGState()
    }
}

extension NSString {
    /// The size the string takes in `attrs` drawn at a point.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: String(self), attributes: attrs).size()
    }

    /// The rectangle the string takes in `attributes` laid out in `size` (see `NSAttributedString.boundingRect`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: String(self), attributes: attributes).boundingRect(with: size, options: options, context: context)
    }

    @MainActor
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: String(self), attributes: attrs).draw(at: point)
    }

    @MainActor
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: String(self), attributes: attrs).draw(in: rect)
    }

    @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        NSAttributedString(string: String(self), attributes: attributes).draw(with: rect, options: options, context: context)
    }
}

/// Swift strings draw and measure as `NSString` does, as they do through Apple's bridging.
extension StringProtocol {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: String(self), attributes: attrs).size()
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: String(self), attributes: attributes).boundingRect(with: size, options: options, context: context)
    }

    @MainActor
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: String(self), attributes: attrs).draw(at: point)
    }

    @MainActor
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: String(self), attributes: attrs).draw(in: rect)
    }

    @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        NSAttributedString(string: String(self), attributes: attributes).draw(with: rect, options: options, context: context)
    }
}
