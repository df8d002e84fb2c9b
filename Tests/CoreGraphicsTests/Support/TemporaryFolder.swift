import CoreGraphics
import Foundation
import XCTest

/// A fresh folder under the system temporary directory, removed when the test ends.
func makeTemporaryFolder(for test: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cg-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
}

/// A PNG chunk: length, type, data, CRC.
func pngChunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    PNGChunk(type: type, data: data).encoded
}

func bigEndian(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
}
