import CWaylandProtocols

/// The process's malloc heap as glibc keeps it: memory the program frees stays in glibc's free lists, resident,
/// until a trim gives its pages back; the desktop windows trim when idle and after bulk frees (a launch, a screen).
public enum Heap {
    /// The bytes in glibc's free chunks, every arena (`mallinfo2`'s `fordblks`), pages given back or not.
    public static var freeBytes: Int { Int(cw_malloc_free_bytes()) }

    /// Gives the free chunks' whole pages back to the system (`malloc_trim(0)`); whether any went.
    @discardableResult
    public static func trim() -> Bool {
        cw_malloc_trim() != 0
    }
}
