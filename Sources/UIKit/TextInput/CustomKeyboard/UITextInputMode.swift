import Foundation

/// A keyboard the user can type with, named by its primary language; on the desktop there is one, in the
/// language of the desktop's locale.
@MainActor @preconcurrency
open class UITextInputMode {
    /// Posted when the user switches keyboards.
    nonisolated public static let currentInputModeDidChangeNotification = Notification.Name("UITextInputCurrentInputModeDidChangeNotification")

    /// The keyboard's language as a BCP 47 tag (`en-US`).
    open var primaryLanguage: String? { language }
    private let language: String

    public convenience init() { self.init(language: Locale.preferredLanguages.first ?? "en-US") }

    init(language: String) { self.language = language }

    /// The keyboards the user has turned on: the desktop's one.
    open class var activeInputModes: [UITextInputMode] { [UITextInputMode()] }
}
