import Foundation

/// One attribute of one item (a view or a layout guide) with a coefficient: a term of a constraint's side.
struct LayoutTerm {
    /// The item, held through its handle (see `ObjectHandle`): a constraint does not keep its items.
    private let handle: ObjectHandle?
    let attribute: NSLayoutConstraint.Attribute
    var coefficient: CGFloat = 1

    var item: AnyObject? { handle?.object }

    /// No item and no attribute: the unused first term of an empty side (`LayoutTerms`).
    init() {
        handle = nil
        attribute = .notAnAttribute
    }

    @MainActor
    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute, coefficient: CGFloat = 1) {
        if let item { handle = LayoutTerm.handle(item) } else { handle = nil }
        self.attribute = attribute
        self.coefficient = coefficient
    }

    /// A view's or guide's own handle (found by a class cast), else a weak one.
    @MainActor
    static func handle(_ item: AnyObject) -> ObjectHandle {
        if let view = item as? UIView { return view.objectHandle }
        if let guide = item as? UILayoutGuide { return guide.objectHandle }
        return ObjectHandle(weak: item)
    }

    /// An item passed as `Any` as an object: views and guides by a cast (bridging every item through `as AnyObject`
    /// cost more than the rest of making a stack view's constraints).
    static func object(_ item: Any) -> AnyObject {
        if let view = item as? UIView { return view }
        if let guide = item as? UILayoutGuide { return guide }
        return item as AnyObject
    }

    /// A term for an item Auto Layout can place (a view or a guide), nil otherwise.
    @MainActor
    static func make(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> LayoutTerm? {
        guard item is UIView || item is UILayoutGuide, attribute != .notAnAttribute else { return nil }
        return LayoutTerm(item: item, attribute: attribute)
    }

    /// Why `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` cannot make a constraint, as iOS
    /// says it; nil when it can.
    @MainActor
    static func problem(first: AnyObject, _ attr1: NSLayoutConstraint.Attribute, second: AnyObject?,
                        _ attr2: NSLayoutConstraint.Attribute) -> String? {
        guard first is UIView || first is UILayoutGuide else { return "the first item \(type(of: first)) is neither a view nor a layout guide" }
        guard attr1 != .notAnAttribute else { return "the first attribute is notAnAttribute" }
        guard let second, attr2 != .notAnAttribute else {
            return attr1.isSize ? nil : "a constraint cannot be made between the \(attr1.name) attribute and a constant (only width and height can be)"
        }
        guard second is UIView || second is UILayoutGuide else { return "the second item \(type(of: second)) is neither a view nor a layout guide" }
        if attr1.isSize != attr2.isSize {
            return "a constraint cannot be made between a size attribute (\(attr1.isSize ? attr1.name : attr2.name)) and a location attribute"
        }
        if attr1.isHorizontal != attr2.isHorizontal { return "a constraint cannot relate a horizontal attribute to a vertical one (\(attr1.name), \(attr2.name))" }
        if !attr1.isSize, attr1.isLeadingTrailing != attr2.isLeadingTrailing, attr1.isLeftRight || attr2.isLeftRight {
            return "a constraint cannot be made between a leading/trailing attribute and a right/left attribute; use leading/trailing for both or neither"
        }
        return nil
    }

    @MainActor
    var description: String {
        let prefix = coefficient == 1 || coefficient == -1 ? "" : "\(NSLayoutConstraint.format(abs(coefficient)))*"
        guard let item else { return "\(prefix)(released).\(attribute.name)" }
        let name = (item as? UILayoutGuide).map { "UILayoutGuide:\(LayoutTerm.address($0)) '\($0.identifier)'" }
            ?? "\(type(of: item)):\(LayoutTerm.address(item))"
        return "\(prefix)\(name).\(attribute.name)"
    }

    /// An object's address as iOS prints it in descriptions.
    static func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }
}

extension NSLayoutConstraint.Attribute {
    var isLeadingTrailing: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    var isLeftRight: Bool {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: true
        default: false
        }
    }
}
