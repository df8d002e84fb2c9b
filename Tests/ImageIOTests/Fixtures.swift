import Foundation
import ImageIO
import UniformTypeIdentifiers

/// Images the tests decode and encode, made in memory.
enum Fixtures {
    static let red: UInt32 = 0xFFFF_0000, green: UInt32 = 0xFF00_FF00, blue: UInt32 = 0xFF00_00FF, white: UInt32 = 0xFFFF_FFFF

    /// A `width`×`height` image whose top-left quadrant is red, top-right green, bottom-left blue, bottom-right white:
    /// each turn or flip moves the colours somewhere else.
    static func quadrants(width: Int = 8, height: Int = 6) -> CGImage {
        var words: [UInt32] = []
        for y in 0..<height {
            for x in 0..<width {
                let right = x >= width / 2, bottom = y >= height / 2
                words.append(bottom ? (right ? white : blue) : (right ? green : red))
            }
        }
        return CGImage(width: width, height: height, premultipliedARGB32: words)!
    }

    /// The colours at the four corners: top-left, top-right, bottom-left, bottom-right.
    static func corners(_ image: CGImage) -> [UInt32] {
        [image.pixel(x: 0, y: 0), image.pixel(x: image.width - 1, y: 0),
         image.pixel(x: 0, y: image.height - 1), image.pixel(x: image.width - 1, y: image.height - 1)]
    }

    /// `image` encoded as `type` through a destination, with `properties` for the image.
    static func encoded(_ image: CGImage, as type: UTType, properties: [CFString: Any] = [:]) -> Data {
        let data = NSMutableData()
        let destination = CGImageDestinationCreateWithData(data as CFMutableData, type.identifier as CFString, 1, nil)!
        CGImageDestinationAddImage(destination, image, properties as CFDictionary)
        precondition(CGImageDestinationFinalize(destination))
        return data as Data
    }

    /// A three-frame GIF, 6×4: red for 0.1 s, green for 0.2 s, blue for 0.05 s; loops forever.
    static let threeFrameGIF = GIFFixture.make(width: 6, height: 4, frames: [
        (GIFFixture.filled(0, width: 6, height: 4), 10),
        (GIFFixture.filled(1, width: 6, height: 4), 20),
        (GIFFixture.filled(2, width: 6, height: 4), 5),
    ])

    /// A number's two big-endian bytes.
    static func be16(_ value: Int) -> [UInt8] {
        [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// A number's four big-endian bytes.
    static func be32(_ value: Int) -> [UInt8] {
        be16(value >> 16) + be16(value & 0xFFFF)
    }

    /// An 80×60 quadrant JPEG carrying `tiff` as its Exif block (an APP1 segment after the start of image).
    static func jpeg(exif tiff: [UInt8]) -> Data {
        let payload = Array("Exif\0\0".utf8) + tiff
        let photo = [UInt8](encoded(quadrants(width: 80, height: 60), as: .jpeg))
        return Data(photo[0..<2] + [0xFF, 0xE1] + be16(payload.count + 2) + payload + photo[2...])
    }

    /// A path in a fresh temporary folder.
    static func temporaryURL(_ name: String) -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ImageIOTests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent(name)
    }
}
