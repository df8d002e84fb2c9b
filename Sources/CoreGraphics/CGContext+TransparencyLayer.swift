import CCairo

extension CGContext {
    /// Starts collecting drawing in a transparent layer that `endTransparencyLayer()` composites as one object.
    ///
    /// Inside the layer alpha is 1, there is no shadow and the blend mode is normal; at the end the
    /// layer is drawn with the alpha, blend mode, shadow and clip in force when it began, as on Apple
    /// platforms. `auxiliaryInfo` is accepted for source compatibility and ignored.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        saveGState()
        transparencyLayerDepths.append(states.count)
        cairo_push_group(cr)
        state.alpha = 1
        state.shadow = nil
        state.blendMode = .normal
        state.clipMask = nil
    }

    /// Starts a transparency layer limited to `rect` (user space); drawing outside it is discarded.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [String: Any]?) {
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
        clip(to: rect)
    }

    /// Composites the innermost transparency layer; ignored when none is open.
    public func endTransparencyLayer() {
        guard let depth = transparencyLayerDepths.popLast() else { return }
        while states.count > depth { restoreGState() }
        let group = cairo_pop_group(cr)!
        defer { cairo_pattern_destroy(group) }
        restoreGState()
        let alpha = Double(state.alpha)
        withSeparatePath {
            perform { target in
                cairo_set_source(target, group)
                cairo_paint_with_alpha(target, alpha)
            }
        }
    }
}
