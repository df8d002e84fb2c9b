import Foundation

/// Turns a text's attributes into the ones a formatting choice asks for (the font panel's, the font picker's).
public typealias UITextAttributesConversionHandler = ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]

/// Joins a scene's text editing to a font chooser: the editor tells it the selection's attributes, and a font chosen
/// reaches the delegate as a conversion of the selected text's attributes. It is the delegate of a
/// `UIFontPickerViewController` an app shows: picking a family there sets the selected text's font in that family at
/// the size it had.
///
/// Difference from Apple: there is no Mac font panel; `isFontPanelVisible` stays false and `toggleFontPanel(_:)` does
/// nothing, as on an iPad.
@MainActor @preconcurrency
open class UITextFormattingCoordinator: UIFontPickerViewControllerDelegate {
    open weak var delegate: (any UITextFormattingCoordinatorDelegate)?
    /// The selected text's attributes, as the editor last told them, and whether the selection mixes several.
    private(set) var selectedAttributes: (attributes: [NSAttributedString.Key: Any], isMultiple: Bool) = ([:], false)

    public init(windowScene: UIWindowScene) {}

    /// The coordinator of `windowScene`.
    public convenience init(for windowScene: UIWindowScene) {
        self.init(windowScene: windowScene)
    }

    /// Whether the font panel shows.
    open class var isFontPanelVisible: Bool { false }

    /// Shows or hides the font panel.
    open class func toggleFontPanel(_ sender: Any) {}

    /// The editor tells the selection's attributes (`isMultiple` when it mixes several).
    open func setSelectedAttributes(_ attributes: [NSAttributedString.Key: Any], isMultiple flag: Bool) {
        selectedAttributes = (attributes, flag)
    }

    /// A font picked in a font picker: the delegate converts the selection's fonts to the picked family.
    public func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
        guard let descriptor = viewController.selectedFontDescriptor else { return }
        delegate?.updateTextAttributes { attributes in
            var converted = attributes
            let size = (attributes[.font] as? UIFont)?.pointSize ?? UIFont.systemFontSize
            converted[.font] = UIFont(descriptor: descriptor, size: size)
            return converted
        }
    }
}

/// Applies a formatting choice to the selected text.
@MainActor @preconcurrency
public protocol UITextFormattingCoordinatorDelegate: AnyObject {
    func updateTextAttributes(conversionHandler: UITextAttributesConversionHandler)
}
