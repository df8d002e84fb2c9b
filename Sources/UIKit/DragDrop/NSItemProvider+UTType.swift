import Foundation
import UniformTypeIdentifiers

/// Item providers with content types as `UTType` values (iOS 16): the same representations as the string-typed
/// members, registered and loaded by type.
extension NSItemProvider {
    /// A provider of the file at `fileURL` as `contentType` (the extension's type when nil), named after the file.
    ///
    /// Difference from Apple: `coordinated` is ignored (there is no file coordination on Linux).
    public convenience init(contentsOf fileURL: URL, contentType: UTType?, openInPlace: Bool = false, coordinated: Bool = false,
                            visibility: NSItemProviderRepresentationVisibility = .all) {
        self.init()
        suggestedName = fileURL.lastPathComponent
        let type = contentType ?? UTType(filenameExtension: fileURL.pathExtension) ?? .data
        registerFileRepresentation(for: type, visibility: visibility, openInPlace: openInPlace) { completion in
            completion(fileURL, openInPlace, nil)
            return nil
        }
    }

    /// The representations' types, in the order they were registered (best first).
    public var registeredContentTypes: [UTType] { registeredTypeIdentifiers.compactMap { UTType($0) } }

    /// The types of the file representations that may be opened in place.
    public var registeredContentTypesForOpenInPlace: [UTType] {
        representations.filter(\.openInPlace).compactMap { UTType($0.typeIdentifier) }
    }

    /// The registered types that conform to `contentType`, in registration order.
    public func registeredContentTypes(conformingTo contentType: UTType) -> [UTType] {
        registeredContentTypes.filter { $0.conforms(to: contentType) }
    }

    /// Registers a representation of `contentType` whose data `loadHandler` makes when asked.
    public func registerDataRepresentation(for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all,
                                           loadHandler: @escaping (@escaping (Data?, Error?) -> Void) -> Progress?) {
        registerDataRepresentation(forTypeIdentifier: contentType.identifier, visibility: visibility, loadHandler: loadHandler)
    }

    /// Registers a file representation of `contentType` whose file `loadHandler` gives when asked.
    public func registerFileRepresentation(for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all,
                                           openInPlace: Bool = false,
                                           loadHandler: @escaping (@escaping (URL?, Bool, Error?) -> Void) -> Progress?) {
        registerFileRepresentation(forTypeIdentifier: contentType.identifier, fileOptions: openInPlace ? .openInPlace : [],
                                   visibility: visibility, loadHandler: loadHandler)
    }

    /// Loads the data of the first representation conforming to `contentType`.
    @discardableResult
    public func loadDataRepresentation(for contentType: UTType, completionHandler: @escaping (Data?, Error?) -> Void) -> Progress {
        loadDataRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
    }

    /// Loads the first representation conforming to `contentType` as a file: the file itself when it may be opened in
    /// place and `openInPlace` asks for it (the handler's flag says so), else a copy named after `suggestedName`.
    @discardableResult
    public func loadFileRepresentation(for contentType: UTType, openInPlace: Bool = false,
                                       completionHandler: @escaping (URL?, Bool, Error?) -> Void) -> Progress {
        loadFile(conformingTo: contentType.identifier, openInPlace: openInPlace, completionHandler: completionHandler)
    }
}
