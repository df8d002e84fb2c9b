import Foundation

/// Numbered PNG frames for a folder, written into a hidden staging folder inside it and moved into place only when
/// the recording is complete: a failed recording leaves the folder as it was (and removes it if it made it), and a
/// complete one removes the older frames past its own count, so a shorter recording never leaves old frames mixed
/// in. Only files named as the recorder names them (`frame-0000.png`…) are ever replaced or removed.
final class FrameFolder {
    let folder: URL
    /// `.recording-XXXXXX` inside the folder.
    let staging: URL
    private let writing: FileWriting
    private let madeFolder: Bool
    private var finished = false

    init(folder: URL, writing: FileWriting = .system) throws {
        self.folder = folder
        self.writing = writing
        var isDirectory: ObjCBool = false
        let existed = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory)
        if existed, !isDirectory.boolValue { throw RecordingError.unwritable(folder.path, ENOTDIR) }
        if !existed {
            guard mkdir(folder.path, 0o777) == 0 || errno == EEXIST else { throw RecordingError.unwritable(folder.path, errno) }
        }
        madeFolder = !existed
        var template = Array(folder.appendingPathComponent(".recording-XXXXXX").path.utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            let code = errno
            if madeFolder { rmdir(folder.path) }
            throw RecordingError.unwritable(folder.path, code)
        }
        staging = URL(fileURLWithPath: template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }, isDirectory: true)
    }

    deinit {
        discard()
    }

    /// The name of frame `index`: `frame-0000.png`, … `frame-9999.png`, `frame-10000.png`.
    static func name(ofFrame index: Int) -> String {
        String(format: "frame-%04d.png", index)
    }

    /// The frame number in a name the recorder gives, or nil for any other file.
    static func index(inName name: String) -> Int? {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return nil }
        let digits = name.dropFirst(6).dropLast(4)
        guard digits.count >= 4, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber), let index = Int(digits),
            name == Self.name(ofFrame: index)
        else { return nil }
        return index
    }

    /// Writes frame `index` into the staging folder.
    func write(_ data: Data, index: Int) throws {
        let path = staging.appendingPathComponent(Self.name(ofFrame: index)).path
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw RecordingError.unwritable(path, errno) }
        defer { close(fd) }
        try writing.writeAll([UInt8](data), to: fd, path: folder.appendingPathComponent(Self.name(ofFrame: index)).path)
    }

    /// Moves the `count` frames into the folder, removes its older frames numbered `count` and above, and removes
    /// the staging folder.
    func commit(count: Int) throws {
        for index in 0..<count {
            let name = Self.name(ofFrame: index)
            guard rename(staging.appendingPathComponent(name).path, folder.appendingPathComponent(name).path) == 0 else {
                throw RecordingError.unwritable(folder.appendingPathComponent(name).path, errno)
            }
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names {
            if let index = Self.index(inName: name), index >= count { unlink(folder.appendingPathComponent(name).path) }
        }
        finished = true
        rmdir(staging.path)
    }

    /// Removes the staging folder and what it holds, and the folder itself if this recording made it.
    func discard() {
        guard !finished else { return }
        finished = true
        try? FileManager.default.removeItem(at: staging)
        if madeFolder { rmdir(folder.path) }
    }
}
