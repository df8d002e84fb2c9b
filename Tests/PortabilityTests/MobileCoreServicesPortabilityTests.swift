import Foundation
import MobileCoreServices
import UIKit
import UniformTypeIdentifiers
import XCTest

/// The MIME type of a file as apps wrote it before iOS 14 (an upload helper copied from a thousand answers), and an
/// image picker's media types as `kUTType` strings.
enum UploadHelper {
    static func mimeType(forPathExtension pathExtension: String) -> String {
        if let uti = UTTypeCreatePreferredIdentifierForTag(kUTTagClassFilenameExtension, pathExtension as NSString, nil)?.takeRetainedValue(),
           let mimetype = UTTypeCopyPreferredTagWithClass(uti, kUTTagClassMIMEType)?.takeRetainedValue() {
            return mimetype as String
        }
        return "application/octet-stream"
    }

    static func isImage(pathExtension: String) -> Bool {
        guard let uti = UTTypeCreatePreferredIdentifierForTag(kUTTagClassFilenameExtension, pathExtension as CFString, nil)?.takeRetainedValue() else {
            return false
        }
        return UTTypeConformsTo(uti, kUTTypeImage)
    }
}

final class MobileCoreServicesPortabilityTests: XCTestCase {
    func testTheClassicMIMELookupAndConformance() {
        XCTAssertEqual(UploadHelper.mimeType(forPathExtension: "jpg"), "image/jpeg")
        XCTAssertEqual(UploadHelper.mimeType(forPathExtension: "png"), "image/png")
        XCTAssertEqual(UploadHelper.mimeType(forPathExtension: "pdf"), "application/pdf")
        XCTAssertEqual(UploadHelper.mimeType(forPathExtension: "no-such-extension-here"), "application/octet-stream")
        XCTAssertTrue(UploadHelper.isImage(pathExtension: "gif"))
        XCTAssertFalse(UploadHelper.isImage(pathExtension: "txt"))
        let extensionOfJPEG = UTTypeCopyPreferredTagWithClass(kUTTypeJPEG, kUTTagClassFilenameExtension)?.takeRetainedValue()
        XCTAssertEqual(extensionOfJPEG as String?, "jpeg")
        XCTAssertTrue(UTTypeEqual(kUTTypePNG, "public.png" as CFString))
    }

    func testTheConstantsAreTheIdentifiersUTTypeDeclares() {
        let pairs: [(CFString, UTType)] = [
            (kUTTypeImage, .image), (kUTTypeMovie, .movie), (kUTTypeJPEG, .jpeg), (kUTTypePNG, .png), (kUTTypeGIF, .gif),
            (kUTTypePlainText, .plainText), (kUTTypeUTF8PlainText, .utf8PlainText), (kUTTypeURL, .url), (kUTTypeFileURL, .fileURL),
            (kUTTypePDF, .pdf), (kUTTypeJSON, .json), (kUTTypeMPEG4, .mpeg4Movie), (kUTTypeQuickTimeMovie, .quickTimeMovie),
            (kUTTypeZipArchive, .zip), (kUTTypeVCard, .vCard), (kUTTypeHTML, .html), (kUTTypeData, .data), (kUTTypeItem, .item),
            (kUTTypeLivePhoto, .livePhoto), (kUTTypeScalableVectorGraphics, .svg), (kUTTypeFolder, .folder), (kUTTypeAudio, .audio),
        ]
        for (constant, type) in pairs {
            XCTAssertEqual(constant as String, type.identifier)
            XCTAssertTrue(UTTypeIsDeclared(constant), constant as String)
        }
        // An image picker's media types, as pre-iOS 14 code sets them.
        let mediaTypes = [kUTTypeImage as String, kUTTypeMovie as String]
        XCTAssertEqual(mediaTypes, ["public.image", "public.movie"])
    }
}
