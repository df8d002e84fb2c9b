import Foundation

extension CGImage {
    /// Decodes PNG bytes, as Apple's initializer; nil on any failure (`CGImage.load(imageData:name:)` throws the reason).
    ///
    /// `decode`, `shouldInterpolate` and `intent` are accepted for source compatibility and ignored.
    public convenience init?(
        pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
        intent: CGColorRenderingIntent
    ) {
        guard let data = source.data, data.starts(with: [0x89, 0x50, 0x4E, 0x47]),
            let image = try? CGImage.load(imageData: data, name: source.name)
        else { return nil }
        self.init(copying: image)
    }

    /// Decodes JPEG bytes, as Apple's initializer; nil on any failure.
    public convenience init?(
        jpegDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
        intent: CGColorRenderingIntent
    ) {
        guard let data = source.data, data.starts(with: [0xFF, 0xD8]),
            let image = try? CGImage.load(imageData: data, name: source.name)
        else { return nil }
        self.init(copying: image)
    }

    /// An image from raw 8-bit RGB pixels with alpha first or last, either byte order, premultiplied or not (converted to premultiplied ARGB32).
    ///
    /// Difference from Apple: other layouts (grey, 16-bit, float, 24-bit RGB, masks) return nil; `decode`,
    /// `shouldInterpolate` and `intent` are ignored. As on Apple platforms, the default byte order is big-endian.
    public convenience init?(
        width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int, space: CGColorSpace,
        bitmapInfo: CGBitmapInfo, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
        intent: CGColorRenderingIntent
    ) {
        let order = bitmapInfo.intersection(.byteOrderMask)
        guard width > 0, height > 0, CGImage.sizeIsAllowed(width: width, height: height),
            bitsPerComponent == 8, bitsPerPixel == 32, bytesPerRow >= width * 4, space.model == .rgb,
            !bitmapInfo.contains(.floatComponents),
            order == .byteOrderDefault || order == .byteOrder32Little || order == .byteOrder32Big,
            let alpha = bitmapInfo.alphaInfo, alpha != .none, alpha != .alphaOnly,
            let data = provider.data, data.count >= bytesPerRow * (height - 1) + width * 4
        else { return nil }
        let little = order == .byteOrder32Little
        let alphaFirst = alpha == .premultipliedFirst || alpha == .first || alpha == .noneSkipFirst
        let opaque = alpha == .noneSkipFirst || alpha == .noneSkipLast
        let premultiplied = alpha == .premultipliedFirst || alpha == .premultipliedLast
        self.init(width: width, height: height, isOpaque: opaque) { row, out in
            data.withUnsafeBytes { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                for x in 0..<width {
                    let o = row * bytesPerRow + x * 4
                    let b = (bytes[o], bytes[o + 1], bytes[o + 2], bytes[o + 3])
                    // The 32-bit word in its logical order, most significant byte first.
                    let word = little
                        ? UInt32(b.3) << 24 | UInt32(b.2) << 16 | UInt32(b.1) << 8 | UInt32(b.0)
                        : UInt32(b.0) << 24 | UInt32(b.1) << 16 | UInt32(b.2) << 8 | UInt32(b.3)
                    let argb = alphaFirst ? word : word >> 8 | word << 24
                    let a: UInt32 = opaque ? 255 : argb >> 24
                    let r = UInt8((argb >> 16) & 0xFF), g = UInt8((argb >> 8) & 0xFF), bl = UInt8(argb & 0xFF)
                    if premultiplied || opaque {
                        out[x] = a << 24 | (argb & 0x00FF_FFFF)
                    } else {
                        out[x] = a << 24 | CGImage.premultiply(r, a) << 16 | CGImage.premultiply(g, a) << 8
                            | CGImage.premultiply(bl, a)
                    }
                }
            }
        }
    }

    /// A copy of another image's pixels.
    convenience init(copying image: CGImage) {
        self.init(width: image.width, height: image.height, isOpaque: image.alphaInfo == .noneSkipFirst) { row, out in
            for x in 0..<image.width { out[x] = image.pixel(x: x, y: row) }
        }
    }

    /// The pixels as a data provider: `height` rows of `bytesPerRow` bytes in the `bitmapInfo` layout.
    public var dataProvider: CGDataProvider? {
        CGDataProvider(data: withUnsafeBytes { Data($0) })
    }
}
