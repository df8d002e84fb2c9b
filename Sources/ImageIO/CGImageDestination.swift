import Foundation

/// An image file being written: the images added with their properties, encoded and written out at
/// `CGImageDestinationFinalize`. The `CGImageDestination…` functions work on it.
public final class CGImageDestination: @unchecked Sendable {
    // @unchecked: every stored variable is read and written under `lock`.
    /// Where the file goes.
    enum Target {
        case data(NSMutableData)
        case url(URL)
        case consumer(CGDataConsumer)
    }

    /// One image and the properties it was added with (and, from a source, the source's own).
    struct Entry {
        var image: CGImage
        var properties: ImageOptions
        var sourceProperties: ImageOptions
    }

    private let lock = NSLock()
    let format: ImageFormat
    let target: Target
    /// The number of images the file will hold, as given at creation.
    let count: Int
    private var entries: [Entry] = []
    private var properties: [ImageOptions]
    private var finalized = false

    init(target: Target, format: ImageFormat, count: Int, options: CFDictionary?) {
        self.target = target
        self.format = format
        self.count = count
        properties = [ImageOptions(options)]
    }

    func add(_ image: CGImage, properties: CFDictionary?, sourceProperties: CFDictionary? = nil) {
        lock.withLock {
            guard !finalized else { return report("an image added after CGImageDestinationFinalize is ignored") }
            guard entries.count < count else {
                return report("an image past the \(count) the destination was made for is ignored")
            }
            entries.append(Entry(image: image, properties: ImageOptions(properties), sourceProperties: ImageOptions(sourceProperties)))
        }
    }

    func setProperties(_ options: CFDictionary?) {
        lock.withLock { properties.append(ImageOptions(options)) }
    }

    /// Encodes the images and writes the file; false, with the reason said on standard error, when it cannot.
    func finalize() -> Bool {
        lock.withLock {
            guard !finalized else {
                report("CGImageDestinationFinalize called twice")
                return false
            }
            finalized = true
            do {
                guard !entries.isEmpty else { throw failure("no image was added") }
                guard entries.count == count else { throw failure("\(entries.count) of the \(count) images were added") }
                let bytes = try ImageEncoder(format: format, entries: entries, fileOptions: properties).encode()
                try write(bytes)
                return true
            } catch {
                report("CGImageDestinationFinalize: \(error)")
                return false
            }
        }
    }

    private func write(_ bytes: Data) throws {
        switch target {
        case let .data(data):
            data.append(bytes)
        case let .url(url):
            do {
                try bytes.write(to: url)
            } catch {
                throw CGImageLoadingError(source: url.path, reason: .unwritable(error.localizedDescription))
            }
        case let .consumer(consumer):
            let written = bytes.withUnsafeBytes { consumer.write($0) }
            guard written else { throw failure("the data consumer did not take the bytes") }
        }
    }

    private func failure(_ why: String) -> CGImageLoadingError {
        CGImageLoadingError(source: "CGImageDestination (\(format.rawValue))", reason: .unwritable(why))
    }

    /// Says a misuse or failure on one line of standard error, as Apple's framework logs it.
    private func report(_ message: String) {
        FileHandle.standardError.write(Data("ImageIO: \(message)\n".utf8))
    }
}
