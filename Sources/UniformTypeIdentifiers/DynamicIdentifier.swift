import Foundation

/// The identifiers of dynamic types, spelled so that the type can be made again from its identifier alone:
/// `dyn.fdo.<MIME type>` for a type of the shared-mime-info database, `dyn.tag.<tag class>.<tag>.<supertype>` for a
/// tag nothing declares. Each part keeps `a`–`z` and `0`–`9` and writes any other byte as `-` and two hex digits, so
/// `application/vnd.oasis.opendocument.text` is `application-2fvnd-2eoasis-2eopendocument-2etext`.
enum DynamicIdentifier {
    static let mimePrefix = "dyn.fdo."
    static let tagPrefix = "dyn.tag."

    /// The identifier of the shared-mime-info type `mimeType`.
    static func forMIMEType(_ mimeType: String) -> String {
        mimePrefix + escape(mimeType)
    }

    /// The identifier of the type with only `tag` of `tagClass`, conforming to `supertype`.
    static func forTag(_ tag: String, tagClass: UTTagClass, conformingTo supertype: UTType) -> String {
        tagPrefix + [tagClass.rawValue, tag, supertype.identifier].map(escape).joined(separator: ".")
    }

    /// The record a dynamic identifier (in lower case) stands for; nil when `key` is not one.
    static func record(for key: String) -> TypeRecord? {
        if key.hasPrefix(mimePrefix), let mimeType = unescape(key.dropFirst(mimePrefix.count)) {
            return SharedMimeDatabase.current.record(for: mimeType)
        }
        guard key.hasPrefix(tagPrefix) else { return nil }
        let parts = key.dropFirst(tagPrefix.count).split(separator: ".", omittingEmptySubsequences: false).map(unescape)
        guard parts.count == 3, let tagClass = parts[0], let tag = parts[1], let supertype = parts[2],
              !tag.isEmpty, UTType(supertype) != nil else { return nil }
        return TypeRecord(identifier: key, parents: [supertype], tags: [tagClass: [tag]], description: nil, origin: .dynamic)
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                result.append(Character(Unicode.Scalar(byte)))
            default:
                result += "-" + String(byte, radix: 16).leftPadded(to: 2)
            }
        }
        return result
    }

    static func unescape(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var index = text.utf8.startIndex
        let utf8 = text.utf8
        while index != utf8.endIndex {
            let byte = utf8[index]
            index = utf8.index(after: index)
            guard byte == UInt8(ascii: "-") else {
                bytes.append(byte)
                continue
            }
            guard let end = utf8.index(index, offsetBy: 2, limitedBy: utf8.endIndex),
                  let value = UInt8(String(decoding: utf8[index..<end], as: UTF8.self), radix: 16) else { return nil }
            bytes.append(value)
            index = end
        }
        return String(bytes: bytes, encoding: .utf8)
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
