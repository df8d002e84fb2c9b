import Foundation
import ImageIO

extension UIImage {
    /// How an image's pixels are turned to show it upright, with UIKit's raw values (ImageIO's
    /// `CGImagePropertyOrientation` numbers the same cases from 1, as Exif does).
    public enum Orientation: Int, Sendable {
        case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored

        /// Whether the upright image's width is the stored height.
        var swapsSides: Bool {
            switch self {
            case .left, .right, .leftMirrored, .rightMirrored: true
            default: false
            }
        }

        /// Each case's Exif orientation.
        static let exifOrientations: [Orientation: CGImagePropertyOrientation] = [
            .up: .up, .down: .down, .left: .left, .right: .right,
            .upMirrored: .upMirrored, .downMirrored: .downMirrored, .leftMirrored: .leftMirrored, .rightMirrored: .rightMirrored,
        ]

        /// The case for an Exif orientation.
        init(_ exif: CGImagePropertyOrientation) {
            self = Self.exifOrientations.first { $0.value == exif }?.key ?? .up
        }
    }

    /// An image of `cgImage`'s pixels at `scale`, shown turned as `orientation` says.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(cgImage: cgImage, scale: scale)
        imageOrientation = orientation
    }

    /// The orientation a JPEG's or PNG's Exif block gives.
    static func exifOrientation(of data: Data) -> Orientation {
        Orientation(CGImagePropertyOrientation(exifIn: data))
    }

    /// The orientation of the image file at `url`; `.up` when it cannot be read.
    static func exifOrientation(of url: URL) -> Orientation {
        guard let data = try? CGImage.readFile(url) else { return .up }
        return exifOrientation(of: data)
    }
}

extension CGImagePropertyOrientation {
    /// The Exif orientation of a UIKit orientation.
    init(_ orientation: UIImage.Orientation) {
        self = UIImage.Orientation.exifOrientations[orientation] ?? .up
    }
}
