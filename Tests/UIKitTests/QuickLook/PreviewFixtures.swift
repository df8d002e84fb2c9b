import Foundation
@testable import UIKit

/// A folder of files to preview, made for one test and removed after it: a PNG whose left half is red and right half
/// blue, a text file, and a file of no known type.
@MainActor
struct PreviewFixtures {
    let folder: URL
    let image: URL
    let text: URL
    let other: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        image = folder.appendingPathComponent("halves.png")
        text = folder.appendingPathComponent("notes.txt")
        other = folder.appendingPathComponent("archive.bin")
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let png = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 100), format: format).pngData { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 100, y: 0, width: 100, height: 100))
        }
        try png.write(to: image)
        try Data("Milk\nEggs\nBread\n".utf8).write(to: text)
        try Data(repeating: 7, count: 2048).write(to: other)
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
