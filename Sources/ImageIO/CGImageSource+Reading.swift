import Foundation

/// The type identifier of the source's format (`public.png`, `com.compuserve.gif` …); nil until it is known.
public func CGImageSourceGetType(_ isrc: CGImageSource) -> CFString? {
    isrc.layout.format.map { $0.rawValue as CFString }
}

/// The number of images in the source: the frames of a GIF or animated PNG, else one (zero for bytes that are not
/// an image).
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int {
    isrc.layout.frames.count
}

/// The index of the image shown for the file as a whole: always the first.
public func CGImageSourceGetPrimaryImageIndex(_ isrc: CGImageSource) -> Int {
    0
}

/// The file's own properties: its size, and the loop count and canvas of a GIF or animated PNG.
public func CGImageSourceCopyProperties(_ isrc: CGImageSource, _ options: CFDictionary?) -> CFDictionary? {
    let layout = isrc.layout
    guard layout.format != nil else { return nil }
    return layout.properties as NSDictionary
}

/// Image `index`'s properties: pixel size, depth, colour model, alpha, orientation, resolution and the format's
/// dictionaries (GIF or PNG delays, TIFF, Exif, GPS, JFIF); nil for an index past the end.
public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CFDictionary? {
    let layout = isrc.layout
    guard layout.frames.indices.contains(index), !layout.frames[index].properties.isEmpty else { return nil }
    return layout.frames[index].properties as NSDictionary
}

/// The source's status: complete, waiting for bytes, or not an image it can read.
public func CGImageSourceGetStatus(_ isrc: CGImageSource) -> CGImageSourceStatus {
    isrc.layout.status
}

/// Image `index`'s status; `.statusIncomplete` for one past the frames received so far while bytes still come.
///
/// Difference from Apple: an image over the pixel budget (`CGImage.maximumPixelCount`) is `.statusInvalidData`; a JPEG
/// only when its eighth is, since a thumbnail of it can still be made.
public func CGImageSourceGetStatusAtIndex(_ isrc: CGImageSource, _ index: Int) -> CGImageSourceStatus {
    let layout = isrc.layout
    guard layout.frames.indices.contains(index) else {
        return layout.status == .statusComplete ? .statusInvalidData : layout.status
    }
    return layout.frames[index].status
}

/// Image `index`, decoded; nil when it is not all there, not valid, or over the pixel budget
/// (`CGImage.maximumPixelCount`).
///
/// Difference from Apple: decoded at once, always to 8-bit premultiplied ARGB (`kCGImageSourceShouldAllowFloat` is
/// ignored), and an image still arriving gives nil, not the rows received so far.
public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    let options = ImageOptions(options)
    let subsample = options.number(kCGImageSourceSubsampleFactor).map { Int($0) }
    return isrc.image(at: index, subsample: subsample, shouldCache: options.bool(kCGImageSourceShouldCache))
}

/// A thumbnail of image `index`: the file's embedded Exif thumbnail, or the image itself scaled down when
/// `kCGImageSourceCreateThumbnailFromImageAlways` (or `…IfAbsent` with none embedded) is set; its longer side at most
/// `kCGImageSourceThumbnailMaxPixelSize` (else the full size), turned upright with
/// `kCGImageSourceCreateThumbnailWithTransform`. Still images are scaled while decoding, so a thumbnail of a large
/// JPEG never holds its full-size pixels.
public func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    let options = ImageOptions(options)
    let always = options.bool(kCGImageSourceCreateThumbnailFromImageAlways) ?? false
    let ifAbsent = options.bool(kCGImageSourceCreateThumbnailFromImageIfAbsent) ?? false
    let side = options.number(kCGImageSourceThumbnailMaxPixelSize).flatMap { $0 >= 1 && $0.isFinite ? Int($0) : nil }
    let layout = isrc.layout
    guard layout.frames.indices.contains(index) else { return nil }
    var image = always ? nil : isrc.embeddedThumbnail(at: index)
    if image == nil, always || ifAbsent {
        image = isrc.decodedForThumbnail(at: index, maximumSide: side)
    }
    guard var thumbnail = image else { return nil }
    if options.bool(kCGImageSourceCreateThumbnailWithTransform) ?? false {
        thumbnail = thumbnail.applying(layout.frames[index].orientation)
    }
    return thumbnail.fitting(in: side)
}

/// Drops image `index`'s decoded pixels from the source's cache; the next `CGImageSourceCreateImageAtIndex` decodes
/// it again.
public func CGImageSourceRemoveCacheAtIndex(_ isrc: CGImageSource, _ index: Int) {
    isrc.removeCachedImage(at: index)
}
