import Foundation

/// The `userInfo` key of the URL of the document an activity continues work on.
public let NSUserActivityDocumentURLKey = "NSUserActivityDocumentURL"

/// The identifier an app gives an activity it may delete later.
public typealias NSUserActivityPersistentIdentifier = String

/// What the person is doing in the app, as a value another device, Spotlight or Siri could continue: a type, a
/// title, the state in `userInfo`, and a web page to fall back on. UIKit also keeps a scene's state between launches
/// in one (`stateRestorationActivity`).
///
/// Difference from Apple: declared by UIKit (swift-corelibs-foundation has none); nothing leaves the app, so there is
/// no Handoff, search index or prediction: the eligibility flags are kept, and the current activity is only the app's.
open class NSUserActivity: NSObject {
    /// The activity's type, in reverse-DNS form, as the app's `NSUserActivityTypes` lists it.
    open private(set) var activityType: String
    /// The title shown for the activity.
    open var title: String?
    /// The state that lets the activity be continued.
    open var userInfo: [AnyHashable: Any]?
    /// The `userInfo` keys that must be present for the activity to be continued.
    open var requiredUserInfoKeys: Set<String>?
    /// Whether the state changed and the responders are to be asked for it again (`updateUserActivityState`).
    open var needsSave = false {
        didSet { if needsSave, !oldValue { UserActivityRegistry.shared.scheduleSave(self) } }
    }
    /// The web page showing the same thing, for a device without the app.
    open var webpageURL: URL?
    /// The page the activity came from.
    open var referrerURL: URL?
    /// When the activity stops being worth continuing.
    open var expirationDate: Date?
    /// Words to find the activity by.
    open var keywords: Set<String> = []
    /// Whether a continuing device may open streams back to this one.
    open var supportsContinuationStreams = false
    /// Hears that the activity is saved or continued.
    open weak var delegate: (any NSUserActivityDelegate)?
    /// The content the activity targets, which decides the scene it goes to.
    open var targetContentIdentifier: String?
    /// Whether another device may continue the activity.
    open var isEligibleForHandoff = true
    /// Whether the activity is added to the device's search index.
    open var isEligibleForSearch = false
    /// Whether the activity is offered to everyone's searches.
    open var isEligibleForPublicIndexing = false
    /// Whether the system may suggest the activity (Siri shortcuts).
    open var isEligibleForPrediction = false
    /// The identifier the app deletes the saved activity by.
    open var persistentIdentifier: NSUserActivityPersistentIdentifier?
    /// Whether `invalidate()` was called: the activity can no longer become current.
    private(set) var isInvalidated = false
    /// The responders whose `userActivity` this is, asked for its state when it saves.
    var owners = UserActivityOwners()

    /// An activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// An activity of the first type the app's Info.plist lists (deprecated in iOS 8's SDK, still compiled).
    override public convenience init() {
        let types = Bundle.main.object(forInfoDictionaryKey: "NSUserActivityTypes") as? [String]
        self.init(activityType: types?.first ?? "")
    }

    /// Adds `otherDictionary`'s entries to `userInfo`, replacing those of the same keys.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }

    /// Makes this the app's current activity (the one another device would be offered).
    open func becomeCurrent() {
        guard !isInvalidated else { return }
        UserActivityRegistry.shared.current = self
    }

    /// Stops this being the current activity, if it is.
    open func resignCurrent() {
        UserActivityRegistry.shared.resign(self)
    }

    /// Ends the activity for good: it resigns and can no longer become current.
    open func invalidate() {
        resignCurrent()
        isInvalidated = true
    }

    /// Deletes the saved activities of `persistentIdentifiers`: nothing is saved here, so `handler` runs at once.
    open class func deleteSavedUserActivities(withPersistentIdentifiers persistentIdentifiers: [NSUserActivityPersistentIdentifier],
                                              completionHandler handler: @escaping () -> Void) {
        handler()
    }

    /// Deletes all the app's saved activities: nothing is saved here, so `handler` runs at once.
    open class func deleteAllSavedUserActivities(completionHandler handler: @escaping () -> Void) {
        handler()
    }
}

/// Hears an activity saved, continued, or given streams by the device that continued it.
public protocol NSUserActivityDelegate: AnyObject {
    /// The activity is about to be saved: bring its state up to date.
    func userActivityWillSave(_ userActivity: NSUserActivity)
    /// Another device continued the activity.
    func userActivityWasContinued(_ userActivity: NSUserActivity)
    /// The continuing device opened streams back to this one.
    func userActivity(_ userActivity: NSUserActivity, didReceive inputStream: InputStream, outputStream: OutputStream)
}

extension NSUserActivityDelegate {
    public func userActivityWillSave(_ userActivity: NSUserActivity) {}
    public func userActivityWasContinued(_ userActivity: NSUserActivity) {}
    public func userActivity(_ userActivity: NSUserActivity, didReceive inputStream: InputStream, outputStream: OutputStream) {}
}
