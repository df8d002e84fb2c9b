import CoreGraphics
import Foundation

/// A file written under a temporary name in its destination's folder and renamed into place only when complete:
/// until `commit()` whatever was at the destination stays as it was, and `discard()` (or the file's end without
/// a commit) removes the temporary file.
final class AtomicFile: AnimatedPNGSink {
    let destination: URL
    /// The temporary file, `.<name>.XXXXXX` beside the destination.
    let temporary: URL
    private var fd: Int32
    private let writing: FileWriting

    init(destination: URL, writing: FileWriting = .system) throws {
        self.destination = destination
        self.writing = writing
        let folder = destination.deletingLastPathComponent()
        var template = Array(folder.appendingPathComponent(".\(destination.lastPathComponent).XXXXXX").path.utf8CString)
        fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw RecordingError.unwritable(destination.path, errno) }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        temporary = URL(fileURLWithPath: template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
    }

    deinit {
        discard()
    }

    func append(_ bytes: [UInt8]) throws {
        try writing.writeAll(bytes, to: fd, path: destination.path)
    }

    func overwrite(_ bytes: [UInt8], at offset: Int) throws {
        try writing.writeAll(bytes, to: fd, at: offset, path: destination.path)
    }

    /// Flushes the file to the disk and renames it over the destination, with the destination's old permissions
    /// (or the usual ones under the umask for a new file).
    func commit() throws {
        precondition(fd >= 0, "an atomic file committed twice")
        var old = stat()
        let mode = stat(destination.path, &old) == 0 ? old.st_mode & 0o7777 : 0o666 & ~Self.umaskValue
        fchmod(fd, mode)
        guard fsync(fd) == 0 else { throw RecordingError.unwritable(destination.path, errno) }
        close(fd)
        fd = -1
        guard rename(temporary.path, destination.path) == 0 else {
            let code = errno
            unlink(temporary.path)
            throw RecordingError.unwritable(destination.path, code)
        }
    }

    /// Closes and removes the temporary file, if not committed.
    func discard() {
        guard fd >= 0 else { return }
        close(fd)
        fd = -1
        unlink(temporary.path)
    }

    /// The process's file-creation mask.
    private static var umaskValue: mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}
