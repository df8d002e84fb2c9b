import Foundation

/// A source reading `data` (PNG, JPEG, GIF, BMP, TIFF, WebP or ICO); nil when there are no bytes.
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
    guard data.length > 0 else { return nil }
    return CGImageSource(data: data as Data, isFinal: true, options: options, name: "image data")
}

/// A source reading the file at `url`; nil when it cannot be read (missing, a directory, not a regular file).
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
    let url = url as URL
    guard url.isFileURL, let data = try? CGImage.readFile(url), !data.isEmpty else { return nil }
    return CGImageSource(data: data, isFinal: true, options: options, name: url.path)
}

/// A source reading a data provider's bytes; nil when it has none.
public func CGImageSourceCreateWithDataProvider(_ provider: CGDataProvider, _ options: CFDictionary?) -> CGImageSource? {
    guard let data = provider.data, !data.isEmpty else { return nil }
    return CGImageSource(data: data, isFinal: true, options: options, name: "image data")
}

/// A source with no bytes yet, for a file that arrives in pieces: hand it the bytes so far with
/// `CGImageSourceUpdateData` each time more come.
public func CGImageSourceCreateIncremental(_ options: CFDictionary?) -> CGImageSource {
    CGImageSource(data: Data(), isFinal: false, options: options, name: "incremental image data")
}

/// Gives an incremental source all the bytes received so far (not only the new ones); `final` says they are all.
public func CGImageSourceUpdateData(_ isrc: CGImageSource, _ data: CFData, _ final: Bool) {
    isrc.update(data: data as Data, isFinal: final)
}

/// Gives an incremental source a provider holding all the bytes received so far.
public func CGImageSourceUpdateDataProvider(_ isrc: CGImageSource, _ provider: CGDataProvider, _ final: Bool) {
    isrc.update(data: provider.data ?? Data(), isFinal: final)
}

/// The type identifiers of the formats image sources read.
public func CGImageSourceCopyTypeIdentifiers() -> CFArray {
    ImageFormat.allCases.map(\.rawValue) as NSArray
}

/// The number identifying image sources among Core Foundation types.
///
/// Difference from Apple: a fixed number of this framework's, not one the Core Foundation runtime registered.
public func CGImageSourceGetTypeID() -> CFTypeID {
    0x1_0001
}
