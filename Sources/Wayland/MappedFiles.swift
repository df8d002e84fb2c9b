import CWaylandProtocols
import Glibc

/// The process's file mappings: its own code and constants and the libraries'. A page touched once, by the launch,
/// stays mapped and counts as resident memory for the life of the process (the kernel maps 64 KB around each page
/// faulted in), though the process never reads it again.
public enum MappedFiles {
    /// Gives back the resident pages of the file mappings that are still the file's, so nothing is lost: a page used
    /// again faults back in. The loaded objects' read-only segments (the program's and the libraries' code and
    /// constants) are unmapped where their mapping holds no page of its own (no relocated data, no debugger
    /// breakpoint), the page cache keeping their pages; other read-only file mappings are left, since their owner
    /// may unmap one meanwhile and the address be reused. In writable private mappings (the constant tables Swift's
    /// compiler places among the program's data) only the pages never written are reclaimed, page by page. Returns
    /// the bytes given back or asked for.
    @discardableResult
    public static func releaseResidentPages() -> Int {
        let mappings = Mapping.current
        var ranges: [UInt] = []
        for mapping in mappings where mapping.isReleasable {
            ranges.append(UInt(mapping.start))
            ranges.append(UInt(mapping.end))
        }
        var released = ranges.withUnsafeBufferPointer { Int(cw_drop_loaded_read_only_pages($0.baseAddress, $0.count / 2)) }
        for mapping in mappings where mapping.isWritablePrivateFile && mapping.residentBytes > 0 {
            released += reclaimFilePages(from: mapping.start, to: mapping.end)
        }
        return released
    }

    /// Asks the kernel to reclaim each run of pages in `start..<end` that is resident and still the file's (never
    /// written), as `/proc/self/pagemap` flags them. Reclaiming (`MADV_PAGEOUT`) rather than dropping: a page
    /// written after the look is kept (in swap, if anywhere), never discarded. Returns the bytes asked for.
    static func reclaimFilePages(from start: Int, to end: Int) -> Int {
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        let pages = (end - start) / pageSize
        guard pages > 0 else { return 0 }
        let descriptor = open("/proc/self/pagemap", O_RDONLY)
        guard descriptor >= 0 else { return 0 }
        defer { close(descriptor) }
        var entries = [UInt64](repeating: 0, count: pages)
        let wanted = pages * MemoryLayout<UInt64>.size
        let read = entries.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, wanted, off_t(start / pageSize * 8)) }
        guard read == wanted else { return 0 }
        var reclaimed = 0
        var runStart: Int?
        for index in 0...pages {
            // Bit 63: present; bit 61: a page of the file (or shared), not the process's own copy.
            let isFilePage = index < pages && entries[index] & (1 << 63) != 0 && entries[index] & (1 << 61) != 0
            if isFilePage {
                if runStart == nil { runStart = index }
                continue
            }
            guard let first = runStart else { continue }
            runStart = nil
            let length = (index - first) * pageSize
            if let address = UnsafeMutableRawPointer(bitPattern: start + first * pageSize),
               madvise(address, length, MADV_PAGEOUT) == 0 {
                reclaimed += length
            }
        }
        return reclaimed
    }
}
