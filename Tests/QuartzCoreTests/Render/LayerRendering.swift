import QuartzCore
import XCTest

/// A layer tree rendered offscreen, frame after frame, for pixel and damage tests.
@MainActor
final class LayerRendering {
    let compositor: Compositor
    let target: PixelSurface

    init(width: Int, height: Int, scale: CGFloat = 1) throws {
        compositor = Compositor(scale: scale)
        target = try XCTUnwrap(PixelSurface(width: Int(CGFloat(width) * scale), height: Int(CGFloat(height) * scale)))
    }

    /// Draws `layer` as it shows at the current media time into the buffer shown last frame.
    @discardableResult
    func render(_ layer: CALayer) -> Compositor.Frame {
        CATransaction.flush()
        return compositor.render(layer.renderSnapshot(), into: target, bufferAge: 1)
    }

    /// The last frame as an image.
    var image: CGImage {
        var words = [UInt32]()
        words.reserveCapacity(target.width * target.height)
        for y in 0..<target.height {
            for x in 0..<target.width { words.append(target.pixel(x: x, y: y)) }
        }
        return CGImage(width: target.width, height: target.height, premultipliedARGB32: words)!
    }

    func pixel(_ x: Int, _ y: Int) -> UInt32 { target.pixel(x: x, y: y) }
}

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

/// Runs `body` in a transaction without implicit animations: test scenes start where they are set.
@MainActor
func withoutActions<T>(_ body: () throws -> T) rethrows -> T {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    defer { CATransaction.commit() }
    return try body()
}
