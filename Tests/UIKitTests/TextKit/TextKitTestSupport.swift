import Foundation
@testable import UIKit
import XCTest

/// Images and bitmaps the TextKit tests draw with.
@MainActor
enum TextKitSupport {
    /// A `size` square filled with `color`, at scale 1.
    static func square(_ color: UIColor, size: CGFloat = 16) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: size, height: size), format: format).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: size, height: size))
        }
    }

    /// `draw` run in a white bitmap of `size` at scale 1, as ARGB words.
    static func bitmap(_ size: CGSize, _ draw: () -> Void) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: size, format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(origin: .zero, size: size))
            draw()
        }
        return image.cgImage!
    }

    /// The storages of the stacks made, kept as the views showing them would keep them (a layout manager holds its
    /// storage weakly, as Apple's does).
    private static var kept: [NSTextStorage] = []

    /// A TextKit 1 stack laying `text` out in a container of `size` with `padding`.
    static func stack(_ text: NSAttributedString, size: CGSize, padding: CGFloat = 0) -> (NSTextStorage, NSLayoutManager, NSTextContainer) {
        let storage = NSTextStorage(attributedString: text)
        let manager = NSLayoutManager()
        let container = NSTextContainer(size: size)
        container.lineFragmentPadding = padding
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        kept.append(storage)
        return (storage, manager, container)
    }
}

extension CGImage {
    /// Whether the pixel at (x, y) is mostly `channel` ("r", "g" or "b") over the others.
    func isMostly(_ channel: Character, x: Int, y: Int) -> Bool {
        let p = pixel(x: x, y: y)
        let r = Int(p >> 16 & 0xFF), g = Int(p >> 8 & 0xFF), b = Int(p & 0xFF)
        switch channel {
        case "r": return r > 150 && g < 100 && b < 100
        case "g": return g > 120 && r < 100 && b < 100
        default: return b > 150 && r < 100 && g < 100
        }
    }
}
