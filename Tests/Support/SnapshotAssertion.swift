import CoreGraphics
import Foundation
import XCTest

/// Compares images with reference PNGs under `__Snapshots__/<TestClass>/<test>.png` next to the test file.
///
/// A missing reference is recorded and the test fails, asking a person to look at it; set
/// `SNAPSHOT_RECORD=1` to re-record every reference. On a mismatch the actual image and a diff
/// (mismatching pixels in red over a faded copy of the actual image) go to a folder the failure names.
extension XCTestCase {
    public func assertSnapshot(
        _ image: CGImage, named name: String? = nil, tolerance: Int = 2,
        file: StaticString = #filePath, function: String = #function, line: UInt = #line
    ) {
        let testClass = String(describing: type(of: self))
        let testName = name ?? String(function.prefix { $0 != "(" })
        let folder = URL(fileURLWithPath: "\(file)").deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__").appendingPathComponent(testClass)
        let referenceURL = folder.appendingPathComponent("\(testName).png")
        let record = ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1"
        if record || !FileManager.default.fileExists(atPath: referenceURL.path) {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try image.writePNG(to: referenceURL)
                XCTFail("recorded reference \(referenceURL.path); look at it, then run again", file: file, line: line)
            } catch {
                XCTFail("cannot record \(referenceURL.path): \(error)", file: file, line: line)
            }
            return
        }
        let reference: CGImage
        do {
            reference = try CGImage.load(imageAt: referenceURL)
        } catch {
            return XCTFail("\(error)", file: file, line: line)
        }
        guard let diff = SnapshotDiff(actual: image, reference: reference, tolerance: tolerance) else { return }
        let failures = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-failures")
            .appendingPathComponent(testClass)
        do {
            try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
            try image.writePNG(to: failures.appendingPathComponent("\(testName).actual.png"))
            try diff.image?.writePNG(to: failures.appendingPathComponent("\(testName).diff.png"))
        } catch {
            XCTFail("cannot write failure images: \(error)", file: file, line: line)
        }
        XCTFail("\(testName): \(diff.summary); actual and diff images in \(failures.path)", file: file, line: line)
    }
}

/// The differences between two images beyond a per-channel tolerance; nil from init when there are none.
struct SnapshotDiff {
    let summary: String
    let image: CGImage?

    init?(actual: CGImage, reference: CGImage, tolerance: Int) {
        guard actual.width == reference.width, actual.height == reference.height else {
            summary = "size \(actual.width)×\(actual.height) differs from the reference's \(reference.width)×\(reference.height)"
            image = nil
            return
        }
        var mismatches = 0
        var worst = 0
        var words: [UInt32] = []
        words.reserveCapacity(actual.width * actual.height)
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let a = actual.pixel(x: x, y: y), r = reference.pixel(x: x, y: y)
                let delta = Self.channelDelta(a, r)
                worst = max(worst, delta)
                if delta > tolerance {
                    mismatches += 1
                    words.append(0xFFFF_0000)
                } else {
                    let grey = UInt32(Self.luma(a) / 4 + 160)
                    words.append(0xFF00_0000 | grey << 16 | grey << 8 | grey)
                }
            }
        }
        guard mismatches > 0 else { return nil }
        summary = "\(mismatches) pixels differ by more than \(tolerance) per channel (worst \(worst))"
        image = CGImage(width: actual.width, height: actual.height, premultipliedARGB32: words)
    }

    /// The largest difference between the two pixels' channels.
    private static func channelDelta(_ a: UInt32, _ b: UInt32) -> Int {
        var worst = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let ca = Int((a >> shift) & 0xFF), cb = Int((b >> shift) & 0xFF)
            worst = max(worst, abs(ca - cb))
        }
        return worst
    }

    private static func luma(_ p: UInt32) -> Int {
        (Int((p >> 16) & 0xFF) * 3 + Int((p >> 8) & 0xFF) * 6 + Int(p & 0xFF)) / 10
    }
}
