import Foundation

/// What a content manager asks its delegate: the element at a location (to give one of the app's own), and whether
/// to hand out an element (to hide it).
@MainActor @preconcurrency
public protocol NSTextContentManagerDelegate: AnyObject {
    func textContentManager(_ textContentManager: NSTextContentManager, textElementAt location: any NSTextLocation) -> NSTextElement?
    func textContentManager(_ textContentManager: NSTextContentManager, shouldEnumerate textElement: NSTextElement, options: NSTextContentManager.EnumerationOptions) -> Bool
}

extension NSTextContentManagerDelegate {
    public func textContentManager(_ textContentManager: NSTextContentManager, textElementAt location: any NSTextLocation) -> NSTextElement? { nil }
    public func textContentManager(_ textContentManager: NSTextContentManager, shouldEnumerate textElement: NSTextElement, options: NSTextContentManager.EnumerationOptions) -> Bool { true }
}

/// What a content storage asks its delegate besides: the paragraph for a range of its text storage (one with
/// attributes changed for display, say), nil for the storage's own.
@MainActor @preconcurrency
public protocol NSTextContentStorageDelegate: NSTextContentManagerDelegate {
    func textContentStorage(_ textContentStorage: NSTextContentStorage, textParagraphWith range: NSRange) -> NSTextParagraph?
}

extension NSTextContentStorageDelegate {
    public func textContentStorage(_ textContentStorage: NSTextContentStorage, textParagraphWith range: NSRange) -> NSTextParagraph? { nil }
}
