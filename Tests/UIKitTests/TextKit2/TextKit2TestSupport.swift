import Foundation
@testable import UIKit
import XCTest

/// TextKit 2 stacks the tests lay text out with, and locations by offset.
@MainActor
enum TextKit2Support {
    static let font = UIFont.systemFont(ofSize: 15)

    /// A content storage of `text` laid out by a layout manager in a container `width` wide with `padding`.
    static func stack(_ text: NSAttributedString, width: CGFloat, padding: CGFloat = 0) -> (NSTextContentStorage, NSTextLayoutManager, NSTextContainer) {
        let content = NSTextContentStorage()
        let manager = NSTextLayoutManager()
        content.addTextLayoutManager(manager)
        let container = NSTextContainer(size: CGSize(width: width, height: 0))
        container.lineFragmentPadding = padding
        manager.textContainer = container
        content.textStorage?.setAttributedString(text)
        return (content, manager, container)
    }

    static func text(_ string: String) -> NSAttributedString {
        NSAttributedString(string: string, attributes: [.font: font])
    }
}

extension NSTextContentManager {
    /// The location `offset` units into the document.
    func at(_ offset: Int) -> any NSTextLocation {
        location(documentRange.location, offsetBy: offset)!
    }

    /// The range of the document from `start` to `end`.
    func range(_ start: Int, _ end: Int) -> NSTextRange {
        NSTextRange(location: at(start), end: at(end))!
    }

    /// The document offset of `location`.
    func offsetOf(_ location: any NSTextLocation) -> Int {
        offset(from: documentRange.location, to: location)
    }
}
