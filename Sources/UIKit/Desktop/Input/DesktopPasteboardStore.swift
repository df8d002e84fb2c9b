import Foundation

/// `UIPasteboard.general`'s items on the desktop clipboard: the shape of the pasteboard's store (items as
/// dictionaries of representations by type identifier), over `DesktopClipboard`. Text is `public.utf8-plain-text`,
/// images `public.png`; other representations stay in the process.
@MainActor
final class DesktopPasteboardStore {
    static let textType = "public.utf8-plain-text"
    static let pngType = "public.png"
    private let clipboard: DesktopClipboard
    /// The items this app set (kept whole, with representations the desktop cannot carry).
    private var ownItems: [[String: Any]] = []
    private var ownChange = -1
    /// Called when another program changed the clipboard (after its content was read ahead).
    var onExternalChange: (() -> Void)?

    init(clipboard: DesktopClipboard) {
        self.clipboard = clipboard
        clipboard.onExternalChange = { [weak self] in self?.onExternalChange?() }
    }

    var changeCount: Int { clipboard.changeCount }

    /// The items: this app's own while it holds the clipboard, else one item made of what another program offers.
    var items: [[String: Any]] {
        if ownChange == clipboard.changeCount { return ownItems }
        var item: [String: Any] = [:]
        if let text = clipboard.cachedText { item[Self.textType] = text }
        if let png = clipboard.cachedPNG { item[Self.pngType] = png }
        return item.isEmpty ? [] : [item]
    }

    /// Puts the items' first text and first PNG on the desktop clipboard; an empty list clears it.
    func setItems(_ items: [[String: Any]]) {
        let text = items.lazy.compactMap { $0[Self.textType] as? String ?? $0["public.plain-text"] as? String }.first
        let png = items.lazy.compactMap { $0[Self.pngType] as? Data }.first
        ownItems = items
        do {
            try clipboard.write(text: text, png: png)
        } catch {
            Log.input.warning("clipboard: \(error)")
        }
        ownChange = clipboard.changeCount
    }
}

extension DesktopPasteboardStore: PasteboardStore {}
