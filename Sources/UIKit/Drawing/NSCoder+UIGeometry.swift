import Foundation
import QuartzCore

/// The geometry coding UIKit adds to `NSCoder`: points, sizes and rectangles through Foundation's own
/// `encode(_:forKey:)`, the other values as the string `NSCoder.string(for:)` gives (`"{1, 2}"`), as on iOS, and read
/// back from it; a missing key reads as zero.
extension NSCoder {
    public func encode(_ transform: CGAffineTransform, forKey key: String) { encode(NSCoder.string(for: transform), forKey: key) }
    public func encode(_ insets: UIEdgeInsets, forKey key: String) { encode(NSCoder.string(for: insets), forKey: key) }
    public func encode(_ offset: UIOffset, forKey key: String) { encode(NSCoder.string(for: offset), forKey: key) }

    public func cgPoint(forKey key: String) -> CGPoint { containsValue(forKey: key) ? decodePoint(forKey: key) : .zero }
    public func cgSize(forKey key: String) -> CGSize { containsValue(forKey: key) ? decodeSize(forKey: key) : .zero }
    public func cgRect(forKey key: String) -> CGRect { containsValue(forKey: key) ? decodeRect(forKey: key) : .zero }
    public func cgAffineTransform(forKey key: String) -> CGAffineTransform { NSCoder.cgAffineTransform(for: codedString(forKey: key)) }
    public func uiEdgeInsets(forKey key: String) -> UIEdgeInsets { NSCoder.uiEdgeInsets(for: codedString(forKey: key)) }
    public func uiOffset(forKey key: String) -> UIOffset { NSCoder.uiOffset(for: codedString(forKey: key)) }

    private func codedString(forKey key: String) -> String {
        containsValue(forKey: key) ? (decodeObject(forKey: key) as? String) ?? "" : ""
    }

    public class func string(for point: CGPoint) -> String { braces(point.x, point.y) }
    public class func string(for size: CGSize) -> String { braces(size.width, size.height) }
    public class func string(for rect: CGRect) -> String { "{\(string(for: rect.origin)), \(string(for: rect.size))}" }
    public class func string(for transform: CGAffineTransform) -> String {
        braces(transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty)
    }
    public class func string(for insets: UIEdgeInsets) -> String { braces(insets.top, insets.left, insets.bottom, insets.right) }
    public class func string(for offset: UIOffset) -> String { braces(offset.horizontal, offset.vertical) }

    public class func cgPoint(for string: String) -> CGPoint {
        let n = numbers(in: string, count: 2)
        return CGPoint(x: n[0], y: n[1])
    }

    public class func cgSize(for string: String) -> CGSize {
        let n = numbers(in: string, count: 2)
        return CGSize(width: n[0], height: n[1])
    }

    public class func cgRect(for string: String) -> CGRect {
        let n = numbers(in: string, count: 4)
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    public class func cgAffineTransform(for string: String) -> CGAffineTransform {
        let n = numbers(in: string, count: 6)
        return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }

    public class func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        let n = numbers(in: string, count: 4)
        return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }

    public class func uiOffset(for string: String) -> UIOffset {
        let n = numbers(in: string, count: 2)
        return UIOffset(horizontal: n[0], vertical: n[1])
    }

    private class func braces(_ values: CGFloat...) -> String {
        "{" + values.map { value in value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))" }
            .joined(separator: ", ") + "}"
    }

    /// The first `count` numbers of `string`, zeros for those missing (as UIKit reads a malformed string).
    private class func numbers(in string: String, count: Int) -> [CGFloat] {
        let parts = string.split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0) }.map { CGFloat($0) }
        return (0..<count).map { $0 < parts.count ? parts[$0] : 0 }
    }
}
