import Foundation

/// Sorts a table's objects into the sections of an alphabetical index in the app's language: the section titles and
/// the index's titles (A–Z and "#" in English), which section an object belongs to by its collation string's first
/// letter, and the order within a section.
@MainActor @preconcurrency
open class UILocalizedIndexedCollation {
    private let alphabet: CollationAlphabet

    /// The collation of the app's preferred localization.
    open class func current() -> Self {
        Self()
    }

    public required init() {
        alphabet = CollationAlphabet(localization: Self.preferredLocalization)
    }

    /// A collation of the language `localization` names.
    init(localization: String) {
        alphabet = CollationAlphabet(localization: localization)
    }

    /// The app's localization that its bundle prefers, the development one ("en" without any) when it has none.
    private static var preferredLocalization: String {
        let preferred = Bundle.main.preferredLocalizations.first { $0 != "Base" }
        return preferred ?? Bundle.main.developmentLocalization ?? "en"
    }

    /// The titles of the sections, for `tableView(_:titleForHeaderInSection:)`.
    open var sectionTitles: [String] { alphabet.titles }

    /// The titles of the table's index, for `sectionIndexTitles(for:)`.
    open var sectionIndexTitles: [String] { alphabet.titles }

    /// The section the index title at `indexTitleIndex` goes to.
    open func section(forSectionIndexTitleAt indexTitleIndex: Int) -> Int {
        indexTitleIndex
    }

    /// The section `object` belongs in, by the string the stored property `selector` names.
    ///
    /// Difference from Apple: without the Objective-C runtime the selector must name a stored `String` property (or
    /// be `description`), found by reflection; a computed one ends the app with one line naming it. The key-path
    /// forms take any property.
    open func section(for object: Any, collationStringSelector selector: Selector) -> Int {
        alphabet.section(of: CollationString.of(object, selector: selector))
    }

    /// The objects of a section sorted by the string the stored property `selector` names.
    open func sortedArray(from array: [Any], collationStringSelector selector: Selector) -> [Any] {
        sorted(array) { CollationString.of($0, selector: selector) }
    }

    /// The section `object` belongs in, by the string at `keyPath`.
    ///
    /// Difference from Apple: not in UIKit; the form of `section(for:collationStringSelector:)` for Swift values.
    public func section<Root>(for object: Root, collationStringKeyPath keyPath: KeyPath<Root, String>) -> Int {
        alphabet.section(of: object[keyPath: keyPath])
    }

    /// The objects of a section sorted by the string at `keyPath`.
    ///
    /// Difference from Apple: not in UIKit; the form of `sortedArray(from:collationStringSelector:)` for Swift values.
    public func sortedArray<Root>(from array: [Root], collationStringKeyPath keyPath: KeyPath<Root, String>) -> [Root] {
        sorted(array) { $0[keyPath: keyPath] }
    }

    private func sorted<Element>(_ array: [Element], by key: (Element) -> String) -> [Element] {
        array.map { (key($0), $0) }.enumerated()
            .sorted { lhs, rhs in
                let (left, right) = (lhs.element.0, rhs.element.0)
                if left == right { return lhs.offset < rhs.offset }
                return CollationAlphabet.precedes(left, right)
            }
            .map(\.element.1)
    }
}
