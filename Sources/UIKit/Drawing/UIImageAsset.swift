import QuartzCore

/// Images of one picture for different traits (light and dark, 1× and 2×): `image(with:)` answers the one registered
/// for the traits closest to those asked for, and an image view showing one of its images shows the one for its own
/// traits, following them as they change.
@MainActor @preconcurrency
open class UIImageAsset {
    /// The images registered, each with the traits it is for, in the order registered.
    private var entries: [(traits: UITraitCollection, image: UIImage)] = []

    public init() {}

    /// Assets come from code here, never from archives.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The image for `traitCollection`: of those registered for traits it contains, the one specifying the most
    /// (the later on a tie); the first registered when none fits; an empty image when none is registered.
    open func image(with traitCollection: UITraitCollection) -> UIImage {
        let fitting = entries.filter { traitCollection.containsTraits(in: $0.traits) }
        let best = fitting.max { $0.traits.values.specifiedCount <= $1.traits.values.specifiedCount } ?? entries.first
        guard let best else { return UIImage() }
        let image = best.image.variant()
        image.imageAsset = self
        return image
    }

    /// Registers `image` for `traitCollection`, in place of one registered for the same traits.
    open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        let stored = image.variant()
        stored.imageAsset = nil
        entries.removeAll { $0.traits == traitCollection }
        entries.append((traitCollection, stored))
        image.imageAsset = self
    }

    /// Removes the image registered for exactly `traitCollection`.
    open func unregisterImage(with traitCollection: UITraitCollection) {
        entries.removeAll { $0.traits == traitCollection }
    }

    /// The image for the traits of `configuration`.
    open func image(with configuration: UIImage.Configuration) -> UIImage {
        image(with: configuration.traitCollection ?? UITraitCollection())
    }

    /// Registers `image` for the traits of `configuration`.
    open func register(_ image: UIImage, with configuration: UIImage.Configuration) {
        register(image, with: configuration.traitCollection ?? UITraitCollection())
    }

    /// Removes the image registered for the traits of `configuration`.
    open func unregisterImage(with configuration: UIImage.Configuration) {
        unregisterImage(with: configuration.traitCollection ?? UITraitCollection())
    }
}

extension TraitValues {
    /// How many of the values are specified: the more, the more particular an asset's image is.
    var specifiedCount: Int {
        let unspecified = TraitValues()
        let specified: [Bool] = [
            userInterfaceStyle != unspecified.userInterfaceStyle, displayScale != unspecified.displayScale,
            horizontalSizeClass != unspecified.horizontalSizeClass, verticalSizeClass != unspecified.verticalSizeClass,
            preferredContentSizeCategory != unspecified.preferredContentSizeCategory, userInterfaceIdiom != unspecified.userInterfaceIdiom,
            layoutDirection != unspecified.layoutDirection, userInterfaceLevel != unspecified.userInterfaceLevel,
            accessibilityContrast != unspecified.accessibilityContrast, legibilityWeight != unspecified.legibilityWeight,
            displayGamut != unspecified.displayGamut, activeAppearance != unspecified.activeAppearance,
            forceTouchCapability != unspecified.forceTouchCapability,
        ]
        return specified.filter { $0 }.count
    }
}
