import Foundation

extension Keymap {
    /// The largest keymap accepted: real ones are tens of kilobytes.
    public static let maximumFileSize = 4 << 20

    /// Compiles the keymap a compositor hands over as a file descriptor (`wl_keyboard.keymap`):
    /// `size` bytes, the last one a NUL. The descriptor is mapped read-only and private, as
    /// version 7 of `wl_seat` requires, and only after `size` is checked against the file's own
    /// size, since reading a mapping past the end of its file kills the process with SIGBUS.
    /// The descriptor stays open (the caller closes it).
    public convenience init(fileDescriptor fd: Int32, size: Int) throws {
        guard size > 1, size <= Keymap.maximumFileSize else {
            throw WaylandError.invalidInput("a keymap of \(size) bytes (expected 2 to \(Keymap.maximumFileSize))")
        }
        var status = stat()
        guard fstat(fd, &status) == 0 else {
            throw WaylandError.system(call: "fstat of the keymap", reason: WaylandError.errnoText())
        }
        guard Int(status.st_size) >= size else {
            throw WaylandError.invalidInput("a keymap of \(size) bytes in a file of \(status.st_size) bytes")
        }
        guard let mapping = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0),
              mapping != UnsafeMutableRawPointer(bitPattern: -1)
        else {
            throw WaylandError.system(call: "mmap of the keymap", reason: WaylandError.errnoText())
        }
        defer { munmap(mapping, size) }
        // The text ends at its NUL (or at the end of the mapping when there is none).
        let bytes = UnsafeRawBufferPointer(start: mapping, count: size)
        let end = bytes.firstIndex(of: 0) ?? size
        try self.init(text: String(decoding: UnsafeRawBufferPointer(rebasing: bytes[..<end]), as: UTF8.self))
    }
}
