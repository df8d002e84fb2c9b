import Foundation

/// Data offered in typed representations, loaded only when asked: what a drag item, the pasteboard or a share carries.
/// Representations are registered as data loaders per type identifier, or as objects that write themselves.
///
/// Difference from Apple: completion handlers run at once on the main thread, before the load call returns (data
/// lives in the app; nothing is read from another process).
@MainActor @preconcurrency
open class NSItemProvider {
    /// A registered representation: its type identifier and how its data is made; a file representation keeps how
    /// its file is found too, and whether the file may be opened where it is.
    struct Representation {
        let typeIdentifier: String
        let visibility: NSItemProviderRepresentationVisibility
        let load: (@escaping (Data?, Error?) -> Void) -> Progress?
        var loadFile: ((@escaping (URL?, Bool, Error?) -> Void) -> Progress?)? = nil
        var openInPlace = false
    }

    /// Why a load failed.
    public struct LoadError: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    private(set) var representations: [Representation] = []
    /// The name a receiver may give the data when it saves it.
    open var suggestedName: String?
    /// The size the data prefers to be shown at.
    open var preferredPresentationSize: CGSize = .zero

    public init() {}

    /// A provider with `object`'s representations.
    public convenience init(object: NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider holding `item` (a string, URL, image or data) under `typeIdentifier`.
    public convenience init(item: Any?, typeIdentifier: String?) {
        self.init()
        guard let item, let typeIdentifier else { return }
        if let data = ItemProviderTypes.data(of: item, as: typeIdentifier) {
            registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: .all) { completion in
                completion(data, nil)
                return nil
            }
        }
    }

    /// A provider of the file at `fileURL`, typed by its extension.
    public convenience init?(contentsOf fileURL: URL) {
        guard let data = try? Data(contentsOf: fileURL) else { return nil }
        self.init()
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
        registerDataRepresentation(forTypeIdentifier: ItemProviderTypes.identifier(forExtension: fileURL.pathExtension), visibility: .all) { completion in
            completion(data, nil)
            return nil
        }
    }

    /// The type identifiers of the representations, in the order they were registered (best first).
    open var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    open func registeredTypeIdentifiers(fileOptions: NSItemProviderFileOptions = []) -> [String] { registeredTypeIdentifiers }

