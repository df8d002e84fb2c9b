import Foundation

/// A font at a size, as Core Text hands it around: one face pango sets text in, its glyphs the face's own indices.
///
/// An attributed string's `kCTFontAttributeName` (UIKit's `.font`) may hold one, and the text engine sets it as it
/// sets a `UIFont` of the same face and size.
///
/// Difference from Apple: not toll-free bridged with `UIFont`; make one from the other through their names
/// (`CTFontCreateWithName(font.fontName as CFString, font.pointSize, nil)`).
public final class CTFont: Hashable, CustomStringConvertible, TextLayoutFontConvertible, @unchecked Sendable {
    /// The face and size.
    let face: GlyphFont
    /// The matrix the font was made with (identity when none).
    let matrix: CGAffineTransform

    init(face: GlyphFont, matrix: CGAffineTransform = .identity) {
        self.face = face
        self.matrix = matrix
    }

    /// The font fontconfig picks for `request`, or Helvetica's stand-in when it picks none.
    convenience init(request: TextLayout.Font, matrix: CGAffineTransform = .identity) {
        self.init(face: GlyphFont(request) ?? GlyphFont(TextLayout.defaultFont)!, matrix: matrix)
    }

    public var textLayoutFont: TextLayout.Font { face.request }

    public static func == (lhs: CTFont, rhs: CTFont) -> Bool { lhs.face == rhs.face && lhs.matrix == rhs.matrix }
    public func hash(into hasher: inout Hasher) { hasher.combine(face) }

    public var description: String { "<CTFont \(face.postScriptName) \(face.size)pt>" }
}

/// The size a font takes when the size asked for is 0 or less, as Core Text's.
let defaultFontSize: CGFloat = 12

/// The font named `name` (a PostScript name such as `Helvetica-Bold`, or a family) at `size` (0: 12 points).
public func CTFontCreateWithName(_ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    let points = size > 0 && size.isFinite ? size : defaultFontSize
    return CTFont(request: TextLayout.Font(name: name as String, size: points), matrix: matrix?.pointee ?? .identity)
}

/// The font `descriptor` describes, at `size` (0: the descriptor's size, else 12 points).
public func CTFontCreateWithFontDescriptor(_ descriptor: CTFontDescriptor, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    CTFont(request: descriptor.request(size: size), matrix: matrix?.pointee ?? .identity)
}

/// The font named `name` at `size`, as `CTFontCreateWithName` (the options only tune Apple's font lookup).
public func CTFontCreateWithNameAndOptions(
    _ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?, _ options: CTFontOptions
) -> CTFont {
    CTFontCreateWithName(name, size, matrix)
}

/// Options of Core Text's font lookup; none changes what is found here.
public struct CTFontOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let preventAutoActivation = CTFontOptions(rawValue: 1 << 0)
    public static let preventAutoDownload = CTFontOptions(rawValue: 1 << 1)
    public static let preferSystemFont = CTFontOptions(rawValue: 1 << 2)
}

/// A copy of `font` at `size` (0: the same size).
public func CTFontCreateCopyWithAttributes(
    _ font: CTFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?, _ attributes: CTFontDescriptor?
) -> CTFont {
    var request = attributes.map { $0.request(size: size > 0 ? size : font.face.size) } ?? font.face.request
    if size > 0, size.isFinite { request.size = size }
    return CTFont(request: request, matrix: matrix?.pointee ?? font.matrix)
}

/// A copy of `font` in the family `family`, at `size` (0: the same size); nil when fontconfig knows no such family.
public func CTFontCreateCopyWithFamily(
    _ font: CTFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?, _ family: CFString
) -> CTFont? {
    guard !TextLayout.Font.faceNames(ofFamily: family as String).isEmpty else { return nil }
    var request = font.face.request
    request.family = family as String
    if size > 0, size.isFinite { request.size = size }
    return CTFont(request: request, matrix: matrix?.pointee ?? font.matrix)
}

/// The user-interface fonts Core Text names.
public enum CTFontUIFontType: UInt32, Sendable {
    case none = 4294967295
    case user = 0, userFixedPitch = 1, system = 2, emphasizedSystem = 3, smallSystem = 4, smallEmphasizedSystem = 5
    case miniSystem = 6, miniEmphasizedSystem = 7, views = 8, application = 9, label = 10, menuTitle = 11, menuItem = 12
    case menuItemMark = 13, menuItemCmdKey = 14, windowTitle = 15, pushButton = 16, utilityWindowTitle = 17
    case alertHeader = 18, systemDetail = 19, emphasizedSystemDetail = 20, toolbar = 21, smallToolbar = 22
    case message = 23, palette = 24, toolTip = 25, controlContent = 26
}

/// The font the interface uses for `uiType`, at `size` (0: that font's usual size).
public func CTFontCreateUIFontForLanguage(_ uiType: CTFontUIFontType, _ size: CGFloat, _ language: CFString?) -> CTFont? {
    guard uiType != .none else { return nil }
    let bold: Set<CTFontUIFontType> = [.emphasizedSystem, .smallEmphasizedSystem, .miniEmphasizedSystem, .emphasizedSystemDetail, .alertHeader, .windowTitle]
    let usual: CGFloat = [.smallSystem, .smallEmphasizedSystem, .smallToolbar, .toolTip].contains(uiType) ? 11 : [.miniSystem, .miniEmphasizedSystem].contains(uiType) ? 9 : 13
    let family = uiType == .userFixedPitch ? "monospace" : "system-ui"
    let points = size > 0 && size.isFinite ? size : usual
    return CTFont(request: TextLayout.Font(family: family, size: points, weight: bold.contains(uiType) ? 700 : 400))
}
