import Foundation

/// The helper programs UIKit runs (gsettings, xdg-open), started with `posix_spawn`. Foundation's `Process` is not
/// used: on Linux it watches its children through descriptors it may close while their dispatch sources are still
/// being cancelled, which can leave libdispatch a dangling registration that crashes the app later, once a pipe of
/// its own (a clipboard transfer) takes the same number.
enum ChildProcess {
    /// Runs `path` with `arguments` and returns what it printed on stdout with its exit status; nil when it could
    /// not start. Blocks until the program ends.
    static func output(of path: String, _ arguments: [String]) -> (status: Int32, output: Data)? {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        // Neither end goes to other programs the app starts meanwhile; the child gets the write end as its stdout.
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        guard let pid = spawn(path, arguments, stdout: fds[1]) else {
            close(fds[0])
            close(fds[1])
            return nil
        }
        close(fds[1])
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fds[0], &buffer, buffer.count)
            if count > 0 {
                output.append(buffer, count: count)
            } else if count == 0 || errno != EINTR {
                break
            }
        }
        close(fds[0])
        return (wait(for: pid), output)
    }

    /// Starts `path` with `arguments` and returns at once; a thread of its own reaps it when it ends. False when it
    /// could not start.
    @discardableResult
    static func launch(_ path: String, _ arguments: [String]) -> Bool {
        guard let pid = spawn(path, arguments, stdout: nil) else { return false }
        Thread.detachNewThread { _ = wait(for: pid) }
        return true
    }

    /// Spawns the program with stdin and stderr on /dev/null, stdout on `stdout` (or /dev/null).
    private static func spawn(_ path: String, _ arguments: [String], stdout: Int32?) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if let stdout {
            posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
        return pid
    }

    /// Waits for `pid` to end; its exit status, or -1 when it was killed.
    private static func wait(for pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return -1 }
        }
        // WIFEXITED / WEXITSTATUS, which Swift does not import as functions.
        return status & 0x7f == 0 ? (status >> 8) & 0xff : -1
    }
}
