import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A folder that keeps compositor logs and screenshots for a person to look at after a run:
/// `$TMPDIR/wayland-e2e-artifacts/<pid>`. Folders of test processes that have ended are
/// removed when the next one starts (parallel test processes keep theirs).
enum Artifacts {
    static let directory: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("wayland-e2e-artifacts", isDirectory: true)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [] {
            if let pid = pid_t(name), kill(pid, 0) == 0 || errno == EPERM { continue }
            try? FileManager.default.removeItem(at: root.appendingPathComponent(name))
        }
        let url = root.appendingPathComponent("\(getpid())", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    private static let counter = Counter()

    /// A fresh file name in the folder: `<prefix>-<n>.<ext>`.
    static func file(_ prefix: String, _ ext: String) -> URL {
        directory.appendingPathComponent("\(prefix)-\(counter.next()).\(ext)")
    }

    /// A new private temporary folder (mkdtemp), mode 700, in `parent` (default: $TMPDIR).
    static func temporaryFolder(_ prefix: String, in parent: String? = nil) throws -> URL {
        let folder = parent ?? FileManager.default.temporaryDirectory.path
        var template = Array((folder + "/\(prefix)-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw HarnessError("mkdtemp failed for \(prefix)")
        }
        return URL(fileURLWithPath: String(cString: made), isDirectory: true)
    }
}

/// A thread-safe counter.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
