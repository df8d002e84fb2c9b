import Foundation
import XCTest

/// Debian's wl-clipboard as the other program on a headless sway's clipboard: `wl-copy` serving text until the test
/// ends, `wl-paste` reading what the selection holds.
extension XCTestCase {
    /// The path of a wl-clipboard tool; skips the test where it is not installed.
    func clipboardTool(_ name: String) throws -> String {
        guard let path = findExecutable(name) else {
            throw XCTSkip("\(name) is not installed (scripts/deps.sh --test installs wl-clipboard)")
        }
        return path
    }

    /// Puts `text` on a selection with `wl-copy --foreground` reading it from a file; it serves the selection until
    /// the test ends. (Without `--foreground` its daemon keeps the socket through which Foundation's Process learns
    /// that a child ended, so the command never seems to end.)
    @discardableResult
    func wlCopy(_ sway: HeadlessSway, _ text: String, _ arguments: [String] = []) throws -> ClientProcess {
        let copy = try clipboardTool("wl-copy")
        let file = sway.workDirectory.appendingPathComponent("copy-\(UUID().uuidString).txt")
        try Data(text.utf8).write(to: file)
        chmod(file.path, 0o644)
        let server = try sway.launch(URL(fileURLWithPath: "/bin/sh"), ["-c", "exec \(copy) --foreground \(arguments.joined(separator: " ")) < \(file.path)"])
        addTeardownBlock { server.terminate() }
        return server
    }

    /// What `wl-paste --no-newline` reads from the selection (it fails when the selection is empty).
    func wlPaste(_ sway: HeadlessSway, _ arguments: [String] = [], timeout: TimeInterval = 15) throws -> Command.Output {
        try sway.command(try clipboardTool("wl-paste"), ["--no-newline"] + arguments).run(timeout: timeout, allowFailure: true)
    }

    /// Polls `wl-paste` until it reads `expected`, within `timeout` seconds; the last text read otherwise.
    func waitForClipboard(_ sway: HeadlessSway, toRead expected: String, timeout: TimeInterval = 15) -> (matched: Bool, last: String) {
        var last = ""
        let matched = poll(timeout: timeout) {
            last = (try? self.wlPaste(sway).text) ?? last
            return last == expected
        }
        return (matched, last)
    }
}
