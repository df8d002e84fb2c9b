import CCairo

extension CGContext {
    /// Sets the stroke width in user units (Apple's default, 1, is also the default here).
    public func setLineWidth(_ width: CGFloat) {
        cairo_set_line_width(cr, Double(max(0, width)))
    }

    /// Sets how open line ends are drawn.
    public func setLineCap(_ cap: CGLineCap) {
        switch cap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
    }

    /// Sets how corners are drawn.
    public func setLineJoin(_ join: CGLineJoin) {
        switch join {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
    }

    /// Sets the ratio of miter length to line width above which a miter join is bevelled.
    public func setMiterLimit(_ limit: CGFloat) {
        cairo_set_miter_limit(cr, Double(limit))
    }

    /// Sets the dash pattern: alternating painted and skipped lengths, starting `phase` into it; empty means solid.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let dashes = lengths.map { Double(max(0, $0)) }
        if dashes.isEmpty || dashes.allSatisfy({ $0 == 0 }) {
            cairo_set_dash(cr, nil, 0, 0)
        } else {
            cairo_set_dash(cr, dashes, Int32(dashes.count), Double(phase))
        }
    }

    /// Sets the colour used by fills.
    public func setFillColor(_ color: CGColor) {
        state.fillColor = color
    }

    /// Sets the fill colour from sRGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the fill colour to a grey.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(gray: gray, alpha: alpha)
    }

    /// Sets the colour used by strokes.
    public func setStrokeColor(_ color: CGColor) {
        state.strokeColor = color
    }

    /// Sets the stroke colour from sRGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the stroke colour to a grey.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(gray: gray, alpha: alpha)
    }

    /// Sets a global opacity, 0…1, multiplied into everything drawn afterwards.
    public func setAlpha(_ alpha: CGFloat) {
        state.alpha = alpha.isNaN ? 0 : min(max(alpha, 0), 1)
    }

    /// Sets how drawing combines with the pixels already there.
    public func setBlendMode(_ mode: CGBlendMode) {
        state.blendMode = mode
    }

    /// How scaled images are resampled.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// Turns edge antialiasing on (the default) or off; a graphics-state setting, in effect while `allowsAntialiasing` is too.
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        state.shouldAntialias = shouldAntialias
        applyAntialiasing()
    }

    /// Allows antialiasing (the default) or forbids it whatever `setShouldAntialias` says; a setting of the
    /// context, kept across `saveGState`/`restoreGState`.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        self.allowsAntialiasing = allowsAntialiasing
        applyAntialiasing()
    }

    /// Gives cairo the antialiasing both settings ask for.
    func applyAntialiasing() {
        cairo_set_antialias(cr, state.shouldAntialias && allowsAntialiasing ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    /// Sets how closely curves are approximated by line segments, in device pixels (Apple's default is 0.6 for
    /// UIKit drawing); cairo's tolerance, at least 0.01.
    public func setFlatness(_ flatness: CGFloat) {
        cairo_set_tolerance(cr, Double(max(0.01, flatness.isFinite ? flatness : 0.1)))
    }

    /// Casts a shadow under everything drawn afterwards; a nil or transparent colour turns shadows off.
    ///
    /// `offset` and `blur` are in base space, untouched by the CTM, as on Apple platforms: pixels, or
    /// points for contexts made with `init(pixelWidth:pixelHeight:scale:)`. As in UIKit contexts, a
    /// positive height moves the shadow down. The blur is a Gaussian of standard deviation `blur / 2`
    /// (approximated by three box blurs); Apple does not document its kernel. Standard deviations past 256 pixels are capped.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else {
            state.shadow = nil
            return
        }
        state.shadow = GraphicsState.Shadow(offset: offset, blur: max(0, blur.isFinite ? blur : 0), color: color)
    }

    /// Casts a shadow in black at one-third opacity, Apple's default shadow colour.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }
}
