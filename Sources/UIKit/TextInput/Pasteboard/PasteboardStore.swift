import Foundation

/// Where a pasteboard's items live: in the process here, on the desktop's clipboard (`wl_data_device`) or primary
/// selection once a store for those backs `UIPasteboard.general`. Items are values by type identifier
/// (`public.utf8-plain-text`, `public.png`, `public.url`).
@MainActor
protocol PasteboardStore: AnyObject {
    /// The items, each a dictionary of representations by type identifier.
    var items: [[String: Any]] { get }
    /// Replaces the items (a copy).
    func setItems(_ items: [[String: Any]])
    /// Counts changes, from this process or another.
    var changeCount: Int { get }
    /// Called by the store when its items change from outside (another app copied).
    var onExternalChange: (() -> Void)? { get set }
}

/// A store that keeps items in memory, for a named pasteboard and until a desktop clipboard backs the general one.
@MainActor
final class InProcessPasteboardStore: PasteboardStore {
    private(set) var items: [[String: Any]] = []
    private(set) var changeCount = 0
    var onExternalChange: (() -> Void)?

    func setItems(_ items: [[String: Any]]) {
        self.items = items
        changeCount += 1
    }
}
