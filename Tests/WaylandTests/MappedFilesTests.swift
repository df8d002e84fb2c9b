@testable import Wayland
import Foundation
import Glibc
import XCTest

/// The loaded objects' read-only pages go back and fault in again; a mapping holding a page of its own (a written
/// copy) keeps it, and so does a file mapping no loaded object owns.
final class MappedFilesTests: XCTestCase {
    private let size = 1 << 20

    func testALoadedLibrarysPagesGoBackAndOtherFileMappingsStay() throws {
        let mapping = try mapFile(protection: PROT_READ)
        defer { munmap(mapping, size) }
        let bytes = mapping.assumingMemoryBound(to: UInt8.self)
        var sum = 0
        for offset in stride(from: 0, to: size, by: 4_096) { sum += Int(bytes[offset]) }
        // A library the tests link and no other thread runs: its code, read page by page. (Its first segment, the
        // dynamic symbols, comes back as soon as any library's symbol is bound.)
        let library = codeMappings(named: "libqrencode")
        XCTAssertFalse(library.isEmpty, "libqrencode is loaded")
        var touched = 0
        for (start, end) in library {
            for address in stride(from: start, to: end, by: 4_096) {
                touched &+= Int(UnsafeRawPointer(bitPattern: address)!.load(as: UInt8.self))
            }
        }
        XCTAssertGreaterThan(residentBytes(ofMappingsStartingAt: library.map(\.start)), 0, "read \(touched)")
        XCTAssertGreaterThan(MappedFiles.releaseResidentPages(), 0)
        XCTAssertEqual(residentBytes(ofMappingsStartingAt: library.map(\.start)), 0, "the library's pages went back")
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

    /// The code mappings of the loaded file whose path contains `name`, from `/proc/self/maps`.
    private func codeMappings(named name: String) -> [(start: Int, end: Int)] {
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/maps"), let data = try? handle.readToEnd() else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, fields[5].contains(name), fields[1] == "r-xp" else { return nil }
            let range = fields[0].split(separator: "-")
            guard range.count == 2, let start = Int(range[0], radix: 16), let end = Int(range[1], radix: 16) else { return nil }
            return (start, end)
        }
    }

    /// The resident bytes of the mappings that start at `starts` and hold only the file's pages (not the relocated
    /// data made read-only after loading), as smaps counts them.
    private func residentBytes(ofMappingsStartingAt starts: [Int]) -> Int {
        MappedFiles.Mapping.current.filter { starts.contains($0.start) && $0.isReadOnlyPrivateFile && $0.ownBytes == 0 }
            .reduce(0) { $0 + $1.residentBytes }
    }

    /// The resident bytes of the mapping at `address`, as smaps counts them.
    private func residentBytes(of address: UnsafeMutableRawPointer) -> Int? {
        MappedFiles.Mapping.current.first { $0.start == Int(bitPattern: address) }?.residentBytes
    }
}
