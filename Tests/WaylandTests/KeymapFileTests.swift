import Foundation
import Wayland
import XCTest

/// The keymap as a compositor hands it over: a file descriptor and a size it claims.
final class KeymapFileTests: XCTestCase {
    private let text = """
        xkb_keymap {
          xkb_keycodes { include "evdev" };
          xkb_types { include "complete" };
          xkb_compat { include "complete" };
          xkb_symbols { include "pc+us" };
        };
        """

    /// A read-only descriptor of a file holding `bytes` (closed after the test).
    private func readOnlyFile(_ bytes: [UInt8]) throws -> Int32 {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("keymap-\(getpid())-\(UUID().uuidString)")
        try Data(bytes).write(to: url)
        let fd = open(url.path, O_RDONLY | O_CLOEXEC)
        try FileManager.default.removeItem(at: url)
        XCTAssertGreaterThanOrEqual(fd, 0)
        addTeardownBlock { close(fd) }
        return fd
    }

    func testAKeymapOnAReadOnlyDescriptorCompiles() throws {
        // Read-only: a shared writable mapping would fail with EACCES, a private read-only one works.
        let bytes = Array(text.utf8) + [0]
        let keymap = try Keymap(fileDescriptor: try readOnlyFile(bytes), size: bytes.count)
        XCTAssertEqual(keymap.text(forKey: 30), "a")
    }

    func testAKeymapWithoutItsTrailingNULStillCompiles() throws {
        let bytes = Array(text.utf8)
        XCTAssertEqual(try Keymap(fileDescriptor: try readOnlyFile(bytes), size: bytes.count).text(forKey: 30), "a")
    }

    func testASizeBeyondTheFileIsRefusedBeforeMapping() throws {
        // Reading a mapping past its file's end raises SIGBUS: the size is checked first.
        let bytes = Array(text.utf8) + [0]
        let fd = try readOnlyFile(bytes)
        XCTAssertThrowsError(try Keymap(fileDescriptor: fd, size: bytes.count + 65536)) { error in
            XCTAssertEqual("\(error)", "the Wayland compositor sent a keymap of \(bytes.count + 65536) bytes in a file of \(bytes.count) bytes")
        }
    }

    func testEmptyAndHugeSizesAreRefused() throws {
        let fd = try readOnlyFile(Array(text.utf8) + [0])
        for size in [0, 1, Keymap.maximumFileSize + 1, Int(UInt32.max)] {
            XCTAssertThrowsError(try Keymap(fileDescriptor: fd, size: size)) { error in
                XCTAssertTrue("\(error)".hasPrefix("the Wayland compositor sent a keymap of \(size) bytes (expected"), "\(error)")
            }
        }
    }

    func testGarbageOfTheRightSizeIsAClearError() throws {
        let bytes = (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) | 1 }
        XCTAssertThrowsError(try Keymap(fileDescriptor: try readOnlyFile(bytes), size: bytes.count)) { error in
            XCTAssertEqual("\(error)", "the Wayland compositor sent a keymap xkbcommon cannot compile")
        }
    }
}
