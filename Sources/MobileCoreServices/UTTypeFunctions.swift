import CoreGraphics
import Foundation
import UniformTypeIdentifiers

// The Uniform Type Identifier functions of MobileCoreServices, which iOS code before iOS 14 calls to turn a file
// extension into a MIME type and back; each answers what `UTType` answers.

/// The tag class of filename extensions (`"jpg"`).
nonisolated(unsafe) public let kUTTagClassFilenameExtension: CFString = "public.filename-extension"
/// The tag class of MIME types (`"image/jpeg"`).
nonisolated(unsafe) public let kUTTagClassMIMEType: CFString = "public.mime-type"
/// The tag class of pasteboard types (none here).
nonisolated(unsafe) public let kUTTagClassNSPboardType: CFString = "com.apple.nspboard-type"
/// The tag class of classic Mac OS type codes (none here).
nonisolated(unsafe) public let kUTTagClassOSType: CFString = "com.apple.ostype"

/// The identifier preferred for `inTag` of `inTagClass` (a dynamic one when no type declares it), among types
/// conforming to `inConformingToUTI` when given.
public func UTTypeCreatePreferredIdentifierForTag(_ inTagClass: CFString, _ inTag: CFString, _ inConformingToUTI: CFString?) -> Unmanaged<CFString>? {
    let supertype = inConformingToUTI.flatMap { UTType(String(describing: $0)) }
    guard let type = UTType(tag: String(describing: inTag), tagClass: UTTagClass(rawValue: String(describing: inTagClass)), conformingTo: supertype) else {
        return nil
    }
    return Unmanaged.passRetained(NSString(string: type.identifier))
}

/// Every identifier declared for `inTag` of `inTagClass`.
public func UTTypeCreateAllIdentifiersForTag(_ inTagClass: CFString, _ inTag: CFString, _ inConformingToUTI: CFString?) -> Unmanaged<CFArray>? {
    let supertype = inConformingToUTI.flatMap { UTType(String(describing: $0)) }
    let types = UTType.types(tag: String(describing: inTag), tagClass: UTTagClass(rawValue: String(describing: inTagClass)), conformingTo: supertype)
    return Unmanaged.passRetained(NSArray(array: types.map { NSString(string: $0.identifier) }))
}

/// The preferred tag of `inTagClass` of the type `inUTI` (its preferred extension or MIME type), if it has one.
public func UTTypeCopyPreferredTagWithClass(_ inUTI: CFString, _ inTagClass: CFString) -> Unmanaged<CFString>? {
    guard let tag = tags(of: inUTI, inTagClass).first else { return nil }
    return Unmanaged.passRetained(NSString(string: tag))
}

/// Every tag of `inTagClass` of the type `inUTI`.
public func UTTypeCopyAllTagsWithClass(_ inUTI: CFString, _ inTagClass: CFString) -> Unmanaged<CFArray>? {
    let all = tags(of: inUTI, inTagClass)
    guard !all.isEmpty else { return nil }
    return Unmanaged.passRetained(NSArray(array: all.map { NSString(string: $0) }))
}

/// Whether the type `inUTI` conforms to `inConformsToUTI` (every type conforms to itself).
public func UTTypeConformsTo(_ inUTI: CFString, _ inConformsToUTI: CFString) -> Bool {
    let identifier = String(describing: inUTI), other = String(describing: inConformsToUTI)
    guard identifier != other else { return true }
    guard let type = UTType(identifier), let supertype = UTType(other) else { return false }
    return type.conforms(to: supertype)
}

/// Whether two identifiers name the same type.
public func UTTypeEqual(_ inUTI1: CFString, _ inUTI2: CFString) -> Bool {
    String(describing: inUTI1).lowercased() == String(describing: inUTI2).lowercased()
}

/// The type's description for people ("JPEG image"), if it has one.
public func UTTypeCopyDescription(_ inUTI: CFString) -> Unmanaged<CFString>? {
    guard let description = UTType(String(describing: inUTI))?.localizedDescription else { return nil }
    return Unmanaged.passRetained(NSString(string: description))
}

/// Whether the type is declared (by the system table or the desktop's MIME database).
public func UTTypeIsDeclared(_ inUTI: CFString) -> Bool {
    UTType(String(describing: inUTI))?.isDeclared ?? false
}

/// Whether the identifier is a dynamic one, made for a tag no type declares.
public func UTTypeIsDynamic(_ inUTI: CFString) -> Bool {
    UTType(String(describing: inUTI))?.isDynamic ?? false
}

private func tags(of inUTI: CFString, _ inTagClass: CFString) -> [String] {
    UTType(String(describing: inUTI))?.tags[UTTagClass(rawValue: String(describing: inTagClass))] ?? []
}
