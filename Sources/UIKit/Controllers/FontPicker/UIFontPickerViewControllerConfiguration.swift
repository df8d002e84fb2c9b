import Foundation

extension UIFontPickerViewController {
    /// What a font picker offers and how it shows the names.
    @MainActor @preconcurrency
    open class Configuration: @preconcurrency NSCopying {
        /// Whether each face is offered (`DejaVu Sans Bold`) rather than each family.
        open var includeFaces = false
        /// Whether the names show in the system font rather than each in its own.
        open var displayUsingSystemFont = false
        /// Only fonts with all these traits are offered: bold, italic and monospace are looked at.
        open var filteredTraits: UIFontDescriptor.SymbolicTraits = []
        /// Difference from Apple: kept but not applied; every font is offered whatever languages it covers.
        @available(iOS, deprecated: 18.0)
        open var filteredLanguagesPredicate: NSPredicate?

        public init() {}

        /// A predicate that keeps the fonts covering `filteredLanguages`, for `filteredLanguagesPredicate`.
        @available(iOS, deprecated: 18.0)
        open class func filterPredicate(forFilteredLanguages filteredLanguages: [String]) -> NSPredicate? {
            filteredLanguages.isEmpty ? nil : NSPredicate(value: true)
        }

        open func copy(with zone: NSZone? = nil) -> Any {
            let copy = Configuration()
            copy.includeFaces = includeFaces
            copy.displayUsingSystemFont = displayUsingSystemFont
            copy.filteredTraits = filteredTraits
            copy.filteredLanguagesPredicate = filteredLanguagesPredicate
            return copy
        }
    }
}
