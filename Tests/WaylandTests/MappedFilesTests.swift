@testable import Wayland
import Foundation
import Glibc
import XCTest

/// The loaded objects' read-only pages go back and fault in again; a mapping holding a page of its own (a written
/// copy) keeps it, and so does a file mapping no loaded object owns.
final class MappedFilesTests: XCTestCase {
    private let size = 1 << 20

    func testLoadedCodeGoesBackAndOtherFileMappingsStay() throws {
        let mapping = try mapFile(protection: PROT_READ)
        defer { munmap(mapping, size) }
        let bytes = mapping.assumingMemoryBound(to: UInt8.self)
        var sum = 0
        for offset in stride(from: 0, to: size, by: 4_096) { sum += Int(bytes[offset]) }
        XCTAssertEqual(residentBytes(of: mapping), size, "every page touched")
        let loadedBefore = loadedCodeResidentBytes(besides: mapping)
        XCTAssertGreaterThan(MappedFiles.releaseResidentPages(), 0)
        let loadedAfter = loadedCodeResidentBytes(besides: mapping)
        XCTAssertLessThan(loadedAfter, loadedBefore / 2, "the loaded objects' code and constants went back (but what ran since)")
        XCTAssertEqual(residentBytes(of: mapping), size, "a mapping no loaded object owns is left: its owner may unmap it")
        var after = 0
        for offset in stride(from: 0, to: size, by: 4_096) { after += Int(bytes[offset]) }
        XCTAssertEqual(after, sum)
    }

    func testAMappingWithAWrittenCopyKeepsIt() throws {
        let mapping = try mapFile(protection: PROT_READ | PROT_WRITE)
        defer { munmap(mapping, size) }
        mapping.storeBytes(of: 0xAB, toByteOffset: 4_096, as: UInt8.self)
        XCTAssertEqual(mprotect(mapping, size, PROT_READ), 0)
        MappedFiles.releaseResidentPages()
        XCTAssertEqual(mapping.load(fromByteOffset: 4_096, as: UInt8.self), 0xAB, "the written copy is not dropped")
    }

    func testUnwrittenPagesOfAWritableMappingAreReclaimedAndWrittenOnesKept() throws {
        let mapping = try mapFile(protection: PROT_READ | PROT_WRITE)
        defer { munmap(mapping, size) }
        let bytes = mapping.assumingMemoryBound(to: UInt8.self)
        var sum = 0
        for offset in stride(from: 0, to: size, by: 4_096) { sum += Int(bytes[offset]) }
        bytes[8_192] = 0xCD
        let start = Int(bitPattern: mapping)
        XCTAssertEqual(MappedFiles.reclaimFilePages(from: start, to: start + size), size - 4_096, "all but the written page")
        XCTAssertLessThanOrEqual(residentBytes(of: mapping) ?? 0, 64 * 1_024, "the written page, and what faulted in since")
        XCTAssertEqual(bytes[8_192], 0xCD, "the written page is the process's own and stays")
        bytes[8_192] = UInt8(truncatingIfNeeded: 2 + 7)
        var after = 0
        for offset in stride(from: 0, to: size, by: 4_096) { after += Int(bytes[offset]) }
        XCTAssertEqual(after, sum, "the file's bytes, read in again")
    }

    func testSmapsTextParsesIntoMappings() {
        let text = """
        7f0000000000-7f0000002000 r-xp 00001000 fe:00 42     /usr/lib/libx.so
        Rss:                   8 kB
        Private_Dirty:         0 kB
        Anonymous:             0 kB
        VmFlags: rd ex mr mw me
        7f0000002000-7f0000003000 r--p 00003000 fe:00 42     /usr/lib/libx.so
        Rss:                   4 kB
        Private_Dirty:         4 kB
        Anonymous:             4 kB
        7f0000003000-7f0000004000 rw-p 00000000 00:00 0
        Rss:                   4 kB
        7f0000004000-7f0000005000 rw-p 00004000 fe:00 42     /usr/lib/libx.so
        Rss:                   4 kB
        """
        let mappings = MappedFiles.Mapping.parse(text)
        XCTAssertEqual(mappings.count, 4)
        XCTAssertEqual(mappings[0].start, 0x7f00_0000_0000)
        XCTAssertEqual(mappings[0].residentBytes, 8_192)
        XCTAssertEqual(mappings.map(\.isReleasable), [true, false, false, false], "code, relocated data, heap, data")
        XCTAssertEqual(mappings.map(\.isWritablePrivateFile), [false, false, false, true])
    }

    /// A private mapping of a fresh file whose page `n` begins with byte `n + 7`.
    private func mapFile(protection: Int32) throws -> UnsafeMutableRawPointer {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mapped-\(UUID().uuidString)")
        var data = Data(count: size)
        for page in 0..<(size / 4_096) {
            data[page * 4_096] = UInt8(truncatingIfNeeded: page + 7)
            data[page * 4_096 + 4_095] = UInt8(truncatingIfNeeded: page + 7)
        }
        try data.write(to: url)
        // Written back, so the pages are clean in the page cache and can be reclaimed.
        let writer = open(url.path, O_RDONLY)
        fsync(writer)
        close(writer)
        defer { try? FileManager.default.removeItem(at: url) }
        let descriptor = open(url.path, O_RDONLY)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        defer { close(descriptor) }
        let mapping = mmap(nil, size, protection, MAP_PRIVATE, descriptor, 0)
        guard let mapping, mapping != MAP_FAILED else { throw CocoaError(.fileReadUnknown) }
        return mapping
    }

    /// The resident bytes of the read-only file mappings holding only the file's pages, but the one at `address`.
    private func loadedCodeResidentBytes(besides address: UnsafeMutableRawPointer) -> Int {
        MappedFiles.Mapping.current.filter { $0.isReleasable && $0.start != Int(bitPattern: address) }
            .reduce(0) { $0 + $1.residentBytes }
    }

    /// The resident bytes of the mapping at `address`, as smaps counts them.
    private func residentBytes(of address: UnsafeMutableRawPointer) -> Int? {
        MappedFiles.Mapping.current.first { $0.start == Int(bitPattern: address) }?.residentBytes
    }
}
