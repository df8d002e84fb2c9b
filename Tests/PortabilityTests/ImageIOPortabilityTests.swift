import ImageIO
import UIKit
import UniformTypeIdentifiers
import XCTest

// iOS code that reads images through ImageIO, as apps copy it: the downsampling function from WWDC 2018's "Image and
// Graphics Best Practices", a GIF loader feeding `UIImage.animatedImage(with:duration:)`, and photos whose Exif
// orientation UIKit follows.

/// Downsampling large images for display at smaller size (WWDC 2018, session 219).
func downsample(imageAt imageURL: URL, to pointSize: CGSize, scale: CGFloat) -> UIImage {
    let imageSourceOptions = [kCGImageSourceShouldCache: false] as CFDictionary
    let imageSource = CGImageSourceCreateWithURL(imageURL as CFURL, imageSourceOptions)!
    let maxDimensionInPixels = max(pointSize.width, pointSize.height) * scale
    let downsampleOptions = [kCGImageSourceCreateThumbnailFromImageAlways: true,
                             kCGImageSourceShouldCacheImmediately: true,
                             kCGImageSourceCreateThumbnailWithTransform: true,
                             kCGImageSourceThumbnailMaxPixelSize: maxDimensionInPixels] as CFDictionary
    let downsampledImage = CGImageSourceCreateThumbnailAtIndex(imageSource, 0, downsampleOptions)!
    return UIImage(cgImage: downsampledImage)
}

extension UIImage {
    /// An animated image of a GIF's frames, each shown for its delay.
    static func gif(data: Data) -> UIImage? {
        guard let source = CGImageSourceCreateWithData(data as CFData, nil) else { return nil }
        let count = CGImageSourceGetCount(source)
        var images = [UIImage]()
        var duration = 0.0
        for i in 0..<count {
            guard let cgImage = CGImageSourceCreateImageAtIndex(source, i, nil) else { continue }
            images.append(UIImage(cgImage: cgImage))
            if let properties = CGImageSourceCopyPropertiesAtIndex(source, i, nil) as? [String: Any],
               let gifProperties = properties[kCGImagePropertyGIFDictionary as String] as? [String: Any] {
                let delay = gifProperties[kCGImagePropertyGIFUnclampedDelayTime as String] as? Double
                    ?? gifProperties[kCGImagePropertyGIFDelayTime as String] as? Double ?? 0.1
                duration += delay < 0.011 ? 0.1 : delay
            }
        }
        return UIImage.animatedImage(with: images, duration: duration)
    }
}

final class ImageIOPortabilityTests: XCTestCase {
    /// A 4×4 GIF of three frames: red for 0.1 s, green for 0.2 s, blue for 0.05 s, looping forever.
    static let spinnerGIF = Data(base64Encoded:
        "R0lGODlhBAAEAJEAAP8AAAD/AAAA/////yH/C05FVFNDQVBFMi4wAwEAAAAh+QQECgADACwAAAAABAAEAAACCgQIECBAgAABAgUAIfkEBBQAAwAsAAAAAAQABAAAAgpMmDBhwoQJEyYFACH5BAQFAAMALAAAAAAEAAQAAAIKlChRokSJEiVKBQA7")!

    /// A photo 80 pixels wide and 60 high, stored as the camera held it: to be shown turned a quarter clockwise.
    @MainActor
    static func sidewaysPhoto() -> Data {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let picture = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 60), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 30))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 30, width: 40, height: 30))
        }
        let data = NSMutableData()
        let destination = CGImageDestinationCreateWithData(data as CFMutableData, UTType.jpeg.identifier as CFString, 1, nil)!
        let properties = [kCGImagePropertyOrientation: CGImagePropertyOrientation.right.rawValue,
                          kCGImageDestinationLossyCompressionQuality: 0.9] as CFDictionary
        CGImageDestinationAddImage(destination, picture.cgImage!, properties)
        CGImageDestinationFinalize(destination)
        return data as Data
    }

    func testDownsamplingALargePhotoGivesAnUprightThumbnail() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("downsample-\(UUID().uuidString).jpg")
        try MainActor.assumeIsolated { try Self.sidewaysPhoto().write(to: url) }
        defer { try? FileManager.default.removeItem(at: url) }
        let image = downsample(imageAt: url, to: CGSize(width: 20, height: 20), scale: 2)
        let size = MainActor.assumeIsolated { image.size }
        XCTAssertEqual(size, CGSize(width: 30, height: 40))
    }

    func testGIFBecomesAnAnimatedImageThatAnImageViewPlays() throws {
        MainActor.assumeIsolated {
            guard let image = UIImage.gif(data: Self.spinnerGIF) else { return XCTFail("no image") }
            XCTAssertEqual(image.images?.count, 3)
            XCTAssertEqual(image.duration, 0.35, accuracy: 0.0001)
            XCTAssertEqual(image.size, CGSize(width: 4, height: 4))
            let imageView = UIImageView(image: image)
            XCTAssertTrue(imageView.isAnimating)
            imageView.image = UIImage(data: Self.stillPNG())
            XCTAssertFalse(imageView.isAnimating)
        }
    }

    func testPhotoDataLoadsWithItsExifOrientation() {
        MainActor.assumeIsolated {
            guard let photo = UIImage(data: Self.sidewaysPhoto()) else { return XCTFail("no image") }
            XCTAssertEqual(photo.imageOrientation, .right)
            XCTAssertEqual(photo.size, CGSize(width: 60, height: 80))
            XCTAssertEqual(photo.cgImage?.width, 80)
            let thumbnail = photo.preparingThumbnail(of: CGSize(width: 15, height: 20))
            XCTAssertEqual(thumbnail?.size, CGSize(width: 15, height: 20))
            XCTAssertEqual(photo.preparingForDisplay()?.size, CGSize(width: 60, height: 80))
        }
    }

    func testThumbnailIsPreparedAndHandedBack() {
        let done = expectation(description: "thumbnail")
        MainActor.assumeIsolated {
            let photo = UIImage(data: Self.sidewaysPhoto())!
            photo.prepareThumbnail(of: CGSize(width: 30, height: 40)) { thumbnail in
                DispatchQueue.main.async {
                    XCTAssertEqual(thumbnail?.size, CGSize(width: 30, height: 40))
                    done.fulfill()
                }
            }
        }
        wait(for: [done], timeout: 5)
    }

    /// The GIF's first frame as a PNG: a still image.
    static func stillPNG() -> Data {
        let source = CGImageSourceCreateWithData(spinnerGIF as CFData, nil)!
        let frame = CGImageSourceCreateImageAtIndex(source, 0, nil)!
        let data = NSMutableData()
        let destination = CGImageDestinationCreateWithData(data as CFMutableData, UTType.png.identifier as CFString, 1, nil)!
        CGImageDestinationAddImage(destination, frame, nil)
        XCTAssertTrue(CGImageDestinationFinalize(destination))
        return data as Data
    }
}
