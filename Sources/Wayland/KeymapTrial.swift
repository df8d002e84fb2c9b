import CXKBCommon
import Foundation

/// Compiles a compositor's keymap once in a child process before the app compiles it: xkbcommon 1.5 (Debian 12)
/// writes through a null pointer on some malformed keymaps (`xkb_keycodes{key<>{,s}` is one), and a compositor's
/// keymap is input the app must survive. A child that crashes or fails means the keymap is refused.
enum KeymapTrial {
    /// Whether xkbcommon compiles `text` without crashing, tried in a forked child.
    static func compilesSafely(_ text: String) -> Bool {
        let pid = text.withCString { bytes in
            forkAndCompile(bytes)
        }
        guard pid > 0 else { return true }  // No child to try in: compile in the app as before.
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return true }
        }
        // A normal exit with status 0: compiled; anything else (a signal, a failure) refuses the keymap.
        return status & 0x7F == 0 && (status >> 8) & 0xFF == 0
    }

    /// Forks; the child compiles `bytes` with the crash signals at their defaults (so no sanitizer or crash
    /// reporter of the parent's runs) and leaves by `_exit`, the parent gets the child's pid.
    private static func forkAndCompile(_ bytes: UnsafePointer<CChar>) -> pid_t {
        let pid = fork()
        guard pid == 0 else { return pid }
        for signal in [SIGSEGV, SIGBUS, SIGABRT, SIGFPE, SIGILL] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = SIG_DFL
            sigaction(signal, &action, nil)
        }
        let devNull = open("/dev/null", O_WRONLY)
        if devNull >= 0 { dup2(devNull, STDERR_FILENO) }
        guard let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else { _exit(1) }
        xkb_context_set_log_level(context, XKB_LOG_LEVEL_CRITICAL)
        let keymap = xkb_keymap_new_from_string(context, bytes, XKB_KEYMAP_FORMAT_TEXT_V1, XKB_KEYMAP_COMPILE_NO_FLAGS)
        _exit(keymap == nil ? 1 : 0)
    }
}
