import Foundation

/// What an image file's bytes say without decoding a pixel: its format, how complete it is, and each image in it
/// with the properties ImageIO reports for it.
struct ImageLayout {
    /// One image of the file.
    struct Frame {
        var width: Int
        var height: Int
        var status: CGImageSourceStatus
        var orientation: CGImagePropertyOrientation = .up
        /// The properties `CGImageSourceCopyPropertiesAtIndex` returns.
        var properties: [String: Any] = [:]
        /// How long the frame shows, in seconds as the file says it; nil for a still image.
        var delay: Double?
    }

    var format: ImageFormat?
    var status: CGImageSourceStatus
    var frames: [Frame] = []
    /// The properties `CGImageSourceCopyProperties` returns.
    var properties: [String: Any] = [:]
    /// The GIF's blocks, for decoding its frames.
    var gif: GIFLayout?
    /// The animated PNG's frames, for decoding them.
    var animatedPNG: AnimatedPNGLayout?

    /// Reads `data`; `isFinal` says no more bytes will come (an incremental source's data may still grow).
    init(data: Data, isFinal: Bool, hint: ImageFormat?) {
        guard !data.isEmpty else {
            status = isFinal ? .statusInvalidData : .statusReadingHeader
            return
        }
        guard let format = ImageFormat(sniffing: data) ?? (data.count < ImageFormat.headerLength ? nil : hint) else {
            status = !isFinal && data.count < ImageFormat.headerLength ? .statusReadingHeader : .statusUnknownType
            return
        }
        self.format = format
        status = .statusComplete
        properties[kCGImagePropertyFileSize as String] = data.count
        switch format {
        case .gif: readGIF(data, isFinal: isFinal)
        case .png, .jpeg: readPNGOrJPEG(data, format: format, isFinal: isFinal)
        default: readByDecoding(data)
        }
        // Over the pixel budget, no image can be made: not even a thumbnail, which a JPEG decodes at an eighth.
        for index in frames.indices
        where !CGImage.decodeIsAllowed(width: frames[index].width, height: frames[index].height, fittingIn: 1, isJPEG: format == .jpeg) {
            frames[index].status = .statusInvalidData
        }
    }

    /// The properties every image has: size, depth, colour model, alpha, orientation.
    private static func basics(width: Int, height: Int, depth: Int = 8, colorModel: CFString = kCGImagePropertyColorModelRGB,
                               hasAlpha: Bool) -> [String: Any] {
        [kCGImagePropertyPixelWidth as String: width, kCGImagePropertyPixelHeight as String: height,
         kCGImagePropertyDepth as String: depth, kCGImagePropertyColorModel as String: colorModel as String,
         kCGImagePropertyHasAlpha as String: hasAlpha]
    }

    private mutating func readGIF(_ data: Data, isFinal: Bool) {
        let layout = GIFLayout([UInt8](data))
        gif = layout
        status = layout.status == .statusIncomplete && isFinal && layout.endsBetweenBlocks ? .statusComplete : layout.status
        // A GIF that ends without an image holds none.
        if status == .statusComplete, layout.frames.isEmpty { status = .statusInvalidData }
        let loopCount = layout.loopCount ?? 1
        var info: [[String: Any]] = []
        for frame in layout.frames {
            let unclamped = Double(frame.delay) / 100
            let timing: [String: Any] = [kCGImagePropertyGIFDelayTime as String: max(unclamped, 0.1),
                                         kCGImagePropertyGIFUnclampedDelayTime as String: unclamped]
            info.append(timing)
            var properties = Self.basics(width: layout.width, height: layout.height, hasAlpha: frame.hasTransparency)
            properties[kCGImagePropertyIsIndexed as String] = true
            properties[kCGImagePropertyGIFDictionary as String] = timing.merging([kCGImagePropertyGIFLoopCount as String: loopCount]) { a, _ in a }
            frames.append(Frame(width: layout.width, height: layout.height, status: .statusComplete, properties: properties, delay: unclamped))
        }
        properties[kCGImagePropertyGIFDictionary as String] = [
            kCGImagePropertyGIFLoopCount as String: loopCount, kCGImagePropertyGIFHasGlobalColorMap as String: layout.hasGlobalColorMap,
            kCGImagePropertyGIFCanvasPixelWidth as String: layout.width, kCGImagePropertyGIFCanvasPixelHeight as String: layout.height,
            kCGImagePropertyGIFFrameInfoArray as String: info,
        ] as [String: Any]
    }

