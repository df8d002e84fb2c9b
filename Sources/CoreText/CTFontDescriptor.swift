import Foundation

/// A description of a font by its attributes (name, family, size, traits), from which Core Text makes fonts.
public final class CTFontDescriptor: Hashable, @unchecked Sendable {
    /// The attributes, keyed by the `kCTFont…Attribute` names.
    let attributes: [String: Any]

    init(attributes: [String: Any]) { self.attributes = attributes }

    public static func == (lhs: CTFontDescriptor, rhs: CTFontDescriptor) -> Bool {
        NSDictionary(dictionary: lhs.attributes).isEqual(to: rhs.attributes)
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(attributes.count) }

    /// The font request the attributes make, at `size` (0: the attributes' size, else 12 points).
    func request(size: CGFloat) -> TextLayout.Font {
        let given = TextLayout.number(of: attributes[kCTFontSizeAttribute as String]) ?? 0
        let points = size > 0 && size.isFinite ? size : given > 0 ? given : defaultFontSize
        var request: TextLayout.Font
        if let name = attributes[kCTFontNameAttribute as String] as? String {
            request = TextLayout.Font(name: name, size: points)
        } else {
            request = TextLayout.Font(family: attributes[kCTFontFamilyNameAttribute as String] as? String ?? "Helvetica", size: points)
        }
        if let traits = attributes[kCTFontTraitsAttribute as String] as? [String: Any] {
            let symbolic = CTFontSymbolicTraits(rawValue: UInt32(TextLayout.number(of: traits[kCTFontSymbolicTrait as String]) ?? 0))
            if symbolic.contains(.traitBold) { request.weight = 700 }
            if symbolic.contains(.traitItalic) { request.italic = true }
            if let weight = TextLayout.number(of: traits[kCTFontWeightTrait as String]) {
                // Core Text's weights run from -1 to 1, 0 regular and 0.4 bold.
                request.weight = weight >= 0.3 ? 700 : weight >= 0.23 ? 600 : weight >= 0.2 ? 500 : weight <= -0.4 ? 300 : 400
            }
        }
        return request
    }
}

/// The font's name attribute (a PostScript name).
nonisolated(unsafe) public let kCTFontNameAttribute: CFString = "NSFontNameAttribute"
/// The font's family name attribute.
nonisolated(unsafe) public let kCTFontFamilyNameAttribute: CFString = "NSFontFamilyAttribute"
/// The font's point size attribute (a number).
nonisolated(unsafe) public let kCTFontSizeAttribute: CFString = "NSFontSizeAttribute"
/// The font's traits attribute: a dictionary of `kCTFontSymbolicTrait` and `kCTFontWeightTrait`.
nonisolated(unsafe) public let kCTFontTraitsAttribute: CFString = "NSCTFontTraitsAttribute"
/// In a traits dictionary, the `CTFontSymbolicTraits` raw value.
nonisolated(unsafe) public let kCTFontSymbolicTrait: CFString = "NSCTFontSymbolicTrait"
/// In a traits dictionary, the weight from -1 to 1 (0 regular).
nonisolated(unsafe) public let kCTFontWeightTrait: CFString = "NSCTFontWeightTrait"

/// A descriptor of the font `name` at `size`.
public func CTFontDescriptorCreateWithNameAndSize(_ name: CFString, _ size: CGFloat) -> CTFontDescriptor {
    CTFontDescriptor(attributes: [kCTFontNameAttribute as String: name as String, kCTFontSizeAttribute as String: NSNumber(value: Double(size))])
}

/// A descriptor of the attributes `attributes` (keyed by the `kCTFont…Attribute` names).
public func CTFontDescriptorCreateWithAttributes(_ attributes: CFDictionary) -> CTFontDescriptor {
    var copied: [String: Any] = [:]
    for (key, value) in attributes {
        if let key = key as? String ?? (key as? NSString).map({ $0 as String }) { copied[key] = value }
    }
    return CTFontDescriptor(attributes: copied)
}

/// The value of one attribute of `descriptor`, nil when it has none.
public func CTFontDescriptorCopyAttribute(_ descriptor: CTFontDescriptor, _ attribute: CFString) -> CFTypeRef? {
    descriptor.attributes[attribute as String].map { $0 as AnyObject }
}

/// All the attributes of `descriptor`.
public func CTFontDescriptorCopyAttributes(_ descriptor: CTFontDescriptor) -> CFDictionary {
    NSDictionary(dictionary: descriptor.attributes)
}

/// The descriptor of `font`: its PostScript name, family and size.
public func CTFontCopyFontDescriptor(_ font: CTFont) -> CTFontDescriptor {
    CTFontDescriptor(attributes: [
        kCTFontNameAttribute as String: font.face.postScriptName, kCTFontFamilyNameAttribute as String: font.face.request.family,
        kCTFontSizeAttribute as String: NSNumber(value: Double(font.face.size)),
    ])
}

/// The value of one attribute of `font`'s descriptor.
public func CTFontCopyAttribute(_ font: CTFont, _ attribute: CFString) -> CFTypeRef? {
    CTFontDescriptorCopyAttribute(CTFontCopyFontDescriptor(font), attribute)
}
