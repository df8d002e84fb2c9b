import Foundation
@testable import Wayland
import XCTest

/// The shared memory behind a buffer: a memfd the compositor can map without fear.
final class ShmBufferTests: XCTestCase {
    func testBufferMemoryIsAMemfdSealedAgainstShrinking() throws {
        let byteCount = 64 * 64 * 4
        let (fd, pixels) = try ShmBuffer.sharedMemory(byteCount: byteCount)
        defer {
            munmap(pixels, byteCount)
            close(fd)
        }
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(fd)")
        XCTAssertTrue(link.hasPrefix("/memfd:shm-buffer"), link)
        // A client that shrank the file would make the compositor's reads fault (SIGBUS there).
        XCTAssertEqual(ftruncate(fd, off_t(byteCount / 2)), -1)
        XCTAssertEqual(errno, EPERM)
        var status = stat()
        XCTAssertEqual(fstat(fd, &status), 0)
        XCTAssertEqual(Int(status.st_size), byteCount)
        // Close-on-exec: a child the app starts does not inherit it.
        XCTAssertEqual(fcntl(fd, F_GETFD) & FD_CLOEXEC, FD_CLOEXEC)
        pixels.storeBytes(of: 0xFF00_FF00, toByteOffset: byteCount - 4, as: UInt32.self)
        XCTAssertEqual(pixels.load(fromByteOffset: byteCount - 4, as: UInt32.self), 0xFF00_FF00)
    }
}
