/// The bar button groups a responder shows in the shortcuts bar above the software keyboard, before and after the
/// typing suggestions.
///
/// Difference from Apple: kept only; a desktop has no software keyboard, so no shortcuts bar shows the groups.
@MainActor @preconcurrency
open class UITextInputAssistantItem {
    /// Whether the keyboard may hide the shortcuts to make room for suggestions.
    open var allowsHidingShortcuts = true
    /// The groups before the suggestions.
    open var leadingBarButtonGroups: [UIBarButtonItemGroup] = []
    /// The groups after the suggestions.
    open var trailingBarButtonGroups: [UIBarButtonItemGroup] = []
    /// The item in place of the keyboard's return key action.
    open var keyboardActionButtonItem: UIBarButtonItem?

    public init() {}
}
