import Foundation

extension CGColor {
    /// The colour's space: always sRGB, since every `CGColor` here stores sRGB components.
    public var colorSpace: CGColorSpace? { CGColorSpace.sRGBSpace }

    /// A colour from components in `colorSpace` (grey, alpha or red, green, blue, alpha), as Apple's initializer.
    ///
    /// Difference from Apple: grey components are stored as equal sRGB components, so `components` always has four entries.
    public convenience init?(colorSpace: CGColorSpace, components: UnsafePointer<CGFloat>) {
        switch colorSpace.model {
        case .monochrome:
            self.init(red: components[0], green: components[0], blue: components[0], alpha: components[1])
        case .rgb:
            self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        case .unknown:
            return nil
        }
    }

    /// Red, green, blue and alpha as doubles for cairo.
    var rgba: (r: Double, g: Double, b: Double, a: Double) {
        let c = components ?? [0, 0, 0, 1]
        return (Double(c[0]), Double(c[1]), Double(c[2]), Double(c[3]))
    }
}
