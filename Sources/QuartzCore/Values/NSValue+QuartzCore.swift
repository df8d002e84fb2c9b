import Foundation

/// The `NSValue` boxes translated Objective-C passes to animations (`[NSValue valueWithCGPoint:]`, …).
extension NSValue {
    /// The Objective-C type encodings of the boxes, to recognise them when unboxing.
    enum BoxEncoding {
        static let point = String(cString: NSValue(point: .zero).objCType)
        static let size = String(cString: NSValue(size: .zero).objCType)
        static let rect = String(cString: NSValue(rect: .zero).objCType)
        static let transform = "[16d]"
    }

    /// Boxes a point.
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// Boxes a size.
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// Boxes a rectangle.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// Boxes a transform (encoded as sixteen doubles, since Foundation on Linux cannot encode structs).
    public convenience init(caTransform3D transform: CATransform3D) {
        let entries = transform.entries.map { Double($0) }
        self.init(bytes: entries, objCType: BoxEncoding.transform)
    }

    var encoding: String { String(cString: objCType) }

    /// The boxed point, or `.zero` when the box holds something else.
    public var cgPointValue: CGPoint { encoding == BoxEncoding.point ? pointValue : .zero }

    /// The boxed size, or `.zero` when the box holds something else.
    public var cgSizeValue: CGSize { encoding == BoxEncoding.size ? sizeValue : .zero }

    /// The boxed rectangle, or `.zero` when the box holds something else.
    public var cgRectValue: CGRect { encoding == BoxEncoding.rect ? rectValue : .zero }

    /// The boxed transform, or the identity when the box holds something else.
    public var caTransform3DValue: CATransform3D {
        guard encoding == BoxEncoding.transform else { return CATransform3DIdentity }
        var entries = [Double](repeating: 0, count: 16)
        entries.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return CATransform3D(entries: entries.map { CGFloat($0) })
    }
}
