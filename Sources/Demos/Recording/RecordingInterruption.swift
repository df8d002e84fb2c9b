import Foundation

/// Ctrl-C (SIGINT) or SIGTERM during a recording: noted by the signal handler and acted on between frames, so the
/// recording stops through its usual failure path — temporary files removed, what was there before left as it was.
/// A second signal ends the process at once, as it would without the recording.
enum RecordingInterruption {
    /// The signal received, 0 while none; written only by the handler.
    nonisolated(unsafe) private static var received: sig_atomic_t = 0

    /// The signal that asked the recording to stop, if one did.
    static var signal: Int32? {
        received == 0 ? nil : Int32(received)
    }

    /// Installs the handlers for SIGINT and SIGTERM.
    static func install() {
        for number in [SIGINT, SIGTERM] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                RecordingInterruption.received = sig_atomic_t(number)
                Glibc.signal(number, SIG_DFL)
            }
            sigemptyset(&action.sa_mask)
            sigaction(number, &action, nil)
        }
    }
}
