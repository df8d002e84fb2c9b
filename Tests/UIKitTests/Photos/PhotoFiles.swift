import Foundation
import UIKit
import XCTest

/// Picture files in a temporary folder, for the photo pickers' fake portal to hand back.
@MainActor
enum PhotoFiles {
    /// A PNG (or JPEG, by `url`'s extension) of `size` pixels in one colour.
    static func writeImage(_ color: UIColor, size: CGSize, to url: URL) throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: size, format: format).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
        let data = url.pathExtension == "png" ? image.pngData() : image.jpegData(compressionQuality: 0.9)
        try XCTUnwrap(data).write(to: url)
    }
}
