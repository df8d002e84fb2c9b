import Foundation

/// Copied data for pasting: the general pasteboard (Ctrl+C, Ctrl+V) and named ones, holding items of typed
/// representations. Strings, URLs and PNG images have accessors of their own.
///
/// Difference from Apple: in a window on the desktop the general pasteboard is the Wayland clipboard, which carries
/// text and PNG images between programs; other representations stay within the app.
@MainActor @preconcurrency
open class UIPasteboard: NSObject {
    /// A pasteboard's name.
    public struct Name: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let general = Name("com.apple.UIKit.pboard.general")
        /// Difference from Apple: deprecated on iOS; here a pasteboard like any named one.
        public static let find = Name("com.apple.UIKit.pboard.find")
    }

    /// Options for `setItems(_:options:)`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let expirationDate = OptionsKey(rawValue: "com.apple.UIKit.pboard.expirationDate")
        public static let localOnly = OptionsKey(rawValue: "com.apple.UIKit.pboard.localOnly")
    }

    /// Type identifiers the typed accessors read and write.
    static let stringType = "public.utf8-plain-text"
    static let urlType = "public.url"
    static let pngType = "public.png"
    static let colorType = "com.apple.uikit.color"
    /// The string types a paste accepts, best first.
    static let stringTypes = [stringType, "public.plain-text", "public.text", "public.utf16-plain-text"]

    /// Posted when the items change; `userInfo` holds the added and removed types.
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")
    public static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"
    public static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"
    /// The type identifiers of the standard lists.
    public static let typeListString: [String] = stringTypes
    public static let typeListURL: [String] = [urlType]
    public static let typeListImage: [String] = [pngType, "public.jpeg", "public.image"]
    public static let typeListColor: [String] = [colorType]

    public let name: Name
    var store: any PasteboardStore
    /// Difference from Apple: stored only; pasteboards do not outlive the app.
    open var isPersistent = false

    init(name: Name, store: any PasteboardStore) {
        self.name = name
        self.store = store
        super.init()
        store.onExternalChange = { [weak self] in self?.postChanged(added: self?.types ?? [], removed: []) }
    }

    /// The pasteboard of copy and paste.
    open class var general: UIPasteboard {
        let state = UIKitContextState.current
        if let board = state.pasteboards[.general] { return board }
        let board = UIPasteboard(name: .general, store: state.generalPasteboardStore)
        state.pasteboards[.general] = board
        return board
    }

    /// The pasteboard named `pasteboardName`, made if `create` allows.
    open class func withName(_ pasteboardName: Name, create: Bool) -> UIPasteboard? {
        if pasteboardName == .general { return general }
        let state = UIKitContextState.current
        if let board = state.pasteboards[pasteboardName] { return board }
        guard create else { return nil }
        let board = UIPasteboard(name: pasteboardName, store: InProcessPasteboardStore())
        state.pasteboards[pasteboardName] = board
        return board
    }

    /// A new pasteboard with a unique name.
    open class func withUniqueName() -> UIPasteboard {
        withName(Name(UUID().uuidString), create: true)!
    }

    /// Forgets a named pasteboard.
    open class func remove(withName pasteboardName: Name) {
        UIKitContextState.current.pasteboards[pasteboardName] = nil
    }

    open var changeCount: Int { store.changeCount }

    // MARK: Items

    open var items: [[String: Any]] {
        get { store.items }
        set { replaceItems(newValue) }
    }

    open var numberOfItems: Int { store.items.count }

    open func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        replaceItems(items)
    }

    open func addItems(_ items: [[String: Any]]) {
        replaceItems(store.items + items)
    }

    /// The types of the first item.
    open var types: [String] { store.items.first.map { Array($0.keys).sorted() } ?? [] }

    open func types(forItemSet itemSet: IndexSet?) -> [[String]]? {
        let indexes = itemSet.map(Array.init) ?? Array(store.items.indices)
        guard indexes.allSatisfy({ store.items.indices.contains($0) }) else { return nil }
        return indexes.map { Array(store.items[$0].keys).sorted() }
    }

    open func contains(pasteboardTypes: [String]) -> Bool {
        store.items.contains { item in pasteboardTypes.contains { item[$0] != nil } }
    }

    open func contains(pasteboardTypes: [String], inItemSet itemSet: IndexSet?) -> Bool {
        let indexes = itemSet.map(Array.init) ?? Array(store.items.indices)
        return indexes.contains { index in store.items.indices.contains(index) && pasteboardTypes.contains { store.items[index][$0] != nil } }
    }

    open func itemSet(withPasteboardTypes pasteboardTypes: [String]) -> IndexSet? {
        let found = store.items.indices.filter { index in pasteboardTypes.contains { store.items[index][$0] != nil } }
        return found.isEmpty ? nil : IndexSet(found)
    }

    /// The first item's value of `pasteboardType`, as `Data` (strings as UTF-8).
    open func data(forPasteboardType pasteboardType: String) -> Data? {
        guard let value = store.items.first?[pasteboardType] else { return nil }
        return Self.data(of: value)
    }

    open func data(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Data]? {
        let indexes = itemSet.map(Array.init) ?? Array(store.items.indices)
        let found = indexes.compactMap { store.items.indices.contains($0) ? store.items[$0][pasteboardType].flatMap(Self.data) : nil }
        return found.isEmpty ? nil : found
    }

    open func value(forPasteboardType pasteboardType: String) -> Any? {
        store.items.first?[pasteboardType]
    }

    open func values(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Any]? {
        let indexes = itemSet.map(Array.init) ?? Array(store.items.indices)
        let found = indexes.compactMap { store.items.indices.contains($0) ? store.items[$0][pasteboardType] : nil }
        return found.isEmpty ? nil : found
    }

    open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        replaceItems([[pasteboardType: data]])
    }

    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        replaceItems([[pasteboardType: value]])
    }

    // MARK: Typed accessors

    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    open var strings: [String]? {
        get {
            let found = store.items.compactMap { item in Self.stringTypes.lazy.compactMap { item[$0].flatMap(Self.string(of:)) }.first }
            return found.isEmpty ? nil : found
        }
        set { replaceItems((newValue ?? []).map { [Self.stringType: $0] }) }
    }

    open var hasStrings: Bool { strings != nil }

    open var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }

    open var urls: [URL]? {
        get {
            let found = store.items.compactMap { item -> URL? in
                if let url = item[Self.urlType] as? URL { return url }
                return (item[Self.urlType]).flatMap(Self.string(of:)).flatMap(URL.init(string:))
            }
            return found.isEmpty ? nil : found
        }
        set { replaceItems((newValue ?? []).map { [Self.urlType: $0, Self.stringType: $0.absoluteString] }) }
    }

    open var hasURLs: Bool { urls != nil }

    /// The first image, kept as PNG.
    open var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }

    open var images: [UIImage]? {
        get {
            let found = store.items.compactMap { item -> UIImage? in
                if let image = item[Self.pngType] as? UIImage { return image }
                return (item[Self.pngType] as? Data).flatMap { UIImage(data: $0) }
            }
            return found.isEmpty ? nil : found
        }
        set { replaceItems((newValue ?? []).compactMap { image in image.pngData().map { [Self.pngType: $0] } }) }
    }

    open var hasImages: Bool { images != nil }

    open var color: UIColor? {
        get { colors?.first }
        set { colors = newValue.map { [$0] } }
    }

    open var colors: [UIColor]? {
        get {
            let found = store.items.compactMap { $0[Self.colorType] as? UIColor }
            return found.isEmpty ? nil : found
        }
        set { replaceItems((newValue ?? []).map { [Self.colorType: $0] }) }
    }

    open var hasColors: Bool { colors != nil }

    // MARK: Changing

    private func replaceItems(_ items: [[String: Any]]) {
        let before = Set(types)
        store.setItems(items)
        let after = Set(types)
        postChanged(added: Array(after.subtracting(before)).sorted(), removed: Array(before.subtracting(after)).sorted())
    }

    private func postChanged(added: [String], removed: [String]) {
        NotificationCenter.default.post(
            name: UIPasteboard.changedNotification, object: self,
            userInfo: [UIPasteboard.changedTypesAddedUserInfoKey: added, UIPasteboard.changedTypesRemovedUserInfoKey: removed])
    }

    private static func string(of value: Any) -> String? {
        switch value {
        case let string as String: return string
        case let string as NSString: return String(string)
        case let data as Data: return String(data: data, encoding: .utf8)
        case let url as URL: return url.absoluteString
        default: return nil
        }
    }

    static func data(of value: Any) -> Data? {
        switch value {
        case let data as Data: return data
        case let image as UIImage: return image.pngData()
        default: return string(of: value).map { Data($0.utf8) }
        }
    }
}
