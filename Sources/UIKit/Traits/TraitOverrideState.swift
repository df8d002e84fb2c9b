import QuartzCore

/// What a view or controller keeps of traits: the values it overrides, what a controller overrides for each child,
/// and the handlers registered for its trait changes.
struct TraitOverrideState {
    var overrides = TraitValues()
    var childOverrides: [ObjectIdentifier: UITraitCollection] = [:]
    var registrations: [TraitChangeRegistration] = []
    /// A view's limits on the content size category it and its subviews see.
    var contentSizeLimits = ContentSizeCategoryLimits()
}
