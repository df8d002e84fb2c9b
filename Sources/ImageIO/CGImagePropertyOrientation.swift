import Foundation

/// How an image's stored pixels are turned to show it right way up: the EXIF and TIFF orientation values, 1 to 8.
public enum CGImagePropertyOrientation: UInt32, Sendable, Hashable {
    /// As stored.
    case up = 1
    /// Flipped left to right.
    case upMirrored = 2
    /// Turned half a turn.
    case down = 3
    /// Flipped top to bottom.
    case downMirrored = 4
    /// Flipped left to right, then turned a quarter turn anticlockwise.
    case leftMirrored = 5
    /// Turned a quarter turn clockwise.
    case right = 6
    /// Flipped left to right, then turned a quarter turn clockwise.
    case rightMirrored = 7
    /// Turned a quarter turn anticlockwise.
    case left = 8

    /// Whether the shown image's width is the stored height.
    var swapsSides: Bool { rawValue >= 5 }
}

extension CGImagePropertyOrientation {
    /// The orientation the Exif block of JPEG or PNG bytes gives; `.up` when they have none.
    package init(exifIn data: Data) {
        guard let format = ImageFormat(sniffing: data), let orientation = ExifMetadata(imageData: data, format: format)?.orientation
        else {
            self = .up
            return
        }
        self = orientation
    }
}
