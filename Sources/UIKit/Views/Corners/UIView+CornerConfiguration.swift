import QuartzCore

extension UIView {
    /// How the view's corners are rounded (iOS 26); set, it rounds the layer's corners at each layout, following
    /// the view's size and, for concentric radii, its place in its container.
    ///
    /// Difference from Apple: the layer has one radius, so the corners that round all take the largest radius.
    public var cornerConfiguration: UICornerConfiguration {
        get { cornerConfigurationStorage ?? .corners(radius: 0) }
        set {
            cornerConfigurationStorage = newValue
            applyCornerConfiguration()
            setNeedsLayout()
        }
    }

    /// The radius `corner` has under the corner configuration (the largest of several corners); without one, the
    /// layer's radius on the corners it rounds.
    public func effectiveRadius(corner: UIRectCorner) -> CGFloat {
        let radii = cornerRadii
        return UICornerConfiguration.order.indices.filter { corner.contains(UICornerConfiguration.order[$0]) }
            .map { radii[$0] }.max() ?? 0
    }

    /// The four radii the view's corners have: worked out from its configuration, or the layer's own.
    var cornerRadii: [CGFloat] {
        if let configuration = cornerConfigurationStorage {
            return configuration.radii(size: bounds.size, container: cornerContainer)
        }
        let masks: [CACornerMask] = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        return masks.map { layer.maskedCorners.contains($0) ? layer.cornerRadius : 0 }
    }

    /// The nearest superview with rounded corners, as concentric radii measure against it.
    private var cornerContainer: CornerContainer? {
        var candidate = superview
        while let container = candidate {
            if container.cornerConfigurationStorage != nil || container.layer.cornerRadius > 0 {
                return CornerContainer(radii: container.cornerRadii, bounds: container.bounds, frame: convert(bounds, to: container))
            }
            candidate = container.superview
        }
        return nil
    }

    /// Rounds the layer as the configuration says: the largest radius on the corners that round, on the continuous
    /// curve where it fits and in circular arcs where it would not (a capsule's ends).
    func applyCornerConfiguration() {
        guard cornerConfigurationStorage != nil else { return }
        let radii = cornerRadii
        let masks: [CACornerMask] = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        let rounded = CACornerMask(masks.indices.filter { radii[$0] > 0 }.map { masks[$0] })
        let radius = radii.max() ?? 0
        let fits = radius * CALayer.cornerCurveExpansionFactor(.continuous) <= min(bounds.width, bounds.height) / 2
        let curve: CALayerCornerCurve = fits ? .continuous : .circular
        if layer.cornerCurve != curve { layer.cornerCurve = curve }
        if layer.cornerRadius != radius { layer.cornerRadius = radius }
        if !rounded.isEmpty, layer.maskedCorners != rounded { layer.maskedCorners = rounded }
    }

    /// After `layoutSubviews`: the corners of the configured subviews, whose places may have moved.
    func applySubviewCornerConfigurations() {
        for subview in subviews where subview.cornerConfigurationStorage != nil {
            subview.applyCornerConfiguration()
        }
    }
}
