import Foundation

/// The string a collation selector names on an object: the stored property of that name (found by reflection, in
/// the object's class or its superclasses), or the object's own description for `description` and `self`.
enum CollationString {
    static func of(_ object: Any, selector: Selector) -> String {
        let name = selector.name
        if name == "self" || name == "description" { return String(describing: object) }
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children where child.label == name || child.label == "_\(name)" {
                if let string = text(of: child.value) { return string }
            }
            mirror = current.superclassMirror
        }
        UIApplication.fail("UILocalizedIndexedCollation: \(type(of: object)) has no stored string property `\(name)` for the collation string selector")
    }

    /// The string in a property's value, unwrapping optionals and property wrappers; nil when it holds none.
    private static func text(of value: Any) -> String? {
        switch value {
        case let string as String: return string
        case let string as NSString: return string as String
        case let string as Substring: return String(string)
        default:
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional { return mirror.children.first.map { text(of: $0.value) } ?? "" }
            if let wrapped = mirror.children.first(where: { $0.label == "wrappedValue" }) { return text(of: wrapped.value) }
            return nil
        }
    }
}
