import CCairo

extension CGContext {
    /// The current transformation matrix, from user space to device pixels (y down, origin top-left).
    public var ctm: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    /// The transform from user space to device pixels (the CTM).
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    /// Moves the user-space origin by `(tx, ty)` user units.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        cairo_translate(cr, Double(tx), Double(ty))
    }

    /// Scales user space.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        cairo_scale(cr, Double(sx), Double(sy))
    }

    /// Rotates user space by `angle` radians (from +x towards +y: clockwise on this y-down screen).
    public func rotate(by angle: CGFloat) {
        cairo_rotate(cr, Double(angle))
    }

    /// Applies `transform` to user space before the current CTM.
    public func concatenate(_ transform: CGAffineTransform) {
        var m = cairo_matrix_t(
            xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c), yy: Double(transform.d),
            x0: Double(transform.tx), y0: Double(transform.ty))
        cairo_transform(cr, &m)
    }

    /// Maps a user-space point to device pixels.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint {
        point.applying(ctm)
    }

    /// Maps a device-pixel point to user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint {
        point.applying(ctm.inverted())
    }

    /// Maps a user-space size to device pixels (the CTM without its translation).
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize {
        size.applying(ctm)
    }

    /// Maps a device-pixel size to user space.
    public func convertToUserSpace(_ size: CGSize) -> CGSize {
        size.applying(ctm.inverted())
    }

    /// The device-pixel rectangle holding a user-space rectangle's mapped corners.
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect {
        rect.applying(ctm)
    }

    /// The user-space rectangle holding a device-pixel rectangle's mapped corners.
    public func convertToUserSpace(_ rect: CGRect) -> CGRect {
        rect.applying(ctm.inverted())
    }
}
