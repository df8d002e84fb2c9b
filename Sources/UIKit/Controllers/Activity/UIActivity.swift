import Foundation

/// A service the activity view controller offers for its items: copying, or an app's own. Subclass it, override the
/// members that describe it and `perform()` (or `activityViewController`), and call `activityDidFinish(_:)` when done.
@MainActor @preconcurrency
open class UIActivity: NSObject {
    /// The kind of service an activity is, which decides where the sheet lists it.
    public enum Category: Int, Sendable {
        /// Something done with the items (copy, print, open in…).
        case action = 0
        /// Somewhere the items are sent.
        case share = 1
    }

    /// The name of an activity, for `excludedActivityTypes` and the completion handler.
    public struct ActivityType: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        public static let sharePlay = ActivityType("com.apple.UIKit.activity.SharePlay")
        public static let collaborationInviteWithLink = ActivityType("com.apple.UIKit.activity.CollaborationInviteWithLink")
        public static let collaborationCopyLink = ActivityType("com.apple.UIKit.activity.CollaborationCopyLink")
        public static let addToHomeScreen = ActivityType("com.apple.UIKit.activity.AddToHomeScreen")
    }

    /// The sheet this activity was chosen in, told when the activity finishes.
    weak var sheet: UIActivityViewController?

    override public init() {
        super.init()
    }

    /// Where the sheet lists activities of this class (`.action` unless a subclass says otherwise).
    open class var activityCategory: Category { .action }

    /// The activity's name; nil for an app's activity that gives none.
    open var activityType: ActivityType? { nil }

    /// The title the sheet shows.
    open var activityTitle: String? { nil }

    /// The image the sheet shows beside the title.
    open var activityImage: UIImage? { nil }

    /// Whether the activity can act on these items; the sheet lists it only then (false unless overridden).
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }

    /// The items chosen, before the activity performs or shows its controller.
    open func prepare(withActivityItems activityItems: [Any]) {}

    /// A controller to present instead of `perform()`; it calls `activityDidFinish(_:)` when the user is done.
    open var activityViewController: UIViewController? { nil }

    /// Does the work without a controller, then calls `activityDidFinish(_:)` (nothing by default).
    open func perform() {}

    /// Tells the sheet the activity ended (`completed` false: cancelled), dismissing its controller if it showed one.
    open func activityDidFinish(_ completed: Bool) {
        sheet?.activity(self, didFinish: completed)
    }
}
