import Foundation

/// Where a PDF context writes its bytes, as Apple's CGDataConsumer: appended to a mutable data object, or written to
/// a file.
///
/// Difference from Apple: no callbacks (`CFMutableData` is `NSMutableData` here, and a `URL` is taken as well as a `CFURL`).
public final class CGDataConsumer {
    private enum Sink {
        case data(NSMutableData)
        case file(FileHandle)
    }

    private let sink: Sink

    /// A consumer appending to `data`.
    public init?(data: NSMutableData) {
        sink = .data(data)
    }

    /// A consumer writing a new file at `url` (replacing one there); nil when it cannot be created.
    public init?(url: URL) {
        guard url.isFileURL, FileManager.default.createFile(atPath: url.path, contents: nil),
              let handle = try? FileHandle(forWritingTo: url)
        else { return nil }
        sink = .file(handle)
    }

    deinit {
        if case let .file(handle) = sink { try? handle.close() }
    }

    /// Appends `bytes`; false when a file could not take them.
    package func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        switch sink {
        case let .data(data):
            if let base = bytes.baseAddress { data.append(base, length: bytes.count) }
            return true
        case let .file(handle):
            do {
                try handle.write(contentsOf: bytes)
                return true
            } catch {
                return false
            }
        }
    }
}

extension CGDataConsumer {
    /// A consumer writing a new file at `url`, as iOS code writes it: `CGDataConsumer(url: url as CFURL)`.
    public convenience init?(url: CFURL) {
        guard let url = url as URL? else { return nil }
        self.init(url: url)
    }
}
