import QuartzCore
import XCTest

/// Test images drawn with Core Graphics.
enum TestImages {
    /// A `width`×`height` image of vertical stripes, `stripe` pixels wide, in turn orange and blue.
    static func stripes(width: Int, height: Int, stripe: Int) -> CGImage {
        let context = CGContext(pixelWidth: width, pixelHeight: height)!
        for x in stride(from: 0, to: width, by: stripe) {
            let orange = (x / stripe) % 2 == 0
            context.setFillColor(red: orange ? 1 : 0.1, green: orange ? 0.55 : 0.3, blue: orange ? 0 : 0.9, alpha: 1)
            context.fill(CGRect(x: x, y: 0, width: stripe, height: height))
        }
        return context.makeImage()!
    }

    /// A square root layer of `size` points with a white background.
    @MainActor
    static func whiteRoot(width: CGFloat, height: CGFloat) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        root.backgroundColor = .white
        return root
    }
}

extension UInt32 {
    /// The alpha byte of a premultiplied ARGB word.
    var alpha: UInt32 { self >> 24 }
}
