import Foundation
@testable import QuartzCore

/// What the backdrop tests blur: red and blue bars on white with a dark square at `squareX`, 300×200 pixels.
enum BackdropTestScene {
    static let size = (width: 300, height: 200)

    static func bars(squareX: CGFloat) -> RenderLayer {
        var root = RenderLayer(id: 1, frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        root.visual.backgroundColor = PremultipliedColor(red: 1, green: 1, blue: 1, alpha: 1)
        root.visual.isOpaque = true
        for index in 0..<10 {
            var bar = RenderLayer(id: UInt64(10 + index), frame: CGRect(x: CGFloat(index) * 30, y: 0, width: 15, height: 200))
            bar.visual.backgroundColor = index % 2 == 0
                ? PremultipliedColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 1) : PremultipliedColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1)
            root.sublayers.append(bar)
        }
        var square = RenderLayer(id: 30, frame: CGRect(x: squareX, y: 70, width: 24, height: 24))
        square.visual.backgroundColor = PremultipliedColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
        root.sublayers.append(square)
        return root
    }

    /// A copy of a target's pixels, for a reference picture.
    static func image(of surface: PixelSurface) -> CGImage {
        var words: [UInt32] = []
        for y in 0..<surface.height {
            for x in 0..<surface.width { words.append(surface.pixel(x: x, y: y)) }
        }
        return CGImage(width: surface.width, height: surface.height, premultipliedARGB32: words)!
    }
}
