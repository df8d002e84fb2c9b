/// A value of the D-Bus type system, as messages carry it: the bridge builds replies and reads arguments as these,
/// so no code outside `DBusConnection` touches libdbus's iterators.
public indirect enum DBusValue: Hashable, Sendable {
    case byte(UInt8)
    case bool(Bool)
    case int16(Int16)
    case uint16(UInt16)
    case int32(Int32)
    case uint32(UInt32)
    case int64(Int64)
    case uint64(UInt64)
    case double(Double)
    case string(String)
    case objectPath(String)
    case signature(String)
    /// An array whose elements have the signature `element` (given, since an empty array still has one).
    case array(element: String, [DBusValue])
    case structure([DBusValue])
    case variant(DBusValue)
    /// A dictionary entry, the element of an `a{..}` array.
    case dictEntry(DBusValue, DBusValue)

    /// The value's type signature.
    public var signature: String {
        switch self {
        case .byte: "y"
        case .bool: "b"
        case .int16: "n"
        case .uint16: "q"
        case .int32: "i"
        case .uint32: "u"
        case .int64: "x"
        case .uint64: "t"
        case .double: "d"
        case .string: "s"
        case .objectPath: "o"
        case .signature: "g"
        case .array(let element, _): "a" + element
        case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
        case .variant: "v"
        case .dictEntry(let key, let value): "{" + key.signature + value.signature + "}"
        }
    }

    /// A string-to-string dictionary (`a{ss}`).
    public static func stringDictionary(_ pairs: [(String, String)]) -> DBusValue {
        .array(element: "{ss}", pairs.map { .dictEntry(.string($0.0), .string($0.1)) })
    }

    /// A string-to-variant dictionary (`a{sv}`).
    public static func variantDictionary(_ pairs: [(String, DBusValue)]) -> DBusValue {
        .array(element: "{sv}", pairs.map { .dictEntry(.string($0.0), .variant($0.1)) })
    }

    /// An object reference, `(so)`: a bus name and a path.
    public static func reference(_ bus: String, _ path: String) -> DBusValue {
        .structure([.string(bus), .objectPath(path)])
    }

    /// The string of a `s`, `o` or `g` value, looking through a variant.
    public var stringValue: String? {
        switch self {
        case .string(let text), .objectPath(let text), .signature(let text): text
        case .variant(let inner): inner.stringValue
        default: nil
        }
    }

    /// The number of any numeric value, looking through a variant.
    public var doubleValue: Double? {
        switch self {
        case .byte(let v): Double(v)
        case .int16(let v): Double(v)
        case .uint16(let v): Double(v)
        case .int32(let v): Double(v)
        case .uint32(let v): Double(v)
        case .int64(let v): Double(v)
        case .uint64(let v): Double(v)
        case .double(let v): v
        case .variant(let inner): inner.doubleValue
        default: nil
        }
    }

    /// The integer of any integral value, looking through a variant.
    public var intValue: Int? {
        switch self {
        case .byte(let v): Int(v)
        case .int16(let v): Int(v)
        case .uint16(let v): Int(v)
        case .int32(let v): Int(v)
        case .uint32(let v): Int(v)
        case .int64(let v): Int(v)
        case .uint64(let v): Int(exactly: v)
        case .variant(let inner): inner.intValue
        default: nil
        }
    }

    /// The truth of a `b` value, looking through a variant.
    public var boolValue: Bool? {
        switch self {
        case .bool(let v): v
        case .variant(let inner): inner.boolValue
        default: nil
        }
    }

    /// The fields of a structure, the elements of an array.
    public var elements: [DBusValue] {
        switch self {
        case .structure(let fields): fields
        case .array(_, let items): items
        case .variant(let inner): inner.elements
        default: []
        }
    }

    /// The key of a dictionary entry.
    public var dictKey: String? {
        if case .dictEntry(let key, _) = self { return key.stringValue }
        return nil
    }

    /// The value of a dictionary entry, looking through a variant.
    public var dictValue: DBusValue? {
        guard case .dictEntry(_, let value) = self else { return nil }
        if case .variant(let inner) = value { return inner }
        return value
    }
}
