// misbehaving-compositor: a Wayland compositor that misbehaves in one chosen way, for the tests
// that check what the project's clients do then (Tests/WaylandTests/EndToEnd/MisbehavingCompositorTests).
// It listens on SOCKET-NAME in XDG_RUNTIME_DIR, says "ready" on stdout once it accepts, and
// reports on stdout what the client did ("commit W H buffers N") while it runs.
import Foundation

signal(SIGPIPE, SIG_IGN)

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let misbehavior = Misbehavior(arguments.first!) else {
    FileHandle.standardError.write(Data("misbehaving-compositor: \(Misbehavior.usage)\n".utf8))
    exit(2)
}
let socketName = arguments.last!
if misbehavior.isRawSocket {
    RawSocketServer(misbehavior: misbehavior, socketName: socketName).run()
} else {
    Compositor(misbehavior: misbehavior, socketName: socketName).run()
}

/// Writes one line on stdout at once (the tests read it while the compositor runs).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
