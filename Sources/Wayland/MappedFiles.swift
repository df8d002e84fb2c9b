import Glibc

/// The process's read-only file mappings: its own code and the libraries' code and constants. A page touched once,
/// by the launch, stays mapped and counts as resident memory for the life of the process (the kernel maps 64 KB
/// around each page faulted in), though the process never runs it again.
public enum MappedFiles {
    /// Unmaps the resident pages of every private read-only file mapping that holds no page of its own (no
    /// relocated data, no debugger breakpoint), so nothing is lost: a page used again faults back in from the page
    /// cache the file keeps. Returns the bytes given back, as `/proc/self/smaps` counted them.
    @discardableResult
    public static func releaseResidentPages() -> Int {
        var released = 0
        for mapping in Mapping.current where mapping.isReleasable {
            guard let start = UnsafeMutableRawPointer(bitPattern: mapping.start) else { continue }
            if madvise(start, mapping.end - mapping.start, MADV_DONTNEED) == 0 { released += mapping.residentBytes }
        }
        return released
    }
}