    private mutating func readPNGOrJPEG(_ data: Data, format: ImageFormat, isFinal: Bool) {
        if let problem = CGImage.containerProblem(in: data) {
            status = problem.hasPrefix("truncated") ? .statusIncomplete : .statusInvalidData
        }
        let header = format == .png ? StillImageHeader(png: [UInt8](data)) : StillImageHeader(jpeg: [UInt8](data))
        guard let header else {
            if status == .statusComplete { status = .statusInvalidData }
            return
        }
        var properties = Self.basics(width: header.width, height: header.height, depth: header.depth,
                                     colorModel: header.colorModel, hasAlpha: header.hasAlpha)
        properties.merge(header.properties) { _, new in new }
        var orientation = CGImagePropertyOrientation.up
        if let exif = ExifMetadata(imageData: data, format: format) {
            if let value = exif.orientation {
                orientation = value
                properties[kCGImagePropertyOrientation as String] = Int(value.rawValue)
            }
            if !exif.tiff.isEmpty { properties[kCGImagePropertyTIFFDictionary as String] = exif.tiff }
            if !exif.exif.isEmpty { properties[kCGImagePropertyExifDictionary as String] = exif.exif }
            if !exif.gps.isEmpty { properties[kCGImagePropertyGPSDictionary as String] = exif.gps }
        }
        if format == .png, let animation = AnimatedPNGLayout(chunks: PNGChunkWalk([UInt8](data)).chunks), !animation.frames.isEmpty {
            animatedPNG = animation
            readAnimatedPNG(animation, still: properties)
            return
        }
        frames = [Frame(width: header.width, height: header.height, status: status, orientation: orientation, properties: properties)]
    }

    private mutating func readAnimatedPNG(_ animation: AnimatedPNGLayout, still: [String: Any]) {
        var info: [[String: Any]] = []
        for frame in animation.frames {
            let timing: [String: Any] = [kCGImagePropertyAPNGDelayTime as String: max(frame.delay, 0.1),
                                         kCGImagePropertyAPNGUnclampedDelayTime as String: frame.delay]
            info.append(timing)
            var properties = still
            var png = still[kCGImagePropertyPNGDictionary as String] as? [String: Any] ?? [:]
            png.merge(timing) { _, new in new }
            png[kCGImagePropertyAPNGLoopCount as String] = animation.loopCount
            properties[kCGImagePropertyPNGDictionary as String] = png
            frames.append(Frame(width: animation.width, height: animation.height, status: status, properties: properties, delay: frame.delay))
        }
        properties[kCGImagePropertyPNGDictionary as String] = [
            kCGImagePropertyAPNGLoopCount as String: animation.loopCount, kCGImagePropertyAPNGFrameInfoArray as String: info,
            kCGImagePropertyAPNGCanvasPixelWidth as String: animation.width,
            kCGImagePropertyAPNGCanvasPixelHeight as String: animation.height,
        ] as [String: Any]
    }

    /// BMP, TIFF, WebP and ICO: the size is learnt by decoding the first image.
    private mutating func readByDecoding(_ data: Data) {
        guard let image = try? CGImage.load(imageData: data, name: "image data", fittingIn: nil) else {
            status = .statusInvalidData
            return
        }
        let properties = Self.basics(width: image.width, height: image.height, hasAlpha: image.alphaInfo != .noneSkipFirst)
        frames = [Frame(width: image.width, height: image.height, status: .statusComplete, properties: properties)]
    }
}