    /// Whether a representation's type is or conforms to `typeIdentifier` (`public.png` conforms to `public.image`).
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representations.contains { ItemProviderTypes.conforms($0.typeIdentifier, to: typeIdentifier) }
    }

    open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = []) -> Bool {
        hasItemConformingToTypeIdentifier(typeIdentifier)
    }

    /// Registers a representation whose data `loadHandler` makes when asked.
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping (@escaping (Data?, Error?) -> Void) -> Progress?) {
        representations.append(Representation(typeIdentifier: typeIdentifier, visibility: visibility, load: loadHandler))
    }

    /// Registers a file representation: its data is read from the URL the handler gives, and a file load gets the
    /// file itself (opened in place when `fileOptions` has `.openInPlace` and the loader asks for it).
    open func registerFileRepresentation(forTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = [],
                                         visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping (@escaping (URL?, Bool, Error?) -> Void) -> Progress?) {
        let load: (@escaping (Data?, Error?) -> Void) -> Progress? = { completion in
            loadHandler { url, _, error in
                completion(url.flatMap { try? Data(contentsOf: $0) }, error)
            }
        }
        representations.append(Representation(typeIdentifier: typeIdentifier, visibility: visibility, load: load,
                                              loadFile: loadHandler, openInPlace: fileOptions.contains(.openInPlace)))
    }

    /// Registers each of `object`'s writable types.
    open func registerObject(_ object: NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        for type in Swift.type(of: object).writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: type, visibility: visibility) { completion in
                object.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: completion)
            }
        }
    }

    /// Registers the types `aClass` writes, with `loadHandler` making the object when one is asked for.
    open func registerObject(ofClass aClass: NSItemProviderWriting.Type, visibility: NSItemProviderRepresentationVisibility,
                             loadHandler: @escaping (@escaping (NSItemProviderWriting?, Error?) -> Void) -> Progress?) {
        for type in aClass.writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: type, visibility: visibility) { completion in
                loadHandler { object, error in
                    guard let object else { return completion(nil, error) }
                    _ = object.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: completion)
                }
            }
        }
    }

    /// Loads the data of the first representation conforming to `typeIdentifier`.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String, completionHandler: @escaping (Data?, Error?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representations.first(where: { ItemProviderTypes.conforms($0.typeIdentifier, to: typeIdentifier) }) else {
            completionHandler(nil, LoadError(description: "no representation conforms to \(typeIdentifier)"))
            return progress
        }
        _ = representation.load { data, error in
            progress.completedUnitCount = 1
            completionHandler(data, error)
        }
        return progress
    }

    /// Loads the data as a file: a copy of a file representation's file, or the data written to a temporary file,
    /// whose URL the handler gets.
    @discardableResult
    open func loadFileRepresentation(forTypeIdentifier typeIdentifier: String, completionHandler: @escaping (URL?, Error?) -> Void) -> Progress {
        loadFile(conformingTo: typeIdentifier, openInPlace: false) { url, _, error in completionHandler(url, error) }
    }

    /// Loads the data as a file opened in place where its representation allows it (the handler's flag says so),
    /// else as a copy.
    @discardableResult
    open func loadInPlaceFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                            completionHandler: @escaping (URL?, Bool, Error?) -> Void) -> Progress {
        loadFile(conformingTo: typeIdentifier, openInPlace: true, completionHandler: completionHandler)
    }

    /// Loads the first representation conforming to `typeIdentifier` as a file: a file representation's own file
    /// when it may be opened in place and `openInPlace` asks for it (the handler's flag then says so), else a copy of
    /// it or the data written to a temporary file named after `suggestedName`.
    func loadFile(conformingTo typeIdentifier: String, openInPlace: Bool, completionHandler: @escaping (URL?, Bool, Error?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representations.first(where: { ItemProviderTypes.conforms($0.typeIdentifier, to: typeIdentifier) }) else {
            completionHandler(nil, false, LoadError(description: "no representation conforms to \(typeIdentifier)"))
            return progress
        }
        let destination = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString, isDirectory: true)
            .appendingPathComponent(ItemProviderTypes.fileName(suggestedName, typeIdentifier: representation.typeIdentifier))
        let finish: (URL?, Bool, Error?) -> Void = { url, inPlace, error in
            progress.completedUnitCount = 1
            completionHandler(url, inPlace, error)
        }
        if let loadFile = representation.loadFile {
            _ = loadFile { url, _, error in
                guard let url else { return finish(nil, false, error) }
                if openInPlace, representation.openInPlace { return finish(url, true, nil) }
                do { finish(try ItemProviderTypes.copy(url, to: destination), false, nil) } catch { finish(nil, false, error) }
            }
        } else {
            _ = representation.load { data, error in
                guard let data else { return finish(nil, false, error) }
                do { finish(try ItemProviderTypes.write(data, to: destination), false, nil) } catch { finish(nil, false, error) }
            }
        }
        return progress
    }

    /// Whether an object of `aClass` can be made from a representation.
    open func canLoadObject(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains(where: hasItemConformingToTypeIdentifier)
    }

    /// Makes an object of `aClass` from the first representation it reads.
    @discardableResult
    open func loadObject(ofClass aClass: NSItemProviderReading.Type, completionHandler: @escaping (NSItemProviderReading?, Error?) -> Void) -> Progress {
        loadReadable(aClass.readableTypeIdentifiersForItemProvider, make: { try aClass.object(withItemProviderData: $0, typeIdentifier: $1) }, completionHandler: completionHandler)
    }

    /// Whether a value of `aClass` (String, URL) can be made from a representation.
    public func canLoadObject<T: ItemProviderBridgedValue>(ofClass aClass: T.Type) -> Bool {
        T.readableTypeIdentifiersForItemProvider.contains(where: hasItemConformingToTypeIdentifier)
    }

    /// Makes a value of `aClass` (String, URL) from the first representation it reads.
    @discardableResult
    public func loadObject<T: ItemProviderBridgedValue>(ofClass aClass: T.Type, completionHandler: @escaping (T?, Error?) -> Void) -> Progress {
        loadReadable(T.readableTypeIdentifiersForItemProvider, make: { try T.value(withItemProviderData: $0, typeIdentifier: $1) }, completionHandler: completionHandler)
    }

    /// Loads the representation of the first of `types` the provider has and makes the object from its data.
    private func loadReadable<T>(_ types: [String], make: @escaping (Data, String) throws -> T, completionHandler: @escaping (T?, Error?) -> Void) -> Progress {
        guard let type = types.first(where: hasItemConformingToTypeIdentifier) else {
            completionHandler(nil, LoadError(description: "no representation of \(types.joined(separator: ", "))"))
            return Progress(totalUnitCount: 1)
        }
        return loadDataRepresentation(forTypeIdentifier: type) { data, error in
            guard let data else { return completionHandler(nil, error) }
            do {
                completionHandler(try make(data, type), nil)
            } catch {
                completionHandler(nil, error)
            }
        }
    }
}

/// Who may see a representation.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    case all = 0, team = 1, group = 2, ownProcess = 3
}

/// How a file representation is offered.
public struct NSItemProviderFileOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let openInPlace = NSItemProviderFileOptions(rawValue: 1)
}

/// An object an item provider can carry: the types it writes, best first, and its data in each.
@MainActor @preconcurrency
public protocol NSItemProviderWriting: AnyObject {
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    var writableTypeIdentifiersForItemProvider: [String] { get }
    static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility
    func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility
    func loadData(withTypeIdentifier typeIdentifier: String, forItemProviderCompletionHandler completionHandler: @escaping (Data?, Error?) -> Void) -> Progress?
}

extension NSItemProviderWriting {
    public var writableTypeIdentifiersForItemProvider: [String] { Self.writableTypeIdentifiersForItemProvider }
    public static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility { .all }
    public func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility { .all }
}

/// An object an item provider can make: the types it reads, best first, and how it is made from data.
@MainActor @preconcurrency
public protocol NSItemProviderReading: AnyObject {
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// A value type an item provider carries as its Objective-C counterpart would (Swift's `String` and `URL`, which
/// iOS bridges to `NSString` and `NSURL`): the generic `loadObject(ofClass:)` and `canLoadObject(ofClass:)` take it.
@MainActor @preconcurrency
public protocol ItemProviderBridgedValue {
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    static func value(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
    /// The value's data in the first of `readableTypeIdentifiersForItemProvider`.
    var itemProviderData: Data { get }
}

extension NSItemProvider {
    /// A provider carrying a string or URL.
    public convenience init<T: ItemProviderBridgedValue>(object: T) {
        self.init()
        let data = object.itemProviderData
        for type in T.readableTypeIdentifiersForItemProvider.prefix(1) {
            registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { completion in
                completion(data, nil)
                return nil
            }
        }
    }
}
