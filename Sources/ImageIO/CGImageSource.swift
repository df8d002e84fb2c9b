import Foundation

/// An image file being read: its bytes (all at once, or as they arrive for an incremental source), what they say
/// of the images in them, and the images decoded so far. The `CGImageSource…` functions work on it.
///
/// Safe to use from any thread, as Apple's is: its state is behind a lock.
public final class CGImageSource: @unchecked Sendable {
    // @unchecked: every stored property but the constants is read and written under `lock`.
    private let lock = NSLock()
    private var data: Data
    private var isFinal: Bool
    private let hint: ImageFormat?
    /// Whether decoded images are kept (`kCGImageSourceShouldCache`, true unless the options say false).
    private let shouldCache: Bool
    /// Where the bytes came from, for messages.
    let name: String
    private var layoutCache: ImageLayout?
    private var images: [Int: CGImage] = [:]
    private var animation: (GIFAnimation, byteCount: Int)?

    init(data: Data, isFinal: Bool, options: CFDictionary?, name: String) {
        let options = ImageOptions(options)
        self.data = data
        self.isFinal = isFinal
        self.name = name
        hint = options.string(kCGImageSourceTypeIdentifierHint).flatMap(ImageFormat.init(identifier:))
        shouldCache = options.bool(kCGImageSourceShouldCache) ?? true
    }

    /// Replaces the bytes with a longer run of the same file (`CGImageSourceUpdateData`).
    func update(data: Data, isFinal: Bool) {
        lock.withLock {
            guard !self.isFinal else { return }
            self.data = data
            self.isFinal = isFinal
            layoutCache = nil
        }
    }

    /// What the bytes so far say.
    var layout: ImageLayout {
        lock.withLock { currentLayout() }
    }

    private func currentLayout() -> ImageLayout {
        if let layoutCache { return layoutCache }
        let layout = ImageLayout(data: data, isFinal: isFinal, hint: hint)
        layoutCache = layout
        return layout
    }

    /// Image `index` at full size (or `subsample` times smaller), kept when caching; nil when it is not all there,
    /// is not valid, or is over the pixel budget.
    func image(at index: Int, subsample: Int?, shouldCache cacheThis: Bool?) -> CGImage? {
        lock.withLock {
            let layout = currentLayout()
            guard layout.frames.indices.contains(index), layout.frames[index].status == .statusComplete else { return nil }
            let frame = layout.frames[index]
            let side = subsample.flatMap { $0 > 1 ? max(frame.width, frame.height) / $0 : nil }
            if side == nil, let image = images[index] { return image }
            guard let image = try? decode(index, layout: layout, maximumSide: side) else { return nil }
            if side == nil, cacheThis ?? shouldCache { images[index] = image }
            return image
        }
    }

    /// Drops the decoded image `index` kept by the cache.
    func removeCachedImage(at index: Int) {
        lock.withLock { _ = images.removeValue(forKey: index) }
    }

    /// The embedded Exif thumbnail of image `index`, decoded; nil when there is none.
    func embeddedThumbnail(at index: Int) -> CGImage? {
        lock.withLock {
            let layout = currentLayout()
            guard index == 0, let format = layout.format, layout.frames.first?.status == .statusComplete,
                  let bytes = ExifMetadata(imageData: data, format: format)?.thumbnail
            else { return nil }
            return try? CGImage.load(imageData: Data(bytes), name: "\(name) thumbnail")
        }
    }

    /// Image `index` decoded with its longer side at most `maximumSide` pixels where the decoder can scale while
    /// decoding (still images), else at full size.
    func decodedForThumbnail(at index: Int, maximumSide: Int?) -> CGImage? {
        lock.withLock {
            let layout = currentLayout()
            guard layout.frames.indices.contains(index), layout.frames[index].status == .statusComplete else { return nil }
            if let image = images[index] { return image }
            return try? decode(index, layout: layout, maximumSide: maximumSide)
        }
    }

    /// Decodes image `index`; called under the lock.
    private func decode(_ index: Int, layout: ImageLayout, maximumSide: Int?) throws -> CGImage {
        if let gif = layout.gif, gif.frames.count > 1 {
            // Frames received whole decode before the rest of the file comes: the bytes up to the frame, then a
            // trailer.
            let whole = layout.status == .statusComplete
            let bytes = whole ? data : data.prefix(gif.frames[index].end) + [0x3B]
            let decoder: GIFAnimation
            if whole, let (kept, count) = animation, count == data.count {
                decoder = kept
            } else {
                decoder = try GIFAnimation(data: bytes, name: name)
                if whole { animation = (decoder, data.count) }
            }
            return try decoder.frame(index, name: name)
        }
        if let animatedPNG = layout.animatedPNG {
            return try animatedPNG.composedFrame(index, name: name)
        }
        return try CGImage.load(imageData: data, name: name, fittingIn: maximumSide)
    }
}
