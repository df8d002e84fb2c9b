import Foundation

/// UIKit's string forms of geometry values (`"{{0, 0}, {10, 20}}"`), the functions older code logs and stores them with;
/// the same text as `NSCoder.string(for:)`.
public func NSStringFromCGPoint(_ point: CGPoint) -> String { NSCoder.string(for: point) }
/// The string form of a size, `"{w, h}"`.
public func NSStringFromCGSize(_ size: CGSize) -> String { NSCoder.string(for: size) }
/// The string form of a rectangle, `"{{x, y}, {w, h}}"`.
public func NSStringFromCGRect(_ rect: CGRect) -> String { NSCoder.string(for: rect) }
/// The string form of a transform, `"[a, b, c, d, tx, ty]"`.
public func NSStringFromCGAffineTransform(_ transform: CGAffineTransform) -> String { NSCoder.string(for: transform) }
/// The string form of edge insets, `"{top, left, bottom, right}"`.
public func NSStringFromUIEdgeInsets(_ insets: UIEdgeInsets) -> String { NSCoder.string(for: insets) }
/// The string form of an offset, `"{horizontal, vertical}"`.
public func NSStringFromUIOffset(_ offset: UIOffset) -> String { NSCoder.string(for: offset) }
/// The point a `NSStringFromCGPoint` string describes (zero for text it cannot read).
public func CGPointFromString(_ string: String) -> CGPoint { NSCoder.cgPoint(for: string) }
/// The size a `NSStringFromCGSize` string describes.
public func CGSizeFromString(_ string: String) -> CGSize { NSCoder.cgSize(for: string) }
/// The rectangle a `NSStringFromCGRect` string describes.
public func CGRectFromString(_ string: String) -> CGRect { NSCoder.cgRect(for: string) }
/// The transform a `NSStringFromCGAffineTransform` string describes.
public func CGAffineTransformFromString(_ string: String) -> CGAffineTransform { NSCoder.cgAffineTransform(for: string) }
/// The insets a `NSStringFromUIEdgeInsets` string describes.
public func UIEdgeInsetsFromString(_ string: String) -> UIEdgeInsets { NSCoder.uiEdgeInsets(for: string) }
/// The offset a `NSStringFromUIOffset` string describes.
public func UIOffsetFromString(_ string: String) -> UIOffset { NSCoder.uiOffset(for: string) }
