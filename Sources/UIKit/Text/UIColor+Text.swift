import QuartzCore

/// Colours in attributed strings (`.foregroundColor` and the others) are `UIColor`s, which the text engine paints.
extension UIColor: TextLayoutColorConvertible {
    public var textLayoutColor: CGColor { cgColor }
}
