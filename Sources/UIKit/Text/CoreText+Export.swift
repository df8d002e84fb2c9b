// UIKit code calls Core Text (`CTFontCreateWithName`, `CTLineDraw`) with `import UIKit` alone, as on iOS, where
// UIKit's text headers bring the Core Text framework with them.
@_exported import CoreText

/// The Core Text alignment of a UIKit alignment.
public func NSTextAlignmentToCTTextAlignment(_ nsTextAlignment: NSTextAlignment) -> CTTextAlignment {
    switch nsTextAlignment {
    case .left: return .left
    case .right: return .right
    case .center: return .center
    case .justified: return .justified
    case .natural: return .natural
    }
}

/// The UIKit alignment of a Core Text alignment.
public func NSTextAlignmentFromCTTextAlignment(_ ctTextAlignment: CTTextAlignment) -> NSTextAlignment {
    switch ctTextAlignment {
    case .left: return .left
    case .right: return .right
    case .center: return .center
    case .justified: return .justified
    case .natural: return .natural
    }
}
