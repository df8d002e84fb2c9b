import Foundation

/// A destination appending a file of `type` (`public.png`, `public.jpeg`, `public.tiff`, `com.microsoft.bmp`) with
/// `count` images to `data`; nil for another type, or for more than one image in a format other than PNG.
///
/// Difference from Apple: GIF, WebP and HEIC cannot be written (gdk-pixbuf has no encoder for them); several images
/// make an animated PNG, and only PNG takes several.
public func CGImageDestinationCreateWithData(_ data: CFMutableData, _ type: CFString, _ count: Int, _ options: CFDictionary?) -> CGImageDestination? {
    makeDestination(.data(data), type: type, count: count, options: options)
}

/// A destination writing a file of `type` with `count` images at `url` when finalized.
public func CGImageDestinationCreateWithURL(_ url: CFURL, _ type: CFString, _ count: Int, _ options: CFDictionary?) -> CGImageDestination? {
    let url = url as URL
    guard url.isFileURL else { return nil }
    return makeDestination(.url(url), type: type, count: count, options: options)
}

/// A destination handing a file of `type` with `count` images to `consumer` when finalized.
public func CGImageDestinationCreateWithDataConsumer(_ consumer: CGDataConsumer, _ type: CFString, _ count: Int, _ options: CFDictionary?) -> CGImageDestination? {
    makeDestination(.consumer(consumer), type: type, count: count, options: options)
}

private func makeDestination(_ target: CGImageDestination.Target, type: CFString, count: Int, options: CFDictionary?) -> CGImageDestination? {
    guard let format = ImageFormat(identifier: type as String), ImageFormat.writable.contains(format),
          count >= 1, count == 1 || format == .png
    else { return nil }
    return CGImageDestination(target: target, format: format, count: count, options: options)
}

/// The type identifiers of the formats destinations write.
public func CGImageDestinationCopyTypeIdentifiers() -> CFArray {
    ImageFormat.writable.map(\.rawValue) as NSArray
}

/// The number identifying image destinations among Core Foundation types.
public func CGImageDestinationGetTypeID() -> CFTypeID {
    0x1_0002
}

/// Adds an image with its properties: `kCGImagePropertyOrientation`, `kCGImageDestinationLossyCompressionQuality`
/// (JPEG, 0…1), `kCGImageDestinationImageMaxPixelSize`, and an animated PNG frame's delay in
/// `kCGImagePropertyPNGDictionary` (or `kCGImagePropertyGIFDictionary`).
public func CGImageDestinationAddImage(_ idst: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?) {
    idst.add(image, properties: properties)
}

/// Adds image `index` of a source, with the source's properties for it under `properties`.
public func CGImageDestinationAddImageFromSource(_ idst: CGImageDestination, _ isrc: CGImageSource, _ index: Int, _ properties: CFDictionary?) {
    guard let image = CGImageSourceCreateImageAtIndex(isrc, index, nil) else { return }
    idst.add(image, properties: properties, sourceProperties: CGImageSourceCopyPropertiesAtIndex(isrc, index, nil))
}

/// Sets the file's own properties: an animated PNG's loop count (`kCGImagePropertyAPNGLoopCount` in
/// `kCGImagePropertyPNGDictionary`, or the GIF dictionary's), and defaults for every image (compression quality).
public func CGImageDestinationSetProperties(_ idst: CGImageDestination, _ properties: CFDictionary?) {
    idst.setProperties(properties)
}

/// Encodes the images added and writes the file; false, with the reason on one line of standard error, when fewer
/// images were added than the destination was made for, or the file cannot be written (disk full, no permission).
@discardableResult
public func CGImageDestinationFinalize(_ idst: CGImageDestination) -> Bool {
    idst.finalize()
}
