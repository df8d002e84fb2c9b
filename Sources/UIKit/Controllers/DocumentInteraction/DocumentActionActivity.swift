import Foundation

extension UIActivity.ActivityType {
    /// The document interaction controller's Quick Look entry.
    static let quickLook = UIActivity.ActivityType("com.apple.UIKit.activity.QuickLook")
    /// The document interaction controller's entry that opens the document in the desktop's default application.
    static let openInDefaultApp = UIActivity.ActivityType("com.apple.UIKit.activity.OpenInDefaultApp")
}

/// An entry of a document interaction controller's menu: a title and what choosing it does.
final class DocumentActionActivity: UIActivity {
    private let title: String
    private let type: UIActivity.ActivityType
    private let action: @MainActor () -> Void

    init(title: String, type: UIActivity.ActivityType, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.type = type
        self.action = action
        super.init()
    }

    override var activityType: UIActivity.ActivityType? { type }
    override var activityTitle: String? { title }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }

    override func perform() {
        action()
        activityDidFinish(true)
    }
}
