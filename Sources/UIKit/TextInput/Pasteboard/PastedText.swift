import Foundation

/// What a text field or text view takes from a paste control: the first text the item providers carry, pasted over
/// the selection while the view edits and at the end of its text otherwise.
@MainActor
enum PastedText {
    /// The first provider's text, if one carries text.
    static func string(in itemProviders: [NSItemProvider]) -> String? {
        for provider in itemProviders where provider.canLoadObject(ofClass: String.self) {
            var found: String?
            _ = provider.loadObject(ofClass: String.self) { string, _ in found = string }
            if let found { return found }
        }
        return nil
    }

    /// Pastes the providers' text into `editor`; false when they carry none.
    @discardableResult
    static func paste(_ itemProviders: [NSItemProvider], into editor: TextEditor, editing: Bool) -> Bool {
        guard let string = string(in: itemProviders) else { return false }
        let range = editing ? editor.markedRange ?? editor.selectedRange : NSRange(location: editor.length, length: 0)
        _ = editor.replace(range, with: string, actionName: "Paste")
        return true
    }
}
