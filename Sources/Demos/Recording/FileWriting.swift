import Foundation

/// The system calls a recording writes its bytes through: the real ones, or in tests ones that fail as a full
/// disk does, to prove that nothing half-written is left.
struct FileWriting: Sendable {
    /// `write(2)`: bytes at the file's position; the count written, or -1 with `errno` set.
    var write: @Sendable (Int32, UnsafeRawBufferPointer) -> Int
    /// `pwrite(2)`: bytes at an offset.
    var writeAt: @Sendable (Int32, UnsafeRawBufferPointer, Int) -> Int

    static let system = FileWriting(
        write: { fd, bytes in Glibc.write(fd, bytes.baseAddress, bytes.count) },
        writeAt: { fd, bytes, offset in Glibc.pwrite(fd, bytes.baseAddress, bytes.count, off_t(offset)) })

    /// Writes all of `bytes` to `fd` (at `offset` when given), retrying short writes and interruptions.
    func writeAll(_ bytes: [UInt8], to fd: Int32, at offset: Int? = nil, path: String) throws {
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeBytes { all in
                let rest = UnsafeRawBufferPointer(rebasing: all[done...])
                return offset.map { writeAt(fd, rest, $0 + done) } ?? write(fd, rest)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw RecordingError.unwritable(path, count < 0 ? errno : ENOSPC) }
            done += count
        }
    }
}
