import Foundation

extension CGImage {
    /// The image turned and flipped as `orientation` says its stored pixels are shown: an image stored on its side
    /// with orientation `.right` comes out upright, its width the stored height.
    package func applying(_ orientation: CGImagePropertyOrientation) -> CGImage {
        guard orientation != .up else { return self }
        let (w, h) = (width, height)
        let (outWidth, outHeight) = orientation.swapsSides ? (h, w) : (w, h)
        var words = [UInt32](repeating: 0, count: outWidth * outHeight)
        for dy in 0..<outHeight {
            for dx in 0..<outWidth {
                let (sx, sy): (Int, Int)
                switch orientation {
                case .up: (sx, sy) = (dx, dy)
                case .upMirrored: (sx, sy) = (w - 1 - dx, dy)
                case .down: (sx, sy) = (w - 1 - dx, h - 1 - dy)
                case .downMirrored: (sx, sy) = (dx, h - 1 - dy)
                case .leftMirrored: (sx, sy) = (dy, dx)
                case .right: (sx, sy) = (dy, h - 1 - dx)
                case .rightMirrored: (sx, sy) = (w - 1 - dy, h - 1 - dx)
                case .left: (sx, sy) = (w - 1 - dy, dx)
                }
                words[dy * outWidth + dx] = pixel(x: sx, y: sy)
            }
        }
        return CGImage(width: outWidth, height: outHeight, premultipliedARGB32: words) ?? self
    }

    /// The image drawn smoothly at `width`×`height` pixels.
    func scaled(width: Int, height: Int) -> CGImage {
        guard width != self.width || height != self.height,
              let context = CGContext(pixelWidth: width, pixelHeight: height, isOpaque: alphaInfo == .noneSkipFirst)
        else { return self }
        context.interpolationQuality = .high
        context.draw(self, in: CGRect(x: 0, y: 0, width: width, height: height))
        return context.makeImage() ?? self
    }

    /// The image scaled down so that its longer side has at most `side` pixels; itself when it fits.
    func fitting(in side: Int?) -> CGImage {
        guard let side, let (w, h) = CGImage.size(width: width, height: height, fittingIn: side) else { return self }
        return scaled(width: w, height: h)
    }
}
