// wayland-probe: the Wayland module's test window (see Probe).
import Foundation
import Wayland

signal(SIGPIPE, SIG_IGN)

/// Prints the one-line error and ends with status 1.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("wayland-probe: \(message)\n".utf8))
    exit(1)
}

do {
    let options = try ProbeOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    try Probe(options: options).run()
} catch let error as ProbeUsageError {
    fail(error.message)
} catch {
    fail("\(error)")
}
