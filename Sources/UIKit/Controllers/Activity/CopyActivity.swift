import Foundation

/// The sheet's own Copy: strings, URLs and images onto the general pasteboard.
final class CopyActivity: UIActivity {
    private var items: [Any] = []

    override var activityType: ActivityType? { .copyToPasteboard }
    override var activityTitle: String? { "Copy" }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { $0 is String || $0 is URL || $0 is UIImage || $0 is NSAttributedString }
    }

    override func prepare(withActivityItems activityItems: [Any]) {
        items = activityItems
    }

    /// Puts every item on the pasteboard at once, each as its own type.
    override func perform() {
        let entries: [[String: Any]] = items.compactMap { item in
            switch item {
            case let text as String: return [UIPasteboard.stringType: text]
            case let text as NSAttributedString: return [UIPasteboard.stringType: text.string]
            case let url as URL: return [UIPasteboard.urlType: url]
            case let image as UIImage: return [UIPasteboard.pngType: image]
            default: return nil
            }
        }
        UIPasteboard.general.items = entries
        activityDidFinish(!entries.isEmpty)
    }
}
