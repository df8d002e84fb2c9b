import Foundation

/// What a content manager gives the layout managers: the document's range, its elements in order, and edits by
/// elements.
@MainActor @preconcurrency
public protocol NSTextElementProvider: AnyObject {
    var documentRange: NSTextRange { get }
    /// Calls `block` with each element from the one holding `textLocation` (nil: the document's start, or its end
    /// when reversed) until it returns false; returns where the enumeration ended.
    @discardableResult
    func enumerateTextElements(from textLocation: (any NSTextLocation)?, options: NSTextContentManager.EnumerationOptions, using block: (NSTextElement) -> Bool) -> (any NSTextLocation)?
    func replaceContents(in range: NSTextRange, with textElements: [NSTextElement]?)
    func synchronizeToBackingStore(_ completionHandler: ((Error?) -> Void)?)
    /// The location `offset` units from `location`, nil when outside the document.
    func location(_ location: any NSTextLocation, offsetBy offset: Int) -> (any NSTextLocation)?
    /// The units from one location to the other (negative when `to` comes first).
    func offset(from: any NSTextLocation, to: any NSTextLocation) -> Int
    /// `textRange` widened to whole characters (composed sequences), as an edit or selection should take it.
    func adjustedRange(from textRange: NSTextRange, forEditingTextSelection: Bool) -> NSTextRange?
}

extension NSTextElementProvider {
    public func location(_ location: any NSTextLocation, offsetBy offset: Int) -> (any NSTextLocation)? {
        TextOffsetLocation.moving(location, by: offset)
    }

    public func offset(from: any NSTextLocation, to: any NSTextLocation) -> Int {
        TextOffsetLocation.distance(from: from, to: to)
    }

    public func adjustedRange(from textRange: NSTextRange, forEditingTextSelection: Bool) -> NSTextRange? { nil }
}
