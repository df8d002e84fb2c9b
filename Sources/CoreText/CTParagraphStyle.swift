import Foundation

/// A paragraph style made from Core Text settings: an `NSParagraphStyle`, so the text engine sets it as UIKit's.
public final class CTParagraphStyle: NSMutableParagraphStyle, @unchecked Sendable {}

/// The alignments of `CTParagraphStyleSpecifier.alignment`.
public enum CTTextAlignment: UInt8, Sendable {
    case left = 0, right = 1, center = 2, justified = 3, natural = 4

    /// UIKit's alignment of the same name.
    var textAlignment: NSTextAlignment {
        switch self {
        case .left: return .left
        case .right: return .right
        case .center: return .center
        case .justified: return .justified
        case .natural: return .natural
        }
    }
}

/// The line break modes of `CTParagraphStyleSpecifier.lineBreakMode`.
public enum CTLineBreakMode: UInt8, Sendable {
    case byWordWrapping = 0, byCharWrapping = 1, byClipping = 2, byTruncatingHead = 3, byTruncatingTail = 4, byTruncatingMiddle = 5
}

/// The writing directions of `CTParagraphStyleSpecifier.baseWritingDirection`.
public enum CTWritingDirection: Int8, Sendable {
    case natural = -1, leftToRight = 0, rightToLeft = 1
}

/// The settings a paragraph style is made of.
public enum CTParagraphStyleSpecifier: UInt32, Sendable {
    case alignment = 0, firstLineHeadIndent = 1, headIndent = 2, tailIndent = 3, tabStops = 4, defaultTabInterval = 5
    case lineBreakMode = 6, lineHeightMultiple = 7, maximumLineHeight = 8, minimumLineHeight = 9, lineSpacing = 10
    case paragraphSpacing = 11, paragraphSpacingBefore = 12, baseWritingDirection = 13, maximumLineSpacing = 14
    case minimumLineSpacing = 15, lineSpacingAdjustment = 16, lineBoundsOptions = 17, count = 18
}

/// One setting: which, and a pointer to its value (`CTTextAlignment`, `CTLineBreakMode`, `CTWritingDirection`, or
/// a `CGFloat`).
public struct CTParagraphStyleSetting {
    public var spec: CTParagraphStyleSpecifier
    public var valueSize: Int
    public var value: UnsafeRawPointer

    public init(spec: CTParagraphStyleSpecifier, valueSize: Int, value: UnsafeRawPointer) {
        self.spec = spec
        self.valueSize = valueSize
        self.value = value
    }
}

/// A paragraph style of `settingCount` settings (the defaults for the rest); a setting whose size does not match
/// its value's type is ignored.
public func CTParagraphStyleCreate(_ settings: UnsafePointer<CTParagraphStyleSetting>?, _ settingCount: Int) -> CTParagraphStyle {
    let style = CTParagraphStyle()
    for index in 0..<(settings == nil ? 0 : max(settingCount, 0)) {
        let setting = settings![index]
        func float() -> CGFloat? {
            setting.valueSize == MemoryLayout<CGFloat>.size ? setting.value.loadUnaligned(as: CGFloat.self) : nil
        }
        func byte() -> UInt8? { setting.valueSize == 1 ? setting.value.load(as: UInt8.self) : nil }
        switch setting.spec {
        case .alignment: if let value = byte().flatMap(CTTextAlignment.init(rawValue:)) { style.alignment = value.textAlignment }
        case .lineBreakMode:
            if let value = byte().flatMap({ NSLineBreakMode(rawValue: Int($0)) }) { style.lineBreakMode = value }
        case .baseWritingDirection:
            if let value = byte().flatMap({ CTWritingDirection(rawValue: Int8(bitPattern: $0)) }) {
                style.baseWritingDirection = NSWritingDirection(rawValue: Int(value.rawValue)) ?? .natural
            }
        case .firstLineHeadIndent: if let value = float() { style.firstLineHeadIndent = value }
        case .headIndent: if let value = float() { style.headIndent = value }
        case .tailIndent: if let value = float() { style.tailIndent = value }
        case .defaultTabInterval: if let value = float() { style.defaultTabInterval = value }
        case .lineHeightMultiple: if let value = float() { style.lineHeightMultiple = value }
        case .maximumLineHeight: if let value = float() { style.maximumLineHeight = value }
        case .minimumLineHeight: if let value = float() { style.minimumLineHeight = value }
        case .lineSpacing, .minimumLineSpacing, .lineSpacingAdjustment: if let value = float() { style.lineSpacing = value }
        case .paragraphSpacing: if let value = float() { style.paragraphSpacing = value }
        case .paragraphSpacingBefore: if let value = float() { style.paragraphSpacingBefore = value }
        case .tabStops, .maximumLineSpacing, .lineBoundsOptions, .count: break
        }
    }
    return style
}

/// Copies the value of one setting of `paragraphStyle` into `valueBuffer` (`valueBufferSize` bytes); false when the
/// buffer is the wrong size for it or the setting is not kept.
public func CTParagraphStyleGetValueForSpecifier(
    _ paragraphStyle: CTParagraphStyle, _ spec: CTParagraphStyleSpecifier, _ valueBufferSize: Int, _ valueBuffer: UnsafeMutableRawPointer
) -> Bool {
    func store(_ value: CGFloat) -> Bool {
        guard valueBufferSize == MemoryLayout<CGFloat>.size else { return false }
        valueBuffer.storeBytes(of: value, as: CGFloat.self)
        return true
    }
    func store(byte: UInt8) -> Bool {
        guard valueBufferSize == 1 else { return false }
        valueBuffer.storeBytes(of: byte, as: UInt8.self)
        return true
    }
    let style = paragraphStyle
    switch spec {
    case .alignment:
        let alignments: [NSTextAlignment: CTTextAlignment] = [.left: .left, .right: .right, .center: .center, .justified: .justified, .natural: .natural]
        return store(byte: (alignments[style.alignment] ?? .natural).rawValue)
    case .lineBreakMode: return store(byte: UInt8(style.lineBreakMode.rawValue))
    case .baseWritingDirection: return store(byte: UInt8(bitPattern: Int8(style.baseWritingDirection.rawValue)))
    case .firstLineHeadIndent: return store(style.firstLineHeadIndent)
    case .headIndent: return store(style.headIndent)
    case .tailIndent: return store(style.tailIndent)
    case .defaultTabInterval: return store(style.defaultTabInterval)
    case .lineHeightMultiple: return store(style.lineHeightMultiple)
    case .maximumLineHeight: return store(style.maximumLineHeight)
    case .minimumLineHeight: return store(style.minimumLineHeight)
    case .lineSpacing, .minimumLineSpacing, .lineSpacingAdjustment: return store(style.lineSpacing)
    case .paragraphSpacing: return store(style.paragraphSpacing)
    case .paragraphSpacingBefore: return store(style.paragraphSpacingBefore)
    case .tabStops, .maximumLineSpacing, .lineBoundsOptions, .count: return false
    }
}
